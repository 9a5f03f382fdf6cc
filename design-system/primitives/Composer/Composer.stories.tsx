import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Composer, type ComposerProps } from './Composer';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Primitives/Composer',
  component: Composer,
  args: { label: 'Message to Maria Gonzalez', onSend: fn() },
  decorators: [withMaxWidth('42rem')],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = 'Enter sends, Shift+Enter adds a new line.';

export const Blank: Story = {
  name: 'Blank: Send says it cannot send, and nothing is sent',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message to Maria Gonzalez' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(box).toHaveAccessibleDescription(hint);
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    // whitespace only is still blank: neither Enter nor the button sends it
    await userEvent.type(box, '   ');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(box, 'x');
    await expect(send).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Backspace}');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
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
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
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

/** The assistant's use: the caller keeps the text (its draft) and empties it once sent. */
function Controlled({ initialValue = '', onSend, ...rest }: ComposerProps & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <Composer
      {...rest}
      value={value}
      onValueChange={setValue}
      onSend={(text) => {
        onSend(text);
        setValue('');
      }}
    />
  );
}

const assistant = { label: 'Your message', placeholder: 'Ask about plans, prices, hosting…', size: 'roomy', maxLength: 2000 } as const;

export const AssistantSends: Story = {
  name: 'Roomy, the caller keeps the text: Enter sends, Shift+Enter adds a line',
  args: assistant,
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAccessibleDescription(hint);
    await expect(box).toHaveAttribute('rows', '2');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('First line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('');

    await userEvent.type(box, 'By the button');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  name: 'Reply pending: sending waits, Send keeps its place in the tab order',
  args: { ...assistant, pending: true },
  render: (args) => <Controlled {...args} initialValue="Next question" />,
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    canvas.getByRole('textbox').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
    send.focus();
    await expect(send).toHaveFocus();
  },
};

export const Blocked: Story = {
  name: 'Offline: sending blocked',
  args: { ...assistant, canSend: false },
  render: (args) => <Controlled {...args} initialValue="Are you there?" />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('textbox').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
