import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { Form } from '../Form';

const positions = [
  { value: 'bottom-right', label: 'Bottom Right' },
  { value: 'bottom-left', label: 'Bottom Left' },
  { value: 'top-right', label: 'Top Right' },
  { value: 'top-left', label: 'Top Left' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Widget position',
    options: positions,
    placeholder: 'Choose a position',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Picks an option',
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(select).toHaveDisplayValue('Choose a position');
    // the placeholder plus the four positions
    await expect(within(select).getAllByRole('option')).toHaveLength(5);
    await userEvent.selectOptions(select, 'Top Left');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('top-left');
    await expect(select).toHaveDisplayValue('Top Left');
  },
};

export const Keyboard: Story = {
  name: 'By keyboard',
  args: { defaultValue: 'bottom-right' },
  render: (args) => (
    <>
      <button type="button">Before</button>
      <Select {...args} />
    </>
  ),
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Widget position' });
    canvas.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // On a focused, closed native select, ArrowDown and typing a letter choose without opening the list.
    // Only the browser's own key presses do that (user-event's simulated ones do not), so they come from Vitest's browser mode;
    // the Storybook UI has none and stops here (the e2e tests press the same keys in a real page).
    const keys = await import('vitest/browser').then(
      (browser) => browser.userEvent,
      () => null,
    );
    if (!keys) return;
    await keys.keyboard('{ArrowDown}');
    await waitFor(() => expect(select).toHaveDisplayValue('Bottom Left'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('bottom-left');
    await keys.keyboard('t');
    await waitFor(() => expect(select).toHaveDisplayValue('Top Right'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('top-right');
  },
};

export const WithValue: Story = {
  name: 'With a value',
  args: { defaultValue: 'bottom-right', helperText: 'Where the chat bubble sits on your pages.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(select).toHaveDisplayValue('Bottom Right');
    await expect(select).toHaveAccessibleDescription('Where the chat bubble sits on your pages.');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with an error',
  args: { required: true, error: 'Choose where the widget appears.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose where the widget appears.');
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, defaultValue: 'top-right' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(select).toBeDisabled();
  },
};

export const Required: Story = {
  name: 'Required: the placeholder cannot be chosen again',
  args: { required: true, name: 'position' },
  render: (args) => (
    <Form aria-label="Widget settings" onSubmit={(event) => event.preventDefault()}>
      <Select {...args} />
    </Form>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole<HTMLSelectElement>('combobox', { name: /Widget position/ });
    await expect(select).toBeRequired();
    await expect(select).toHaveDisplayValue('Choose a position');
    await expect(select.checkValidity()).toBe(false);
    // the placeholder is there, disabled and hidden: the list offers only the four positions
    await expect(select.options[0]).toHaveTextContent('Choose a position');
    await expect(select.options[0]).toBeDisabled();
    await expect(within(select).getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, 'Bottom Left');
    await expect(select.checkValidity()).toBe(true);
    await expect(canvas.getByRole('form', { name: 'Widget settings' })).toHaveFormValues({ position: 'bottom-left' });
  },
};

export const InAForm: Story = {
  name: 'Submits with a form',
  args: { name: 'position', defaultValue: 'bottom-right' },
  render: (args) => (
    <Form
      aria-label="Widget settings"
      onSubmit={(event) => {
        event.preventDefault();
        args.onValueChange?.(String(new FormData(event.currentTarget).get('position')));
      }}
    >
      <Select {...args} onValueChange={undefined} />
      <button type="submit">Save Settings</button>
    </Form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Widget position' }), 'Top Right');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('top-right');
  },
};
