import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

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
    const trigger = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(trigger).toHaveTextContent('Choose a position');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Top Left' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('top-left');
    await waitFor(() => expect(trigger).toHaveTextContent('Top Left'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));

    // Keyboard: open with ArrowDown, move, choose with Enter.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('Bottom Right'));
  },
};

export const WithValue: Story = {
  name: 'With a value',
  args: { defaultValue: 'bottom-right', helperText: 'Where the chat bubble sits on your pages.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(trigger).toHaveTextContent('Bottom Right');
    await expect(trigger).toHaveAccessibleDescription('Where the chat bubble sits on your pages.');
  },
};

export const Invalid: Story = {
  name: 'Invalid, with an error',
  args: { required: true, error: 'Choose where the widget appears.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose where the widget appears.');
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, defaultValue: 'top-right' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Widget position' });
    await expect(trigger).toBeDisabled();
  },
};

export const Open: Story = {
  name: 'Open',
  args: { defaultValue: 'bottom-left' },
  render: (args) => <Select {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Bottom Left' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const InAForm: Story = {
  name: 'Submits with a form (hidden select)',
  args: { name: 'position', defaultValue: 'bottom-right' },
  render: (args) => (
    <form
      aria-label="Widget settings"
      onSubmit={(event) => {
        event.preventDefault();
        args.onValueChange?.(String(new FormData(event.currentTarget).get('position')));
      }}
    >
      <Select {...args} onValueChange={undefined} />
      <button type="submit">Save Settings</button>
    </form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Widget position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Top Right' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('top-right');
  },
};
