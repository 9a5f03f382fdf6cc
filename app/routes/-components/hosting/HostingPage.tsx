import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Cpu, DatabaseBackup, Gauge, Globe, HardDrive, Headset, Lock, ShieldCheck, TrendingUp, Truck } from 'lucide-react';
import {
  AddOnCard,
  Button,
  Container,
  FeatureGrid,
  Heading,
  HostingComparisonTable,
  MarketingHero,
  MigrationSteps,
  PromoBanner,
  PageSection,
  PlanCard,
  TextLink,
} from '../../../../design-system';
import {
  hostingBenefits,
  hostingComparison,
  hostingCopy as copy,
  hostingHeroImage,
  hostingPlansSectionId,
  hostingInfrastructure,
  migrationSteps,
  type HostingFeature,
  type HostingIcon,
} from '../../../../domain/hosting-page';
import { messages } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import { defaultHostingPlanId, formatUsd, hostingAddOns, hostingPlans, type HostingPlanId } from '../../../../domain/plans';
import * as styles from './page.css';

const icons: Record<HostingIcon, ReactNode> = {
  globe: <Globe />,
  'shield-check': <ShieldCheck />,
  'hard-drive': <HardDrive />,
  'trending-up': <TrendingUp />,
  cpu: <Cpu />,
  truck: <Truck />,
  'database-backup': <DatabaseBackup />,
  headset: <Headset />,
  lock: <Lock />,
  gauge: <Gauge />,
};

const withIcons = (items: readonly HostingFeature[]) => items.map((item) => ({ ...item, icon: icons[item.icon] }));

const plansSectionId = hostingPlansSectionId;

/**
 * View Hosting Plans is a real in-page link (it works before the script loads); once hydrated it
 * also moves focus to the pricing section, so the next Tab continues from the plans rather than
 * from the hero. The scroll is smooth unless the visitor prefers reduced motion (global CSS).
 */
function goToPlans(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(plansSectionId);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

export function HostingPage({ page }: { readonly page: PageMeta }) {
  // The plan the visitor picked (spec section 2: Professional until they pick another); Get
  // Started carries it to the contact form, and Start Free Trial uses it too.
  const [selectedPlan, setSelectedPlan] = useState<HostingPlanId>(defaultHostingPlanId);
  const [addOns, setAddOns] = useState<ReadonlySet<string>>(() => new Set());

  const toggleAddOn = (id: string) =>
    setAddOns((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const chosenAddOns = hostingAddOns.filter((addOn) => addOns.has(addOn.id));
  // Get Started and Start Free Trial carry the ticked add-ons to /contact with the plan.
  const addOnSearch = chosenAddOns.length > 0 ? { addons: chosenAddOns.map((addOn) => addOn.id).join(',') } : {};

  return (
    <>
      {/* The offer alone: the dashboard is not part of it, so its link is in the hero, under the
          buttons, beside the promise that the hosting tunes itself. */}
      <PromoBanner>{copy.promo}</PromoBanner>

      <MarketingHero eyebrow={copy.heroEyebrow} title={page.heading} lede={page.description} image={hostingHeroImage}>
        <div className={styles.heroActions}>
          <Button asChild size="large">
            <a href={`#${plansSectionId}`} onClick={goToPlans}>
              {copy.viewPlans}
            </a>
          </Button>
          <Button asChild size="large" tone="secondary">
            <Link to="/website-audit">{copy.freeAudit}</Link>
          </Button>
        </div>
        <p className={styles.heroLink}>
          <TextLink asChild>
            <Link to="/hosting-automation">{copy.automationLink}</Link>
          </TextLink>
        </p>
      </MarketingHero>

      <PageSection title={copy.infrastructureHeading} lede={copy.infrastructureLede}>
        <FeatureGrid items={withIcons(hostingInfrastructure)} />
      </PageSection>

      <PageSection tone="tinted" title={copy.benefitsHeading}>
        <FeatureGrid items={withIcons(hostingBenefits)} columns="three" />
      </PageSection>

      <PageSection id={plansSectionId} focusTarget title={copy.plansHeading} lede={copy.plansLede}>
        <ul className={styles.planGrid} role="list">
          {hostingPlans.map((plan) => (
            <li key={plan.id} className={styles.planItem}>
              <PlanCard
                variant="hosting"
                plan={plan}
                popularLabel={messages.mostPopular}
                perMonthLabel={copy.perMonth}
                saveLabel={copy.save}
                action={
                  <Button asChild fullWidth tone={plan.popular ? 'primary' : 'secondary'}>
                    <Link to="/contact" search={{ plan: plan.id, ...addOnSearch }} onClick={() => setSelectedPlan(plan.id)}>
                      {copy.getStarted}
                    </Link>
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection tone="tinted" title={copy.addOnsHeading} lede={copy.addOnsLede}>
        <ul className={styles.addOnGrid} role="list">
          {hostingAddOns.map((addOn) => (
            <li key={addOn.id} className={styles.planItem}>
              <AddOnCard
                addOn={addOn}
                added={addOns.has(addOn.id)}
                onToggle={toggleAddOn}
                addLabel={copy.add}
                addedLabel={copy.added}
                perMonthLabel={copy.perMonth}
              />
            </li>
          ))}
        </ul>
        <p className={styles.addOnSummary} aria-live="polite">
          {chosenAddOns.length === 0
            ? copy.addOnsSummaryEmpty
            : copy.addOnsSummary(
                chosenAddOns.map((addOn) => addOn.name),
                formatUsd(chosenAddOns.reduce((sum, addOn) => sum + addOn.price, 0)),
              )}
        </p>
      </PageSection>

      <PageSection title={copy.comparisonHeading}>
        <HostingComparisonTable
          caption={copy.comparisonCaption}
          hideCaption
          featureLabel={hostingComparison.featureLabel}
          oursLabel={hostingComparison.oursLabel}
          traditionalLabel={hostingComparison.traditionalLabel}
          rows={hostingComparison.rows}
        />
      </PageSection>

      <PageSection tone="tinted" title={copy.migrationHeading} lede={copy.migrationLede}>
        <MigrationSteps steps={migrationSteps} />
      </PageSection>

      <section className={styles.section} aria-labelledby="cta-heading">
        <Container>
          <div className={styles.cta}>
            <Heading level={2} size="xxlarge" id="cta-heading">
              {copy.ctaHeading}
            </Heading>
            <p className={styles.ctaBody}>{copy.ctaBody}</p>
            <div className={styles.ctaActions}>
              <Button asChild size="large">
                <Link to="/contact" search={{ plan: selectedPlan, ...addOnSearch }}>
                  {copy.startFreeTrial}
                </Link>
              </Button>
              <Button asChild size="large" tone="secondary">
                <Link to="/booking">{copy.scheduleConsultation}</Link>
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
