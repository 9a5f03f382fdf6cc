import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleWorkflowTemplates } from '../../../domain/sample-data';
import { WorkflowTemplateCard } from './WorkflowTemplateCard';

const meta = {
  title: 'Workflow/WorkflowTemplateCard',
  component: WorkflowTemplateCard,
  args: { template: sampleWorkflowTemplates[0], onUse: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{<Story />}</div>],
} satisfies Meta<typeof WorkflowTemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Lead nurturing (95%)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Lead Nurturing Sequence' })).toBeVisible();
    await expect(canvas.getByText('Marketing')).toBeVisible();
    await expect(canvas.getByText('7')).toBeVisible();
    await expect(canvas.getByText('95%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use Template for Lead Nurturing Sequence' }));
    await expect(args.onUse).toHaveBeenCalledWith('tpl-1');
  },
};

export const AllTemplates: Story = {
  name: 'All four templates',
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{<Story />}</div>],
  render: (args) => (
    <ul
      style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', padding: 0 }}
    >
      {sampleWorkflowTemplates.map((template) => (
        <WorkflowTemplateCard key={template.id} as="li" template={template} onUse={args.onUse} />
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    for (const popularity of ['95%', '87%', '92%', '78%']) await expect(canvas.getByText(popularity)).toBeVisible();
  },
};
