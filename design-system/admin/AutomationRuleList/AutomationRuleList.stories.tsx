import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { riskyToDisable, sampleDashboardRules } from '../../../domain/samples';
import { AutomationRuleList } from './AutomationRuleList';

const meta = {
  title: 'Admin/AutomationRuleList',
  component: AutomationRuleList,
  args: { rules: sampleDashboardRules, onToggle: fn(), label: 'Automation rules' },
} satisfies Meta<typeof AutomationRuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  name: 'Six rules, toggled by keyboard',
  render: function Render(args) {
    const [rules, setRules] = useState(args.rules);
    return (
      <AutomationRuleList
        {...args}
        rules={rules}
        onToggle={(id, enabled) => {
          args.onToggle(id, enabled);
          setRules((all) => all.map((r) => (r.id === id ? { ...r, enabled } : r)));
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(6);
    const slow = canvas.getByRole('switch', { name: 'Slow response recovery enabled' });
    await expect(slow).not.toBeChecked();
    slow.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('rule-4', true);
    await expect(slow).toBeChecked();
    await expect(slow.closest('li')).toHaveTextContent('Enabled');
  },
};

export const Saving: Story = {
  name: 'Saving a change',
  args: { pendingRuleId: 'rule-1' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Saving…')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto-scaling enabled' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'A change that failed',
  args: { failedRuleId: 'rule-2', failureText: 'Could not save this change. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not save this change. Please try again.')).toBeVisible();
  },
};

/** Switching backups off is asked first (by keyboard); keeping them on changes nothing. */
export const RiskyAskedFirst: Story = {
  name: 'Switching backups off asks first',
  args: { confirmDisable: riskyToDisable },
  play: async ({ canvas, args }) => {
    const backups = () => canvas.getByRole('switch', { name: 'Nightly backups enabled' });
    backups().focus();
    await userEvent.keyboard(' ');
    let dialog = await screen.findByRole('dialog', { name: 'Switch off Nightly backups?' });
    await expect(dialog).toHaveAccessibleDescription(riskyToDisable['rule-2']!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onToggle).not.toHaveBeenCalled();
    // still on, and the focus is back on it
    await waitFor(() => expect(backups()).toHaveFocus());
    await expect(backups()).toBeChecked();

    await userEvent.click(backups());
    dialog = await screen.findByRole('dialog', { name: 'Switch off Nightly backups?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await expect(args.onToggle).toHaveBeenCalledWith('rule-2', false);
    // a rule that is not risky switches at once
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto-scaling enabled' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('rule-1', false);
  },
};
