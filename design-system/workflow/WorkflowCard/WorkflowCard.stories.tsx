import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleNow, sampleWorkflows } from '../../../domain/samples';
import { WorkflowCard } from './WorkflowCard';
import { withMaxWidth } from '../../../.storybook/decorators';

const [active, , inactive, draft] = sampleWorkflows;

const meta = {
  title: 'Workflow/WorkflowCard',
  component: WorkflowCard,
  args: { workflow: active, now: sampleNow, onPause: fn(), onActivate: fn(), onDelete: fn() },
  decorators: [withMaxWidth('24rem')],
} satisfies Meta<typeof WorkflowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: 'Active: pause and delete',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('15m ago')).toBeVisible();
    await expect(canvas.getByText('98.2%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause New Lead Welcome' }));
    await expect(args.onPause).toHaveBeenCalledWith('wf-1');
    await expect(canvas.queryByRole('button', { name: /^Activate/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete New Lead Welcome' }));
    await expect(args.onDelete).toHaveBeenCalledWith('wf-1');
  },
};

export const Inactive: Story = {
  name: 'Inactive: play',
  args: { workflow: inactive },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('3d ago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Review Request' }));
    await expect(args.onActivate).toHaveBeenCalledWith('wf-3');
    await expect(args.onPause).not.toHaveBeenCalled();
  },
};

export const Draft: Story = {
  name: 'Draft: never run',
  args: { workflow: draft },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await expect(canvas.getByText('No runs yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate Appointment Reminders' })).toBeEnabled();
  },
};

export const LongName: Story = {
  name: 'Long name and many triggers',
  args: {
    workflow: {
      ...active,
      name: 'Quarterly re-engagement for dormant wholesale accounts in the Hill Country',
      triggers: 1_234_567,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567')).toBeVisible();
  },
};
