import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { UndoToast } from './UndoToast';

const meta = {
  title: 'Primitives/UndoToast',
  component: UndoToast,
  args: { message: 'Deleted “Review Request”.', onUndo: fn(), onDismiss: fn(), placement: 'inline' },
} satisfies Meta<typeof UndoToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Open: undo, dismiss, Escape',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Deleted “Review Request”.');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Undo' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const Closed: Story = {
  name: 'Closed: an empty live region stays in the page',
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function DeleteAndUndo() {
  const [items, setItems] = useState(['New Lead Welcome', 'Review Request']);
  const [removed, setRemoved] = useState<{ name: string; index: number } | null>(null);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <UndoToast
        placement="fixed"
        focusUndoOnOpen
        message={removed ? `Deleted “${removed.name}”.` : null}
        onUndo={() => {
          if (!removed) return;
          setItems((current) => [...current.slice(0, removed.index), removed.name, ...current.slice(removed.index)]);
          setRemoved(null);
        }}
        onDismiss={() => setRemoved(null)}
      />
      <ul>
        {items.map((name, index) => (
          <li key={name}>
            {name}{' '}
            <Button
              size="small"
              tone="ghost"
              onClick={() => {
                setItems((current) => current.filter((item) => item !== name));
                setRemoved({ name, index });
              }}
            >
              Delete {name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const Fixed: Story = {
  name: 'Fixed at the bottom: delete then undo',
  render: () => <DeleteAndUndo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Review Request' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Deleted “Review Request”.');
    await expect(canvas.queryByText('Review Request')).toBeNull();
    // Focus went to Undo, which says what it undoes.
    const undo = canvas.getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await expect(undo).toHaveAccessibleDescription('Deleted “Review Request”.');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Delete Review Request' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
