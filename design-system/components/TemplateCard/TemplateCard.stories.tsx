import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { customerWorkflowsCopy } from '../../../domain/customer-workflows-page';
import { sampleCustomerTemplates } from '../../../domain/sample-data';
import { TemplateCard } from './TemplateCard';

const [leadNurturing, , followUp] = sampleCustomerTemplates;

const meta = {
  title: 'Workflows/TemplateCard',
  component: TemplateCard,
  args: {
    template: leadNurturing,
    popularLabel: customerWorkflowsCopy.popularTemplate,
    useLabel: customerWorkflowsCopy.useTemplate,
    onUse: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
} satisfies Meta<typeof TemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  name: 'Popular template',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lead Nurturing' })).toBeVisible();
    await expect(canvas.getByText('Popular')).toBeVisible();
    await expect(canvas.getByText('Marketing')).toBeVisible();
    await expect(canvas.getByText('Form submitted')).toBeVisible();
    const use = canvas.getByRole('button', { name: 'Use Template for Lead Nurturing' });
    await userEvent.click(use);
    await expect(args.onUse).toHaveBeenCalledWith('ct-1');
  },
};

export const Default: Story = {
  name: 'Not popular',
  args: { template: followUp },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Popular')).toBeNull();
    const use = canvas.getByRole('button', { name: /Use Template/ });
    use.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUse).toHaveBeenCalledWith('ct-3');
  },
};

export const Display: Story = {
  name: 'Without a button',
  args: { onUse: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
