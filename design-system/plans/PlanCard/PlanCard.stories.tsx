import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../primitives/TextLink';
import { expect, fn, userEvent, within } from 'storybook/test';
import { customerWorkflowsCopy } from '../../../domain/customer-workflows-page';
import { hostingCopy } from '../../../domain/hosting-page';
import { checkoutFailures, messages } from '../../../domain/messages';
import { abTestingPlans, customerWorkflowPlans, heatMapPlans, hostingPlans, type HostingPlanId } from '../../../domain/plans';
import { Button } from '../../primitives/Button';
import { PlanCard, PlanGrid, type SubscriptionPlanCardProps } from './PlanCard';
import { withMaxWidth } from '../../../.storybook/decorators';

const pro = abTestingPlans[1];

const meta = {
  title: 'Plans/PlanCard',
  component: PlanCard,
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth('22rem')],
  args: {
    name: pro.name,
    price: '$29',
    period: '/month',
    features: pro.features,
    actionLabel: 'Subscribe to Pro',
    onSelect: fn(),
  },
} satisfies Meta<SubscriptionPlanCardProps>;

export default meta;
// Args are the subscription variant's (the default); the hosting and workflow stories render
// their variant, since Storybook's args types cannot narrow a union of props.
type Story = StoryObj<SubscriptionPlanCardProps>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvas, args }) => {
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
  play: async ({ canvas }) => {
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
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Current Plan' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Starting checkout (loading)',
  args: { popular: true, loading: true, loadingLabel: 'Opening secure checkout…' },
  play: async ({ canvas, args }) => {
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
  play: async ({ canvas, args }) => {
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
  },
};

export const WithContext: Story = {
  name: 'Product named for screen readers',
  args: { actionContext: ' (Heat Maps)', name: 'Pro', features: heatMapPlans[1].features, price: '$39' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro (Heat Maps)' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See Starter on Customer Workflows' })).toHaveAttribute('href', '/customer-workflows');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Grid: Story = {
  name: 'Three plans in a grid',
  decorators: [withMaxWidth('none')],
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
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'A/B Testing plans' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe to Pro' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Opening secure checkout/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const TwoInARow: Story = {
  name: 'Two packages fill the row',
  decorators: [withMaxWidth('none')],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: '1rem', width: '1100px' }}>
      <PlanGrid label="Websites and online stores" maxColumns={2}>
        <PlanCard name="Small-business website" price="From $3,500" period="one-off" features={['Design, words and build']} actionLabel="See our web design" />
        <PlanCard name="Online store" price="From $6,500" period="one-off" features={['Abandoned-cart recovery']} actionLabel="See online stores" />
      </PlanGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Websites and online stores' });
    const [first, second] = Array.from(list.children);
    const listBox = list.getBoundingClientRect();
    // side by side, each about half the row: no empty third column
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(listBox.width * 0.45);
    await expect(second!.getBoundingClientRect().right).toBeGreaterThan(listBox.right - 2);
  },
};

// Hosting plans (/hosting)

const [starterHosting, professionalHosting, , , agencyHosting] = hostingPlans;

const getStarted = (planId: HostingPlanId) => (
  <Button asChild fullWidth tone={planId === 'professional' ? 'primary' : 'secondary'}>
    <Link href={`/contact?plan=${planId}`}>
      {hostingCopy.getStarted}
    </Link>
  </Button>
);

const hostingCard = (plan: (typeof hostingPlans)[number]) => (
  <PlanCard
    variant="hosting"
    plan={plan}
    popularLabel={messages.mostPopular}
    perMonthLabel={hostingCopy.perMonth}
    saveLabel="Save"
    action={getStarted(plan.id)}
  />
);

export const Hosting: Story = {
  name: 'Hosting plan',
  render: () => hostingCard(starterHosting!),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Starter Cloud' });
    // A screen reader hears the old and new price in words...
    await expect(card).toHaveTextContent('Was $49, now $29 per month.');
    // ...while the eye sees the original struck through.
    const struck = card.querySelector('s');
    await expect(struck).toHaveTextContent('$49');
    await expect(struck?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByText('Save $20')).toBeVisible();
    await expect(canvas.queryByText(messages.mostPopular)).toBeNull();
    await expect(canvas.getByText('1 vCPU')).toBeVisible();
    await expect(canvas.getByText('25GB SSD')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact?plan=starter');
    // every hosting card has the strong edge, not only the popular one (its colour marks that)
    await expect(getComputedStyle(card).borderTopWidth).toBe('2px');
  },
};

export const HostingPopular: Story = {
  name: 'Hosting plan: Most Popular',
  render: () => hostingCard(professionalHosting!),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.mostPopular)).toBeVisible();
    await expect(canvas.getByText('Save $40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact?plan=professional');
  },
};

export const HostingExpensive: Story = {
  name: 'Hosting plan: largest (long figures)',
  render: () => hostingCard(agencyHosting!),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveTextContent('Was $499, now $349 per month.');
    await expect(within(card).getByText('Save $150')).toBeVisible();
  },
};

export const HostingMobile: Story = {
  name: 'Hosting plan: on a phone',
  render: () => hostingCard(professionalHosting!),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

// Customer workflow plans (/customer-workflows)

const [starterWorkflow, professionalWorkflow, enterpriseWorkflow] = customerWorkflowPlans;

const workflowCard = (
  plan: (typeof customerWorkflowPlans)[number],
  onChoose: () => void,
  state: { loading?: boolean; disabled?: boolean; error?: { title: string; hint?: string } } = {},
) => (
  <PlanCard
    variant="workflow"
    plan={plan}
    popularLabel={messages.mostPopular}
    ctaLabel={customerWorkflowsCopy.choosePlan(plan.name)}
    onChoose={onChoose}
    {...state}
  />
);

export const Workflow: Story = {
  name: 'Workflow plan',
  render: (args) => workflowCard(starterWorkflow!, args.onSelect!),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('$19/month')).toBeVisible();
    await expect(canvas.queryByText(messages.mostPopular)).toBeNull();
    // the strong edge of every workflow card, as on the hosting cards
    await expect(getComputedStyle(canvas.getByRole('article')).borderTopWidth).toBe('2px');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Starter' }));
    await expect(args.onSelect).toHaveBeenCalledWith('starter');
  },
};

export const WorkflowPopular: Story = {
  name: 'Workflow plan: Most Popular',
  render: (args) => workflowCard(professionalWorkflow!, args.onSelect!),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.mostPopular)).toBeVisible();
  },
};

export const WorkflowLoading: Story = {
  name: 'Workflow plan: starting checkout',
  render: (args) => workflowCard(professionalWorkflow!, args.onSelect!, { loading: true }),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose Professional' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press does nothing.
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const WorkflowDisabled: Story = {
  name: 'Workflow plan: another plan is starting checkout',
  render: (args) => workflowCard(enterpriseWorkflow!, args.onSelect!, { disabled: true }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Enterprise' })).toBeDisabled();
  },
};

export const WorkflowFailed: Story = {
  name: 'Workflow plan: checkout failed',
  render: (args) => workflowCard(starterWorkflow!, args.onSelect!, { error: checkoutFailures.unavailable }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(checkoutFailures.unavailable.title);
  },
};

export const WorkflowNotConfigured: Story = {
  name: 'Workflow plan: payments not configured',
  render: (args) => workflowCard(starterWorkflow!, args.onSelect!, { error: checkoutFailures.notConfigured }),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(checkoutFailures.notConfigured.title);
    await expect(alert).toHaveTextContent('Nothing was charged');
  },
};
