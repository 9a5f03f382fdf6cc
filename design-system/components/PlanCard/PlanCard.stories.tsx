import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { abTestingPlans, heatMapPlans } from '../../../domain/plans';
import { Button } from '../Button';
import { PlanCard, PlanGrid } from './PlanCard';

const pro = abTestingPlans[1];

const meta = {
  title: 'Plans/PlanCard',
  component: PlanCard,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    name: pro.name,
    price: '$29',
    period: '/month',
    features: pro.features,
    actionLabel: 'Subscribe to Pro',
    onSelect: fn(),
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Pro' });
    await expect(card).toHaveTextContent('$29/month');
    await expect(within(card).getAllByRole('listitem')).toHaveLength(pro.features.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Pro' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    // Nothing to say yet: the alert area is present but empty.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Popular: Story = {
  name: 'Most Popular',
  args: { popular: true, popularLabel: 'Most Popular' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The highlight is said in words, not only by colour.
    await expect(canvas.getByRole('article', { name: 'Pro' })).toHaveTextContent('Most Popular');
  },
};

export const Current: Story = {
  name: 'Current plan (disabled)',
  args: {
    name: 'Free',
    price: '$0',
    period: undefined,
    features: abTestingPlans[0].features,
    current: true,
    currentLabel: 'Current Plan',
    actionLabel: 'Subscribe to Free',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Current Plan' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Starting checkout (loading)',
  args: { popular: true, loading: true, loadingLabel: 'Opening secure checkout…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Opening secure checkout/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press does nothing while checkout is starting.
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  name: 'Checkout failed (error)',
  args: { error: 'We could not start checkout just now. Please try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not start checkout just now.');
    const button = canvas.getByRole('button', { name: 'Subscribe to Pro' });
    await expect(button).toHaveAccessibleDescription(/could not start checkout/);
    // The visitor can try again.
    await userEvent.click(button);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const OtherCheckoutUnderWay: Story = {
  name: 'Another plan is starting checkout',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
  },
};

export const WithContext: Story = {
  name: 'Product named for screen readers',
  args: { actionContext: ' (Heat Maps)', name: 'Pro', features: heatMapPlans[1].features, price: '$39' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Subscribe to Pro (Heat Maps)' })).toBeVisible();
  },
};

export const WithLink: Story = {
  name: 'With a link instead of a button',
  args: {
    action: (
      <Button asChild tone="secondary" fullWidth>
        <a href="/customer-workflows">See Starter on Customer Workflows</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'See Starter on Customer Workflows' })).toHaveAttribute('href', '/customer-workflows');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Grid: Story = {
  name: 'Three plans in a grid',
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <PlanGrid label="A/B Testing plans">
        {abTestingPlans.map((plan) => (
          <PlanCard
            key={plan.id}
            name={plan.name}
            price={`$${plan.monthlyPrice}`}
            period={plan.monthlyPrice > 0 ? '/month' : undefined}
            features={plan.features}
            popular={plan.popular}
            current={plan.priceId === null}
            actionLabel={`Subscribe to ${plan.name}`}
            onSelect={args.onSelect}
            loading={plan.id === 'enterprise'}
            loadingLabel="Opening secure checkout…"
            disabled={plan.id === 'pro'}
          />
        ))}
      </PlanGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'A/B Testing plans' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Opening secure checkout/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TwoInARow: Story = {
  name: 'Two packages fill the row',
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: '1rem', width: '1100px' }}>
      <PlanGrid label="Websites and online stores" maxColumns={2}>
        <PlanCard name="Small-business website" price="From $3,500" period="one-off" features={['Design, words and build']} actionLabel="See our web design" />
        <PlanCard name="Online store" price="From $6,500" period="one-off" features={['Abandoned-cart recovery']} actionLabel="See online stores" />
      </PlanGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Websites and online stores' });
    const [first, second] = Array.from(list.children);
    const listBox = list.getBoundingClientRect();
    // side by side, each about half the row: no empty third column
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(listBox.width * 0.45);
    await expect(second!.getBoundingClientRect().right).toBeGreaterThan(listBox.right - 2);
  },
};
