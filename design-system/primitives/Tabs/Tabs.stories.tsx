import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger, type TabItem } from './Tabs';

const productTabs: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>Run split tests on any page without touching code.</p> },
  { value: 'pricing', label: 'Pricing', content: <p>Free, Pro and Enterprise plans, billed monthly.</p> },
  { value: 'features', label: 'Features', content: <p>Compare what each plan includes.</p> },
  { value: 'demo', label: 'Demo', content: <p>Try a live experiment on a sample page.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'A/B Testing sections',
    items: productTabs,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default (first tab selected)',
  play: async ({ canvas, args }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(canvas.getByRole('tablist', { name: 'A/B Testing sections' })).toBeVisible();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Run split tests'));

    await userEvent.click(canvas.getByRole('tab', { name: 'Pricing' }));
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    // The old panel leaves a moment after the click (Ark's presence), so wait for one panel.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Free, Pro and Enterprise'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'pricing' }));

    // Arrow keys move between tabs and, in automatic mode, select them; focus wraps around.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Features' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Demo' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(overview).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Demo' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Try a live experiment'));
  },
};

export const Pill: Story = {
  name: 'Pill style',
  args: { variant: 'pill', defaultValue: 'features' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  name: 'With a disabled tab',
  args: {
    items: productTabs.map((tab) => (tab.value === 'demo' ? { ...tab, label: 'Demo (soon)', disabled: true } : tab)),
  },
  play: async ({ canvas }) => {
    const demo = canvas.getByRole('tab', { name: 'Demo (soon)' });
    await expect(demo).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    // Arrow navigation skips the disabled tab and wraps to the first one.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus());
  },
};

export const ManyTabsOnMobile: Story = {
  name: 'Long labels on a phone (row scrolls)',
  args: {
    label: 'Hosting automation sections',
    items: [
      { value: 'monitoring', label: 'Server Monitoring', content: <p>Servers and their health.</p> },
      { value: 'rules', label: 'Automation Rules', content: <p>What happens when.</p> },
      { value: 'analytics', label: 'Performance Analytics', content: <p>Charts and figures.</p> },
      { value: 'alerts', label: 'Alerts & Notifications', content: <p>Who hears about what.</p> },
    ],
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Server Monitoring' }));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Alerts & Notifications' })).toHaveAttribute('aria-selected', 'true'));
  },
};

/** The product pages' pattern: hero buttons outside the tabs switch them (controlled). */
function ProductPageTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [tab, setTab] = useState('overview');
  const select = (value: string) => {
    setTab(value);
    onValueChange?.(value);
  };
  return (
    <Stack space="large">
      <Inline space="small">
        <Button onClick={() => select('pricing')}>View Pricing</Button>
        <Button tone="secondary" onClick={() => select('demo')}>
          Try the Demo
        </Button>
      </Inline>
      <TabsRoot value={tab} onValueChange={(details) => select(details.value)} lazyMount unmountOnExit>
        <TabsList aria-label="Heat map sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="pricing">Pricing</TabsTrigger>
          <TabsTrigger value="features">Features</TabsTrigger>
          <TabsTrigger value="demo">Demo</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">See where visitors click and how far they scroll.</TabsContent>
        <TabsContent value="pricing">Pro is $29/month.</TabsContent>
        <TabsContent value="features">Click maps, scroll maps and session recordings.</TabsContent>
        <TabsContent value="demo">A sample heat map of a landing page.</TabsContent>
      </TabsRoot>
    </Stack>
  );
}

export const ControlledByHeroButtons: Story = {
  name: 'Controlled: hero buttons switch tabs',
  render: (args) => <ProductPageTabs onValueChange={(value) => args.onValueChange?.({ value })} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Pricing' }));
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('$29/month'));
    await userEvent.click(canvas.getByRole('button', { name: 'Try the Demo' }));
    await expect(canvas.getByRole('tab', { name: 'Demo' })).toHaveAttribute('aria-selected', 'true');
    // Lazy panels: only the selected one stays in the document.
    await waitFor(() => expect(canvas.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1));
    await userEvent.click(canvas.getByRole('tab', { name: 'Features' }));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('session recordings'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'features' });
  },
};
