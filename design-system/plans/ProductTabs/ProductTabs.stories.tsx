import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { messages } from '../../../domain/messages';
import { CheckoutNotice } from '../CheckoutNotice';
import { Text } from '../../primitives/Text';
import { ProductTabs, type ProductTabsProps } from './ProductTabs';

const tabs = [
  { value: 'overview', label: 'Overview', content: <Text>Run split tests on any page without touching code.</Text> },
  { value: 'pricing', label: 'Pricing', content: <Text>Free, Pro and Enterprise plans, billed monthly.</Text> },
  { value: 'features', label: 'Features', content: <Text>Compare what each plan includes.</Text> },
  { value: 'demo', label: 'Demo', content: <Text>A sample experiment with its significance test.</Text> },
];

/** The page owns the open tab (in the app it lives in the URL); here it is React state. */
function Controlled(props: ProductTabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ProductTabs
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Plans/ProductTabs',
  component: ProductTabs,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'A/B test your way to more customers',
    lede: 'Try two versions of a page, let real visitors decide and know when the result is statistically significant.',
    eyebrow: 'A/B Testing',
    heroActions: [
      { label: 'View Pricing', tab: 'pricing' },
      { label: 'Try the Demo', tab: 'demo' },
    ],
    label: 'A/B Testing sections',
    tabs,
    value: 'overview',
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroOpensTabs: Story = {
  name: 'Hero buttons open Pricing and Demo',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('A/B test your way');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('link', { name: 'View Pricing' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pricing');
    const pricing = canvas.getByRole('tab', { name: 'Pricing' });
    await waitFor(() => expect(pricing).toHaveAttribute('aria-selected', 'true'));
    // Focus lands on the opened tab, so the keyboard user is where the content changed.
    await waitFor(() => expect(pricing).toHaveFocus());
    // The panel left behind unmounts a moment later (seen under load): wait for the one panel.
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Free, Pro and Enterprise'));

    await userEvent.click(canvas.getByRole('link', { name: 'Try the Demo' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Demo' })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('sample experiment'));
  },
};

export const KeyboardTabs: Story = {
  name: 'Tabs by keyboard',
  play: async ({ canvas, args }) => {
    // Tab past the two hero buttons to the selected tab, then arrow along.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('features');
  },
};

export const OpenOnPricing: Story = {
  name: 'Opened on Pricing (from the URL)',
  args: { value: 'pricing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithNotice: Story = {
  name: 'With a checkout notice',
  args: {
    notice: (
      <CheckoutNotice outcome="canceled" title={messages.checkoutCanceledTitle}>
        {messages.checkoutCanceled}
      </CheckoutNotice>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('nothing was charged');
  },
};
