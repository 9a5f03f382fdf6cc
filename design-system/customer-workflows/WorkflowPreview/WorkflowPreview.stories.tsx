import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { customerWorkflowsCopy, templateOf } from '../../../domain/customer-workflows-page';
import { sampleCustomerTemplates, sampleCustomerWorkflows } from '../../../domain/samples';
import { WorkflowPreview, type WorkflowStep } from './WorkflowPreview';

function stepsOf(workflow: (typeof sampleCustomerWorkflows)[number]): WorkflowStep[] {
  const template = templateOf(workflow, sampleCustomerTemplates);
  return template
    ? [
        ...template.triggers.map((label) => ({ kind: 'trigger' as const, label })),
        ...template.actions.map((label) => ({ kind: 'action' as const, label })),
      ]
    : [];
}

const [welcome, , winBack] = sampleCustomerWorkflows;

const meta = {
  title: 'Customer workflows/WorkflowPreview',
  component: WorkflowPreview,
  args: { workflow: welcome, steps: stepsOf(welcome), statusLabels: customerWorkflowsCopy.statusLabels },
} satisfies Meta<typeof WorkflowPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: 'Active, with steps',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Welcome Series' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Steps of Welcome Series' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(['WhenForm submitted', 'ThenSend welcome email', 'ThenNotify sales']);
    await expect(canvas.getByText('1,240')).toBeVisible();
    await expect(canvas.getByText('186')).toBeVisible();
    // 186 / 1,240
    await expect(canvas.getByText('15.0%')).toBeVisible();
    // A preview: nothing to press.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Paused: Story = {
  name: 'Paused',
  args: { workflow: winBack, steps: stepsOf(winBack) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByText('9.0%')).toBeVisible();
  },
};

export const NoSteps: Story = {
  name: 'Without steps, never run',
  args: {
    workflow: { id: 'cw-new', name: 'Birthday Offer', status: 'paused', triggers: 0, conversions: 0, template: 'Custom' },
    steps: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('0.0%')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Steps stack on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top);
  },
};
