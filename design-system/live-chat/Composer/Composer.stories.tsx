import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Composer, type ComposerProps } from './Composer';

const meta = {
  title: 'Live chat/Composer',
  component: Composer,
  args: { label: 'Message to Maria Gonzalez', onSend: fn() },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlankIsDisabled: Story = {
  name: 'Blank: Send disabled',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message to Maria Gonzalez' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(box).toHaveAccessibleDescription('Enter to send, Shift+Enter for a new line');
    await expect(send).toBeDisabled();

    // whitespace only is still blank, and Enter does not send it
    await userEvent.type(box, '   ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(box, 'x');
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Backspace}');
    await expect(send).toBeDisabled();
  },
};

export const EnterSends: Story = {
  name: 'Enter sends (trimmed) and keeps focus',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '  We can do that this week!  {Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenLastCalledWith('We can do that this week!');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const ShiftEnterNewLine: Story = {
  name: 'Shift+Enter makes a new line',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const ButtonSends: Story = {
  name: 'The Send button sends, focus returns to the box',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'On my way');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('On my way');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const Disabled: Story = {
  name: 'Disabled',
  args: { disabled: true, placeholder: 'This conversation is closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

function ComposerWithLog(args: ComposerProps) {
  const [sent, setSent] = useState<string[]>([]);
  return (
    <Stack>
      <ol aria-label="Sent messages">
        {sent.map((text, index) => (
          <li key={index} style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </li>
        ))}
      </ol>
      <Composer
        {...args}
        onSend={(text) => {
          setSent((previous) => [...previous, text]);
          args.onSend(text);
        }}
      />
    </Stack>
  );
}

export const SeveralInARow: Story = {
  name: 'Several messages in a row',
  render: (args) => <ComposerWithLog {...args} />,
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'One{Enter}Two{Enter}Three{Enter}');
    const items = within(canvas.getByRole('list', { name: 'Sent messages' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['One', 'Two', 'Three']);
  },
};
