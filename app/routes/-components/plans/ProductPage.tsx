import type { ReactNode } from 'react';
import { Link, useHydrated } from '@tanstack/react-router';
import {
  Heading,
  PlanComparisonTable,
  ProductHighlights,
  ProductSteps,
  ProductTabs,
  Stack,
  Text,
  TextLink,
} from '../../../../design-system';
import { messages } from '../../../../domain/messages';
import type { PageMeta } from '../../../../domain/pages';
import type { PlanProduct } from '../../../../domain/products';
import { CheckoutPlans } from '../../../checkout/CheckoutPlans';
import type { PlanPageSearch, ProductTab } from '../../../checkout/search';
import { useCheckout } from '../../../checkout/useCheckout';
import { CheckoutReturnNotice } from './CheckoutReturnNotice';
import { highlightIcons } from './productIcons';

export interface ProductPageProps {
  product: PlanProduct;
  page: PageMeta;
  search: PlanPageSearch;
  /** replaces the page's search params (the route navigates, replacing the history entry) */
  onSearchChange: (search: PlanPageSearch) => void;
  demo: ReactNode;
}

const tabLabels: Record<ProductTab, string> = { overview: 'Overview', pricing: 'Pricing', features: 'Features', demo: 'Demo' };

/**
 * /ab-testing and /heat-map (spec section 2): hero, then tabs Overview, Pricing, Features and
 * Demo. The open tab lives in the URL (`?tab=pricing`), so a tab can be linked to; like the
 * checkout note it is read only after hydration, because the prerendered HTML has no query.
 */
export function ProductPage({ product, page, search, onSearchChange, demo }: ProductPageProps) {
  const hydrated = useHydrated();
  const tab: ProductTab = (hydrated ? search.tab : undefined) ?? 'overview';
  const checkout = useCheckout({ returnPath: product.path });

  const setTab = (value: string) => {
    const next = value as ProductTab;
    onSearchChange({ ...search, tab: next === 'overview' ? undefined : next });
  };
  const dismissNotice = () => {
    onSearchChange({ tab: search.tab });
    document.getElementById('main')?.focus();
  };

  return (
    <ProductTabs
      title={page.heading}
      lede={page.description}
      eyebrow={product.name}
      heroActions={[
        { label: 'View Pricing', tab: 'pricing' },
        { label: 'Try the Demo', tab: 'demo' },
      ]}
      label={`${product.name} sections`}
      value={tab}
      onValueChange={setTab}
      notice={<CheckoutReturnNotice search={search} onDismiss={dismissNotice} />}
      tabs={[
        {
          value: 'overview',
          label: tabLabels.overview,
          content: (
            <Stack space="xlarge">
              <Stack space="large">
                <Heading level={2}>What you get</Heading>
                <ProductHighlights
                  items={product.highlights.map((h) => ({ title: h.title, text: h.text, icon: highlightIcons[h.icon] }))}
                />
              </Stack>
              <Stack space="large">
                <Heading level={2}>How it works</Heading>
                <ProductSteps steps={product.steps} />
              </Stack>
            </Stack>
          ),
        },
        {
          value: 'pricing',
          label: tabLabels.pricing,
          content: (
            <Stack space="large">
              <Stack space="xsmall">
                <Heading level={2}>Choose your plan</Heading>
                <Text tone="muted">
                  Start on the free plan; upgrade when you need more. Paid plans are billed monthly through Stripe’s secure checkout.
                </Text>
              </Stack>
              <CheckoutPlans plans={product.plans} productName={product.name} checkout={checkout} returnPath={product.path} />
              <Text tone="muted" size="small">
                Prices in US dollars per month; cancel any time. Questions?{' '}
                <TextLink asChild>
                  <Link to="/contact">Talk to us</Link>
                </TextLink>
                , or{' '}
                <TextLink asChild>
                  <Link to="/pricing">see every plan we offer</Link>
                </TextLink>
                .
              </Text>
            </Stack>
          ),
        },
        {
          value: 'features',
          label: tabLabels.features,
          content: (
            <Stack space="large">
              <Heading level={2}>Compare plans</Heading>
              <PlanComparisonTable
                caption={`Compare ${product.name} plans`}
                hideCaption
                plans={product.plans}
                rows={product.comparison}
                popularLabel={messages.mostPopular}
              />
            </Stack>
          ),
        },
        { value: 'demo', label: tabLabels.demo, content: demo },
      ]}
    />
  );
}
