import { Link } from '@tanstack/react-router';
import {
  Badge,
  Button,
  Container,
  CtaBand,
  PageHeader,
  PlanCard,
  PlanGrid,
  PricingFamily,
  Link as SiteLink,
  Stack,
  Text,
  TextLink,
  VisuallyHidden,
  tabPanelId,
} from '../../../../design-system';
import { hostingPromo } from '../../../../domain/constants';
import { hostingPlansSectionId } from '../../../../domain/hosting-page';
import { messages } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import { abTestingPlans, customerWorkflowPlans, formatUsd, heatMapPlans, hostingPlans, hostingSaving } from '../../../../domain/plans';
import { hostingAddOnPrices, pricingCta, servicePriceGroups, servicePriceLabel } from '../../../../domain/pricing-page';
import { planFamilies, type PlanFamily, type PlanFamilyId } from '../../../../domain/products';
import { CheckoutPlans } from '../../../checkout/CheckoutPlans';
import type { PlanPageSearch } from '../../../checkout/search';
import { useCheckout } from '../../../checkout/useCheckout';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';
import * as styles from './plans.css';

const family = (id: PlanFamilyId): PlanFamily => planFamilies.find((f) => f.id === id)!;

function FamilyBadges({ family: f, extra }: { family: PlanFamily; extra?: string }) {
  return (
    <>
      {f.hasFreePlan ? <Badge tone="positive">Free plan available</Badge> : null}
      <Badge tone="brand">From {formatUsd(f.fromPrice)}/month</Badge>
      {extra ? (
        <Badge tone="accent" emphasis="strong">
          {extra}
        </Badge>
      ) : null}
    </>
  );
}

/**
 * A card's link to the product page whose flow sells that plan, landing on its plans: the
 * Pricing tab of /customer-workflows, the plans section of /hosting.
 */
function ChooseOnPage({ plan, family: f }: { plan: string; family: PlanFamily }) {
  const label = (
    <>
      Choose {plan}
      <VisuallyHidden> on the {f.name} page</VisuallyHidden>
    </>
  );
  return (
    <Button asChild tone="secondary" fullWidth>
      {f.path === '/customer-workflows' ? (
        // The fragment opens the tab before and without scripts; in place, the page stays at its top.
        <Link to="/customer-workflows" search={{ tab: 'pricing' }} hash={tabPanelId('pricing')} hashScrollIntoView={false}>
          {label}
        </Link>
      ) : (
        <SiteLink href={`${f.path}#${hostingPlansSectionId}`}>{label}</SiteLink>
      )}
    </Button>
  );
}

export interface PricingPageProps {
  page: PageMeta;
  search: Omit<PlanPageSearch, 'tab'>;
  onSearchChange: (search: Omit<PlanPageSearch, 'tab'>) => void;
}

/**
 * /pricing: every plan family in one place, from the domain tables. A/B testing and heat-map
 * plans are bought right here (one create-payment call, returning to /pricing); workflow and
 * hosting plans link to their pages, where their own flows live (the upgrade dialog, and
 * Get Started through /contact).
 */
export function PricingPage({ page, search, onSearchChange }: PricingPageProps) {
  const checkout = useCheckout({ returnPath: '/pricing' });
  const ab = family('ab-testing');
  const heat = family('heat-map');
  const workflows = family('customer-workflows');
  const hosting = family('hosting');

  return (
    <>
      <PageHeader title={page.heading} lede={page.description}>
        <nav aria-label="Price lists">
          <ul className={styles.jumpLinks}>
            {[...planFamilies, ...servicePriceGroups].map((f) => (
              <li key={f.id}>
                <TextLink href={`#${f.id}`}>{f.name}</TextLink>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <Container>
        <Stack space="none" className={styles.pricingBody}>
          <CheckoutReturnNotice
            search={search}
            onDismiss={() => {
              onSearchChange({});
              document.getElementById('main')?.focus();
            }}
          />
          <PricingFamily
            id={ab.id}
            title={ab.name}
            summary={ab.summary}
            badges={<FamilyBadges family={ab} />}
            href={ab.path}
            linkLabel={ab.linkLabel}
          >
            <CheckoutPlans plans={abTestingPlans} productName={ab.name} checkout={checkout} returnPath="/pricing" />
          </PricingFamily>
          <PricingFamily
            id={heat.id}
            title={heat.name}
            summary={heat.summary}
            badges={<FamilyBadges family={heat} />}
            href={heat.path}
            linkLabel={heat.linkLabel}
          >
            <CheckoutPlans plans={heatMapPlans} productName={heat.name} checkout={checkout} returnPath="/pricing" />
          </PricingFamily>
          <PricingFamily
            id={workflows.id}
            title={workflows.name}
            summary={workflows.summary}
            badges={<FamilyBadges family={workflows} />}
            href={workflows.path}
            linkLabel={workflows.linkLabel}
            note="Workflow plans are chosen on the Customer Workflows page, where you can see the templates first."
          >
            <PlanGrid label={`${workflows.name} plans`}>
              {customerWorkflowPlans.map((plan) => (
                <PlanCard
                  key={plan.planType}
                  name={plan.name}
                  price={formatUsd(plan.monthlyPrice)}
                  period="/month"
                  features={plan.features}
                  popular={plan.popular}
                  popularLabel={messages.mostPopular}
                  actionLabel={`Choose ${plan.name}`}
                  action={<ChooseOnPage plan={plan.name} family={workflows} />}
                />
              ))}
            </PlanGrid>
          </PricingFamily>
          <PricingFamily
            id={hosting.id}
            title={hosting.name}
            summary={hosting.summary}
            badges={<FamilyBadges family={hosting} extra={hostingPromo} />}
            href={hosting.path}
            linkLabel={hosting.linkLabel}
            note="Hosting prices are the current offer; the regular price is shown struck through. Free migration on every plan."
          >
            <PlanGrid label={`${hosting.name} plans`} maxColumns={3}>
              {hostingPlans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  name={plan.name}
                  price={formatUsd(plan.price)}
                  period="/month"
                  description={
                    <>
                      <VisuallyHidden>Regular price </VisuallyHidden>
                      <s>{formatUsd(plan.originalPrice)}/month</s> · Save {formatUsd(hostingSaving(plan))}
                    </>
                  }
                  features={[plan.specs.cpu, plan.specs.ram, plan.specs.storage, ...plan.features.slice(0, 2)]}
                  popular={plan.popular}
                  popularLabel={messages.mostPopular}
                  actionLabel={`Choose ${plan.name}`}
                  action={<ChooseOnPage plan={plan.name} family={hosting} />}
                />
              ))}
            </PlanGrid>
            <div className={styles.addOns}>
              <h3 className={styles.addOnsTitle}>Hosting add-ons</h3>
              <ul className={styles.addOnList}>
                {hostingAddOnPrices.map((addOn) => (
                  <li key={addOn.id}>
                    <span>{addOn.name}</span> <span className={styles.addOnPrice}>{addOn.price}</span>
                  </li>
                ))}
              </ul>
            </div>
          </PricingFamily>
          {servicePriceGroups.map((group) => (
            <PricingFamily
              key={group.id}
              id={group.id}
              title={group.name}
              summary={group.summary}
              href={group.path}
              linkLabel={group.linkLabel}
              note={'note' in group ? group.note : undefined}
            >
              <PlanGrid label={`${group.name} prices`} maxColumns={group.packages.length === 4 ? 4 : group.packages.length === 2 ? 2 : 3}>
                {group.packages.map((service) => (
                  <PlanCard
                    key={service.id}
                    name={service.name}
                    price={servicePriceLabel(service)}
                    period={service.price === 0 ? undefined : service.period}
                    description={service.description}
                    features={service.features}
                    popular={'popular' in service ? service.popular : undefined}
                    popularLabel={messages.mostPopular}
                    actionLabel={service.action.label}
                    action={
                      <Button asChild fullWidth tone="secondary">
                        <SiteLink href={service.action.to}>{service.action.label}</SiteLink>
                      </Button>
                    }
                  />
                ))}
              </PlanGrid>
            </PricingFamily>
          ))}
          <Text tone="muted" size="small" className={styles.finePrint}>
            Prices in US dollars. Subscriptions renew monthly and can be canceled any time; project prices are where a fixed quote starts. Questions about a price?{' '}
            <TextLink asChild>
              <Link to="/contact">Talk to us</Link>
            </TextLink>
            .
          </Text>
        </Stack>
      </Container>
      <CtaBand {...pricingCta} />
    </>
  );
}
