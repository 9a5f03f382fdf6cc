import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea, TextField } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: TextField,
  args: { label: 'Business email', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Text field',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Business email' });
    await userEvent.type(input, 'owner@tacoshop.com');
    await expect(input).toHaveValue('owner@tacoshop.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHelperText: Story = {
  name: 'With helper text and placeholder',
  args: { helperText: 'We reply within one working day.', placeholder: 'you@yourbusiness.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Business email' });
    await expect(input).toHaveAccessibleDescription('We reply within one working day.');
  },
};

export const Required: Story = {
  name: 'Required',
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Business email/ });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  name: 'Invalid, with an error',
  args: {
    required: true,
    defaultValue: 'owner@',
    helperText: 'We reply within one working day.',
    error: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Business email/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Enter an email address like name@example.com.');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await expect(input).toHaveAccessibleDescription(
      'Enter an email address like name@example.com. We reply within one working day.',
    );
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, defaultValue: 'owner@tacoshop.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Business email' })).toBeDisabled();
  },
};

export const LongLabel: Story = {
  name: 'Long label on a phone',
  args: {
    label: 'Alert me when average CPU across all servers in this plan stays above this percentage for ten minutes',
    type: 'number',
    name: 'cpuThreshold',
    defaultValue: 80,
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /Alert me when average CPU/ })).toHaveValue(80);
  },
};

export const MultiLine: Story = {
  name: 'Text area',
  render: () => (
    <TextArea
      label="Welcome message"
      name="welcomeMessage"
      helperText="Shown when a visitor opens the chat."
      defaultValue="Howdy! How can we help today?"
      rows={3}
    />
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Welcome message' });
    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Hi there!{Enter}We are online.');
    await expect(textarea).toHaveValue('Hi there!\nWe are online.');
    await expect(textarea).toHaveAccessibleDescription('Shown when a visitor opens the chat.');
  },
};

export const MultiLineInvalid: Story = {
  name: 'Text area, invalid',
  render: () => (
    <TextArea label="Offline message" name="offlineMessage" required error="Write a message for when nobody is online." />
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /Offline message/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Write a message for when nobody is online.');
  },
};
