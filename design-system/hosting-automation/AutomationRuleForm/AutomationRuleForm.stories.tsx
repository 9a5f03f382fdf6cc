import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleHostingAutomationRules } from '../../../domain/samples';
import { AutomationRuleForm } from './AutomationRuleForm';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Hosting automation/AutomationRuleForm',
  component: AutomationRuleForm,
  args: { label: 'Add New Rule', submitLabel: 'Add rule', onSubmit: fn(), onCancel: fn() },
  decorators: [withMaxWidth('32rem')],
} satisfies Meta<typeof AutomationRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewRule: Story = {
  name: 'New rule: validation, then submit',
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Rule name/ });
    const trigger = canvas.getByRole('textbox', { name: /Trigger/ });
    const action = canvas.getByRole('textbox', { name: /Action/ });
    await userEvent.type(trigger, 'Daily at 5:00 AM');
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/Rule name is required\./);
    await expect(action).toHaveAccessibleDescription(/Action is required\./);
    await expect(trigger).not.toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveValue('Daily at 5:00 AM');
    await userEvent.type(name, '  Cache warm-up ');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(action, 'Prime the page cache');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Cache warm-up',
      trigger: 'Daily at 5:00 AM',
      action: 'Prime the page cache',
    });
  },
};

export const EditRule: Story = {
  name: 'Editing an existing rule',
  args: { label: 'Edit Nightly backup', submitLabel: 'Save rule', defaultValue: sampleHostingAutomationRules[1] },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('textbox', { name: /Trigger/ });
    await expect(trigger).toHaveValue('Daily backup at 2:00 AM');
    await userEvent.clear(trigger);
    await userEvent.type(trigger, 'Daily backup at 3:00 AM');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Nightly backup',
      trigger: 'Daily backup at 3:00 AM',
      action: 'Snapshot files and database off-site',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  name: 'A field that is too long',
  args: { defaultValue: { name: 'Backup', trigger: 'Every night '.repeat(8), action: 'Snapshot' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }));
    await expect(canvas.getByRole('textbox', { name: /Trigger/ })).toHaveAccessibleDescription(
      /Trigger must be 80 characters or fewer \(now 95\)\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
