import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: {
    title: 'Cloud hosting that tunes itself',
    lede: 'Managed cloud hosting across 14 data centres with SSD storage, auto-scaling and a 99.9% uptime guarantee.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Title and lede',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cloud hosting that tunes itself');
    await expect(canvas.getByRole('region', { name: 'Cloud hosting that tunes itself' })).toBeInTheDocument();
  },
};

export const WithEyebrowAndActions: Story = {
  name: 'With eyebrow and actions',
  args: {
    eyebrow: 'Hosting',
    children: <Button>View Hosting Plans</Button>,
  },
};

export const TitleOnly: Story = { name: 'Title only', args: { lede: undefined } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'Websites, hosting, search, social media and automation for every kind of Texas small business',
    lede: 'From Amarillo to Brownsville, we design fast, accessible websites and run them on AI-managed cloud servers, then keep improving them every month with audits, A/B tests and heat maps so they keep winning customers long after launch.',
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile1' } },
};
