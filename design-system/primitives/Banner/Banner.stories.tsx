import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShieldCheck } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './Banner';
import { Button } from '../Button';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Scheduled maintenance',
    children: 'Hosting dashboards will be read-only on Sunday from 2:00 to 3:00 AM Central.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  name: 'Info',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Scheduled maintenance');
  },
};

export const Positive: Story = {
  name: 'Positive (secure connection)',
  args: {
    tone: 'positive',
    icon: <ShieldCheck />,
    title: undefined,
    children: 'Secure connection active: your data is encrypted in transit.',
  },
};

export const Caution: Story = {
  name: 'Caution',
  args: {
    tone: 'caution',
    title: 'Connection issues detected',
    children: 'The assistant will try to reconnect automatically.',
  },
};

export const CriticalWithAction: Story = {
  name: 'Critical with an action',
  args: {
    tone: 'critical',
    title: 'AI services are currently unavailable',
    children: 'Please try again later.',
    action: (
      <Button size="small" tone="secondary" onClick={fn()}>
        Retry Connection
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('AI services are currently unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Connection' }));
  },
};

export const NoIcon: Story = { name: 'Without icon', args: { icon: false } };

export const PartOfPage: Story = {
  name: 'Static (no live region)',
  args: { role: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LongText: Story = {
  name: 'Long text on a small phone',
  args: {
    tone: 'caution',
    title: 'Your plan is close to its monthly limit of 50,000 visitors',
    children:
      'Tests will keep running until the limit is reached, then pause until your next billing date. Upgrade to Enterprise for unlimited visitors, segmentation and API access.',
    action: <Button size="small">Upgrade</Button>,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
