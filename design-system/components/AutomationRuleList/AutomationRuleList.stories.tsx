import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDashboardRules } from '../../../domain/sample-data';
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Saving…')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto-scaling enabled' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'A change that failed',
  args: { failedRuleId: 'rule-2', failureText: 'Could not save this change. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Could not save this change. Please try again.')).toBeVisible();
  },
};
