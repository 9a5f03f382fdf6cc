import type { ReactNode } from 'react';
import { CreditCard, Flame, FlaskConical, RefreshCw, Server, Sparkles, Workflow } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import {
  Button,
  Card,
  Container,
  Heading,
  Inline,
  PageHeader,
  ProductHighlights,
  ProductSummaryCard,
  ProductSummaryGrid,
  Link as SiteLink,
  Stack,
  Text,
} from '../../../../design-system';
import type { PageMeta } from '../../../../domain/pages';
import { formatUsd } from '../../../../domain/plans';
import { planFamilies, subscriptionFamilyIds, subscriptionTerms, type PlanFamilyId } from '../../../../domain/products';
import * as styles from './plans.css';

const familyIcons: Record<PlanFamilyId, ReactNode> = {
  'ab-testing': <FlaskConical />,
  'heat-map': <Flame />,
  'customer-workflows': <Workflow />,
  hosting: <Server />,
};
const termIcons = [<Sparkles key="free" />, <CreditCard key="checkout" />, <RefreshCw key="monthly" />];

/**
 * /subscription-services: the subscription products at a glance (what each does, who it is
 * for, what it starts at), each linking to its own page; /pricing has the full price lists.
 */
export function SubscriptionServicesPage({ page }: { page: PageMeta }) {
  const subscriptions = planFamilies.filter((f) => (subscriptionFamilyIds as readonly string[]).includes(f.id));
  const hosting = planFamilies.find((f) => f.id === 'hosting')!;
  return (
    <>
      <PageHeader title={page.heading} lede={page.description} eyebrow="Subscription Services">
        <Inline space="small">
          <Button asChild size="large">
            <Link to="/pricing">Compare every plan</Link>
          </Button>
          <Button asChild size="large" tone="secondary">
            <Link to="/contact">Ask which fits</Link>
          </Button>
        </Inline>
      </PageHeader>
      <Container>
        <Stack space="xxlarge" className={styles.pageBody}>
          <Stack space="large" asChild>
            <section aria-labelledby="subscriptions-title">
              <Heading level={2} id="subscriptions-title">
                Our subscriptions
              </Heading>
              <ProductSummaryGrid label="Subscription products">
                {subscriptions.map((f) => (
                  <ProductSummaryCard
                    key={f.id}
                    name={f.name}
                    icon={familyIcons[f.id]}
                    summary={f.summary}
                    audience={f.audience}
                    startingPrice={`From ${formatUsd(f.fromPrice)}/month`}
                    priceNote={f.hasFreePlan ? 'Free plan available' : undefined}
                    href={f.path}
                    linkLabel={f.linkLabel}
                    headingLevel={3}
                  />
                ))}
              </ProductSummaryGrid>
            </section>
          </Stack>
          <Stack space="large" asChild>
            <section aria-labelledby="how-title">
              <Heading level={2} id="how-title">
                How subscriptions work
              </Heading>
              <ProductHighlights items={subscriptionTerms.map((t, i) => ({ ...t, icon: termIcons[i] }))} />
            </section>
          </Stack>
          <Card
            as="section"
            aria-labelledby="hosting-title"
            header={
              <Heading level={2} size="large" id="hosting-title">
                Also by the month: {hosting.name}
              </Heading>
            }
          >
            <Stack space="medium">
              <Text>{hosting.summary}</Text>
              <Text tone="muted">
                {hosting.audience} From {formatUsd(hosting.fromPrice)}/month.
              </Text>
              <div>
                <Button asChild tone="secondary">
                  <SiteLink href={hosting.path}>{hosting.linkLabel}</SiteLink>
                </Button>
              </div>
            </Stack>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
