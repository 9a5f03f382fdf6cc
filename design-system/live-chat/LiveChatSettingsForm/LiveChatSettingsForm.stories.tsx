import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  defaultLiveChatSettings,
  liveChatContent,
  widgetPositions,
  type LiveChatSettings,
} from '../../../domain/live-chat';
import { WidgetPreview } from '../WidgetPreview';
import { LiveChatSettingsForm, type LiveChatSettingsFormProps, type SettingsSaveStatus } from './LiveChatSettingsForm';

const labels = liveChatContent.settings;

const meta = {
  title: 'Live chat/LiveChatSettingsForm',
  component: LiveChatSettingsForm,
  args: {
    settings: defaultLiveChatSettings,
    labels,
    positions: widgetPositions,
    onChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof LiveChatSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as a page uses it: it owns the settings, Save marks them saved, the preview follows. */
function ManagedForm(args: LiveChatSettingsFormProps & { withPreview?: boolean }) {
  const [settings, setSettings] = useState<LiveChatSettings>(args.settings);
  const [status, setStatus] = useState<SettingsSaveStatus>(args.status ?? 'idle');
  return (
    <div style={{ display: 'grid', gap: '2rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}>
      <LiveChatSettingsForm
        {...args}
        settings={settings}
        status={status}
        onChange={(next) => {
          setSettings(next);
          setStatus('idle');
          args.onChange(next);
        }}
        onSave={(saved) => {
          setStatus('saved');
          args.onSave(saved);
        }}
      />
      {args.withPreview ? <WidgetPreview settings={settings} labels={labels} /> : null}
    </div>
  );
}

export const Default: Story = {
  name: 'Default settings: switches and Save',
  render: (args) => <ManagedForm {...args} />,
  play: async ({ canvas, args }) => {
    const enabled = canvas.getByRole('switch', { name: 'Enable Live Chat' });
    const autoAssign = canvas.getByRole('switch', { name: 'Auto-assign' });
    await expect(enabled).toBeChecked();
    await expect(autoAssign).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Widget position' })).toHaveDisplayValue('Bottom Right');
    await expect(canvas.getByRole('textbox', { name: 'Primary color' })).toHaveValue('#1c3d7a');
    await expect(canvas.getByRole('textbox', { name: 'Welcome message' })).toHaveValue(
      defaultLiveChatSettings.welcomeMessage,
    );
    await expect(canvas.getByRole('textbox', { name: 'Offline message' })).toHaveValue(
      defaultLiveChatSettings.offlineMessage,
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByText('Auto-assign'));
    await expect(autoAssign).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultLiveChatSettings, autoAssign: false });

    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({ ...defaultLiveChatSettings, autoAssign: false });
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const PositionAndMessages: Story = {
  name: 'Choosing a position and editing the messages, with the live preview',
  render: (args) => <ManagedForm {...args} withPreview />,
  play: async ({ canvas, canvasElement, args }) => {
    const position = canvas.getByRole('combobox', { name: 'Widget position' });
    await userEvent.selectOptions(position, 'Top Left');
    await expect(position).toHaveDisplayValue('Top Left');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-position]')).toHaveAttribute('data-position', 'top-left'),
    );

    const welcome = canvas.getByRole('textbox', { name: 'Welcome message' });
    await userEvent.clear(welcome);
    await userEvent.type(welcome, 'Hi from Austin!');
    await expect(canvasElement.querySelector('[data-widget-message]')).toHaveTextContent('Hi from Austin!');

    await userEvent.click(canvas.getByRole('switch', { name: 'Enable Live Chat' }));
    await expect(canvas.getByText(labels.previewDisabled)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ enabled: false, position: 'top-left', welcomeMessage: 'Hi from Austin!' }),
    );
  },
};

export const InvalidColour: Story = {
  name: 'Invalid colour: error, not saved, focus on the colour',
  render: (args) => <ManagedForm {...args} withPreview />,
  play: async ({ canvas, canvasElement, args }) => {
    const color = canvas.getByRole('textbox', { name: 'Primary color' });
    await userEvent.clear(color);
    await userEvent.type(color, 'navy');
    await userEvent.tab();
    await expect(color).toHaveAttribute('aria-invalid', 'true');
    await expect(color).toHaveAccessibleDescription(expect.stringContaining(labels.primaryColorError));
    // the preview keeps the last valid colour
    await expect(canvasElement.querySelector('[data-position]')).toHaveAttribute('data-color', '#1c3d7a');

    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(color).toHaveFocus();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    // a short hex code is fine, and is written out in full
    await userEvent.clear(color);
    await userEvent.type(color, '#C60');
    await expect(color).not.toHaveAttribute('aria-invalid');
    await expect(canvasElement.querySelector('[data-position]')).toHaveAttribute('data-color', '#cc6600');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ primaryColor: '#cc6600' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const ColourPicker: Story = {
  name: 'The colour picker fills the hex box',
  render: (args) => <ManagedForm {...args} />,
  play: async ({ canvas, args }) => {
    const picker = canvas.getByLabelText('Pick the primary color') as HTMLInputElement;
    // a colour input cannot be typed into; set it as the browser's picker would
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(picker, '#2e7d32');
    picker.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(canvas.getByRole('textbox', { name: 'Primary color' })).toHaveValue('#2e7d32');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ primaryColor: '#2e7d32' }));
  },
};

export const Saved: Story = {
  name: 'Saved',
  args: { status: 'saved' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(`${labels.saved}${labels.savedDetail}`);
  },
};

export const StorageFailed: Story = {
  name: 'Could not save (storage blocked)',
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.storageFailed);
  },
};
