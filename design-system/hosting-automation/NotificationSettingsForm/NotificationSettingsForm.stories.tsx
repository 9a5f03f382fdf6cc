import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  defaultNotificationSettings,
  draftOf,
  type NotificationSettings,
  type NotificationSettingsDraft,
} from '../../../domain/hosting-automation';
import { NotificationSettingsForm, type NotificationSettingsStatus } from './NotificationSettingsForm';

/** The form with the state a page would keep around it. */
function Harness({
  onSave,
  initial = draftOf(defaultNotificationSettings),
  initialStatus = 'idle',
}: {
  onSave: (settings: NotificationSettings) => void;
  initial?: NotificationSettingsDraft;
  initialStatus?: NotificationSettingsStatus;
}) {
  const [draft, setDraft] = useState(initial);
  const [status, setStatus] = useState<NotificationSettingsStatus>(initialStatus);
  return (
    <NotificationSettingsForm
      value={draft}
      status={status}
      onChange={(next) => {
        setDraft(next);
        setStatus('idle');
      }}
      onInvalid={() => setStatus('invalid')}
      onSave={(settings) => {
        onSave(settings);
        setStatus('saved');
      }}
    />
  );
}

const meta = {
  title: 'Hosting automation/NotificationSettingsForm',
  component: NotificationSettingsForm,
  args: {
    value: draftOf(defaultNotificationSettings),
    onChange: fn(),
    onSave: fn(),
  },
  render: (args) => <Harness onSave={args.onSave} />,
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  name: 'Defaults: 80%, 85%, 3 seconds',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'CPU alert threshold (%)' })).toHaveValue('80');
    await expect(canvas.getByRole('textbox', { name: 'Memory alert threshold (%)' })).toHaveValue('85');
    await expect(canvas.getByRole('textbox', { name: 'Response time threshold (seconds)' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'CPU alert threshold (%)' })).toHaveAccessibleDescription(
      'From 1 to 100.',
    );
    await expect(canvas.getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'SMS alerts' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Slack notifications' })).toBeChecked();
    await userEvent.click(canvas.getByText('SMS alerts'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      channels: { email: true, sms: true, slack: true },
      thresholds: { cpuPercent: 80, memoryPercent: 85, responseSeconds: 3 },
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};

export const ValidationErrors: Story = {
  name: 'Validation errors beside the fields',
  play: async ({ canvas, args }) => {
    const cpu = canvas.getByRole('textbox', { name: 'CPU alert threshold (%)' });
    const memory = canvas.getByRole('textbox', { name: 'Memory alert threshold (%)' });
    const response = canvas.getByRole('textbox', { name: 'Response time threshold (seconds)' });
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '150');
    await userEvent.clear(response);
    await userEvent.type(response, 'soon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));

    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(cpu).toHaveAttribute('aria-invalid', 'true');
    await expect(cpu).toHaveAccessibleDescription(/CPU alert threshold must be between 1 and 100\./);
    await expect(response).toHaveAccessibleDescription(
      /Response time threshold must be a number between 0\.1 and 60\./,
    );
    await expect(memory).not.toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first wrong field; what was typed is kept.
    await expect(cpu).toHaveFocus();
    await expect(cpu).toHaveValue('150');
    await expect(response).toHaveValue('soon');
    await expect(canvas.getByRole('status')).toHaveTextContent('Not saved: fix the highlighted fields.');

    // Fixing a field clears its message as you type.
    await userEvent.clear(cpu);
    await userEvent.type(cpu, '90');
    await expect(cpu).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/CPU alert threshold must be/)).toBeNull();
    await userEvent.clear(response);
    await expect(response).toHaveAccessibleDescription(/Response time threshold is required/);
    await userEvent.type(response, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      channels: { email: true, sms: false, slack: true },
      thresholds: { cpuPercent: 90, memoryPercent: 85, responseSeconds: 2.5 },
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.');
  },
};

export const Saved: Story = {
  name: 'Saved',
  render: (args) => <Harness onSave={args.onSave} initialStatus="saved" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved. Your alert settings are kept in this browser.');
    // Any change makes the "Saved" note stale, so it goes.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Memory alert threshold (%)' }), '0');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const Phone: Story = {
  name: 'Phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  },
};
