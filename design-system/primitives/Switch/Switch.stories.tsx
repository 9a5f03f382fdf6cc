import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';
import { Form } from '../Form';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Enable Live Chat', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Off, toggles on click and Space',
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable Live Chat' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Enable Live Chat'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  name: 'On',
  args: { defaultChecked: true, label: 'Auto-assign' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Auto-assign' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  name: 'With a description',
  args: {
    label: 'Auto-assign',
    description: 'New chats go to the agent with the fewest open conversations.',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-assign' });
    await expect(toggle).toHaveAccessibleDescription('New chats go to the agent with the fewest open conversations.');
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, defaultChecked: true, label: 'SMS alerts', description: 'Available on the Pro plan.' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'SMS alerts' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('SMS alerts'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const SettingsList: Story = {
  name: 'Settings list (switch at the end, long text)',
  render: (args) => (
    <Stack space="large">
      <Switch {...args} placement="end" label="Email alerts" description="Send an email when a server goes down." />
      <Switch
        {...args}
        placement="end"
        label="Slack notifications for every automation rule that fires, including the quiet overnight ones"
        description="Posts to the #hosting channel. Noisy on busy days, so most teams turn this off."
        defaultChecked
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(2);
  },
};

export const InAForm: Story = {
  name: 'Submits with a form',
  render: (args) => (
    <Form
      aria-label="Chat settings"
      onSubmit={(event) => {
        event.preventDefault();
        args.onCheckedChange?.(new FormData(event.currentTarget).get('autoAssign') === 'on');
      }}
    >
      <Switch label="Auto-assign" name="autoAssign" defaultChecked />
      <button type="submit">Save Settings</button>
    </Form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
