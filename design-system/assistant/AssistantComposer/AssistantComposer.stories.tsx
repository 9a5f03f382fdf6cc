import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AssistantComposer, type AssistantComposerProps } from './AssistantComposer';
import { withMaxWidth } from '../../../.storybook/decorators';

/** The composer is controlled; the story keeps its text. */
function Controlled(props: Omit<AssistantComposerProps, 'value' | 'onValueChange'> & { initialValue?: string }) {
  const { initialValue = '', onSend, ...rest } = props;
  const [value, setValue] = useState(initialValue);
  return (
    <AssistantComposer
      {...rest}
      value={value}
      onValueChange={setValue}
      onSend={() => {
        onSend();
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Assistant/AssistantComposer',
  component: Controlled,
  args: { onSend: fn(), canSend: true, maxLength: 2000 },
  decorators: [withMaxWidth('42rem')],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  name: 'Enter sends, Shift+Enter adds a line',
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(box).toHaveAccessibleDescription('Enter sends, Shift+Enter adds a new line.');
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

export const Blank: Story = {
  name: 'Blank: nothing is sent',
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByRole('textbox'), '   {Enter}');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  name: 'Reply pending: sending waits',
  args: { pending: true, initialValue: 'Next question' },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    canvas.getByRole('textbox').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
    // The button keeps its place in the tab order.
    send.focus();
    await expect(send).toHaveFocus();
  },
};

export const Blocked: Story = {
  name: 'Offline: sending blocked',
  args: { canSend: false, initialValue: 'Are you there?' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
    canvas.getByRole('textbox').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
