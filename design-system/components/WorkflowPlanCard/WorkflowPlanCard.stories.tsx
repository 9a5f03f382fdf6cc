import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { customerWorkflowsCopy } from '../../../domain/customer-workflows-page';
import { checkoutFailures, messages } from '../../../domain/messages';
import { customerWorkflowPlans } from '../../../domain/plans';
import { WorkflowPlanCard } from './WorkflowPlanCard';

const [starter, professional, enterprise] = customerWorkflowPlans;

const meta = {
  title: 'Workflows/WorkflowPlanCard',
  component: WorkflowPlanCard,
  args: {
    plan: starter,
    popularLabel: messages.mostPopular,
    ctaLabel: customerWorkflowsCopy.choosePlan(starter.name),
    onChoose: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
} satisfies Meta<typeof WorkflowPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$19/month')).toBeVisible();
    await expect(canvas.queryByText(messages.mostPopular)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Starter' }));
    await expect(args.onChoose).toHaveBeenCalledWith('starter');
  },
};

export const Popular: Story = {
  name: 'Most Popular',
  args: { plan: professional, ctaLabel: customerWorkflowsCopy.choosePlan(professional.name) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(messages.mostPopular)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Starting checkout',
  args: { plan: professional, ctaLabel: customerWorkflowsCopy.choosePlan(professional.name), loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose Professional' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press does nothing.
    await userEvent.click(button);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: 'Another plan is starting checkout',
  args: { plan: enterprise, ctaLabel: customerWorkflowsCopy.choosePlan(enterprise.name), disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose Enterprise' })).toBeDisabled();
  },
};

export const Failed: Story = {
  name: 'Checkout failed',
  args: { error: checkoutFailures.unavailable },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(checkoutFailures.unavailable.title);
  },
};

export const NotConfigured: Story = {
  name: 'Payments not configured',
  args: { error: checkoutFailures.notConfigured },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(checkoutFailures.notConfigured.title);
    await expect(alert).toHaveTextContent('Nothing was charged');
  },
};
