import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../../primitives/TextLink';
import { expect } from 'storybook/test';
import { hostingPromo } from '../../../domain/constants';
import { hostingCopy } from '../../../domain/hosting-page';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Marketing/PromoBanner',
  component: PromoBanner,
  parameters: { layout: 'fullscreen' },
  args: { children: hostingPromo },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Offer only',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Limited Time: 40% Off All Plans!')).toBeVisible();
    // Part of the page, not an announcement: no live region.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithLink: Story = {
  name: 'With a link',
  args: { action: <Link href="/hosting-automation">{hostingCopy.automationLink}</Link> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: hostingCopy.automationLink });
    await expect(link).toHaveAttribute('href', '/hosting-automation');
  },
};

export const Mobile: Story = {
  name: 'Wraps on a phone',
  args: { action: <Link href="/hosting-automation">{hostingCopy.automationLink}</Link> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const message = canvas.getByText(hostingPromo);
    const link = canvas.getByRole('link');
    // The link drops under the offer instead of squeezing it.
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(message.getBoundingClientRect().bottom - 1);
  },
};
