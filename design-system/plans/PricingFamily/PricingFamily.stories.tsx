import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlaskConical } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { abTestingPlans, formatUsd } from '../../../domain/plans';
import { planFamilies } from '../../../domain/products';
import { Badge } from '../../primitives/Badge';
import { PlanCard, PlanGrid } from '../PlanCard';
import { PricingFamily, ProductSummaryCard, ProductSummaryGrid } from './PricingFamily';

const abFamily = planFamilies[0]!;
const onSelect = fn();

const meta = {
  title: 'Plans/PricingFamily',
  component: PricingFamily,
  parameters: { layout: 'padded' },
  args: {
    id: 'ab-testing',
    title: abFamily.name,
    summary: abFamily.summary,
    href: abFamily.path,
    linkLabel: abFamily.linkLabel,
    badges: (
      <>
        <Badge tone="positive">Free plan available</Badge>
        <Badge tone="brand">From {formatUsd(abFamily.fromPrice)}/month</Badge>
      </>
    ),
    children: (
      <PlanGrid label="A/B Testing plans">
        {abTestingPlans.map((plan) => (
          <PlanCard
            key={plan.id}
            name={plan.name}
            price={formatUsd(plan.monthlyPrice)}
            period={plan.monthlyPrice > 0 ? '/month' : undefined}
            features={plan.features}
            popular={plan.popular}
            current={plan.priceId === null}
            actionLabel={`Subscribe to ${plan.name}`}
            actionContext=" (A/B Testing)"
            onSelect={onSelect}
          />
        ))}
      </PlanGrid>
    ),
    note: 'Prices in US dollars, billed monthly. Cancel any time.',
  },
} satisfies Meta<typeof PricingFamily>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Family: Story = {
  name: 'A plan family with its plans',
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'A/B Testing' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('A/B Testing');
    await expect(canvas.getByRole('link', { name: 'Explore A/B Testing' })).toHaveAttribute('href', '/ab-testing');
    await expect(within(section).getAllByRole('article')).toHaveLength(abTestingPlans.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Pro (A/B Testing)' }));
    await expect(onSelect).toHaveBeenCalled();
  },
};

export const Summary: Story = {
  name: 'Product summary card',
  render: () => (
    <ProductSummaryGrid label="Subscription products">
      {planFamilies.slice(0, 3).map((family) => (
        <ProductSummaryCard
          key={family.id}
          name={family.name}
          icon={<FlaskConical />}
          summary={family.summary}
          audience={family.audience}
          startingPrice={`From ${formatUsd(family.fromPrice)}/month`}
          priceNote={family.hasFreePlan ? 'Free plan available' : undefined}
          href={family.path}
          linkLabel={family.linkLabel}
        />
      ))}
    </ProductSummaryGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Subscription products' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const ab = canvas.getByRole('article', { name: 'A/B Testing' });
    await expect(ab).toHaveTextContent('Who it is for');
    await expect(ab).toHaveTextContent('From $29/month');
    await expect(within(ab).getByRole('link', { name: 'Explore A/B Testing' })).toHaveAttribute('href', '/ab-testing');
  },
};
