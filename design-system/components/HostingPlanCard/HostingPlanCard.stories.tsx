import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { hostingCopy } from '../../../domain/hosting-page';
import { messages } from '../../../domain/messages';
import { hostingPlans, type HostingPlanId } from '../../../domain/plans';
import { Button } from '../Button';
import { HostingPlanCard } from './HostingPlanCard';

const [starter, professional, , , agency] = hostingPlans;

const getStarted = (planId: HostingPlanId) => (
  <Button asChild fullWidth tone={planId === 'professional' ? 'primary' : 'secondary'}>
    <Link to="/contact" search={{ plan: planId }}>
      {hostingCopy.getStarted}
    </Link>
  </Button>
);

const meta = {
  title: 'Hosting/HostingPlanCard',
  component: HostingPlanCard,
  args: {
    plan: starter,
    popularLabel: messages.mostPopular,
    perMonthLabel: hostingCopy.perMonth,
    saveLabel: 'Save',
    action: getStarted('starter'),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof HostingPlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
  },
};

export const Popular: Story = {
  name: 'Most Popular',
  args: { plan: professional, action: getStarted('professional') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.mostPopular)).toBeVisible();
    await expect(canvas.getByText('Save $40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact?plan=professional');
  },
};

export const Expensive: Story = {
  name: 'Largest plan (long figures)',
  args: { plan: agency, action: getStarted('agency') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Was $499, now $349 per month.');
    await expect(within(card).getByText('Save $150')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'On a phone',
  args: { plan: professional, action: getStarted('professional') },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
