import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { HostingAutomationRule } from '../../../domain/entities';
import { toggledRuleStatus } from '../../../domain/hosting-automation';
import { sampleHostingAutomationRules } from '../../../domain/samples';
import { AutomationRuleCard } from './AutomationRuleCard';
import { withMaxWidth } from '../../../.storybook/decorators';

const backup: HostingAutomationRule = sampleHostingAutomationRules[1];

const meta = {
  title: 'Hosting automation/AutomationRuleCard',
  component: AutomationRuleCard,
  args: { rule: backup, onToggle: fn(), onEdit: fn() },
  decorators: [withMaxWidth('26rem')],
} satisfies Meta<typeof AutomationRuleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  name: 'Enabled',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Nightly backup' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Daily backup at 2:00 AM')).toBeVisible();
    await expect(canvas.getByText('Snapshot files and database off-site')).toBeVisible();
    await expect(canvas.getByText('13 hours ago')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Disable Nightly backup' });
    await expect(toggle).toHaveTextContent('Disable');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledWith(backup);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nightly backup' }));
    await expect(args.onEdit).toHaveBeenCalledWith(backup);
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { rule: { ...backup, status: 'inactive' }, onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable Nightly backup' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

function ToggleDemo() {
  const [rule, setRule] = useState<HostingAutomationRule>(sampleHostingAutomationRules[0]);
  return <AutomationRuleCard rule={rule} onToggle={(r) => setRule({ ...r, status: toggledRuleStatus(r.status) })} />;
}

export const Toggle: Story = {
  name: 'Toggle: the label follows the status',
  render: () => <ToggleDemo />,
  play: async ({ canvas, canvasElement }) => {
    const rule = canvasElement.querySelector('[data-rule]');
    await expect(rule).toHaveAttribute('data-status', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Auto-scale on high CPU' }));
    await expect(rule).toHaveAttribute('data-status', 'inactive');
    await expect(canvas.getByText('Inactive')).toBeVisible();
    const enable = canvas.getByRole('button', { name: 'Enable Auto-scale on high CPU' });
    // Same button, new label: focus stays where the keyboard user left it.
    await expect(enable).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rule).toHaveAttribute('data-status', 'active');
    await expect(canvas.getByRole('button', { name: 'Disable Auto-scale on high CPU' })).toHaveFocus();
  },
};

export const AllRules: Story = {
  name: 'The six sample rules',
  decorators: [withMaxWidth('none')],
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
        gap: '1rem',
        padding: 0,
        listStyle: 'none',
      }}
    >
      {sampleHostingAutomationRules.map((rule) => (
        <AutomationRuleCard key={rule.id} as="li" rule={rule} onToggle={args.onToggle} onEdit={args.onEdit} />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getAllByRole('button', { name: /^Disable / })).toHaveLength(6);
  },
};
