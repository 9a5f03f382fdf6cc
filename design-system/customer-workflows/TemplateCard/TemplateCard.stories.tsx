import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { customerWorkflowsCopy } from '../../../domain/customer-workflows-page';
import { sampleCustomerTemplates, sampleWorkflowTemplates } from '../../../domain/samples';
import type { CustomerTemplate } from '../../../domain/entities';
import { TemplateCard } from './TemplateCard';
import { withMaxWidth } from '../../../.storybook/decorators';

const [leadNurturing, , followUp] = sampleCustomerTemplates;

// Each story renders its variant: the props are a union, which Storybook's args types cannot narrow.
interface StoryArgs {
  readonly onUse: (templateId: string) => void;
}

const customer = (args: StoryArgs, template: CustomerTemplate = leadNurturing!, withButton = true) => (
  <TemplateCard
    variant="customer"
    template={template}
    popularLabel={customerWorkflowsCopy.popularTemplate}
    useLabel={customerWorkflowsCopy.useTemplate}
    onUse={withButton ? args.onUse : undefined}
  />
);

const meta = {
  title: 'Customer workflows/TemplateCard',
  args: { onUse: fn() },
  decorators: [withMaxWidth('20rem')],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Popular: Story = {
  name: 'Customer workflow: popular template',
  render: (args) => customer(args),
  play: async ({ canvas, args }) => {
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
  name: 'Customer workflow: not popular',
  render: (args) => customer(args, followUp),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Popular')).toBeNull();
    const use = canvas.getByRole('button', { name: /Use Template/ });
    use.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUse).toHaveBeenCalledWith('ct-3');
  },
};

export const Display: Story = {
  name: 'Customer workflow: without a button',
  render: (args) => customer(args, leadNurturing, false),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Workflow: Story = {
  name: 'Workflow builder: lead nurturing (95%)',
  decorators: [withMaxWidth('22rem')],
  render: (args) => <TemplateCard variant="workflow" template={sampleWorkflowTemplates[0]!} onUse={args.onUse} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Lead Nurturing Sequence' })).toBeVisible();
    await expect(canvas.getByText('Marketing')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.getByText('95%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use Template for Lead Nurturing Sequence' }));
    await expect(args.onUse).toHaveBeenCalledWith('tpl-1');
  },
};

export const AllWorkflowTemplates: Story = {
  name: 'Workflow builder: all four templates',
  decorators: [withMaxWidth('none')],
  render: (args) => (
    <ul
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', padding: 0 }}
    >
      {sampleWorkflowTemplates.map((template) => (
        <TemplateCard key={template.id} variant="workflow" as="li" template={template} onUse={args.onUse} />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    for (const popularity of ['95%', '87%', '92%', '78%']) await expect(canvas.getByText(popularity)).toBeVisible();
  },
};
