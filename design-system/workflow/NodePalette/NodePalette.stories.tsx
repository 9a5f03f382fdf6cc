import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { workflowNodeTypes } from '../../../domain/samples';
import { NodePalette } from './NodePalette';
import { workflowNodeDragType } from './nodeAppearance';
import { withMaxWidth } from '../../../.storybook/decorators';

const meta = {
  title: 'Workflow/NodePalette',
  component: NodePalette,
  args: { nodeTypes: workflowNodeTypes, onAdd: fn() },
  decorators: [withMaxWidth('20rem')],
} satisfies Meta<typeof NodePalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Four kinds: add by keyboard',
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    for (const [index, title] of ['Trigger', 'Action', 'Condition', 'Delay'].entries()) {
      await expect(items[index]).toHaveTextContent(title);
      await expect(within(items[index]!).getByRole('button', { name: `Add ${title}` })).toBeVisible();
    }
    canvas.getByRole('button', { name: 'Add Condition' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('condition');
  },
};

export const Dragging: Story = {
  name: 'Dragging carries the kind',
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector<HTMLElement>('[data-node-kind="delay"]')!;
    await expect(item).toHaveAttribute('draggable', 'true');
    const dataTransfer = new DataTransfer();
    item.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer }));
    await expect(dataTransfer.getData(workflowNodeDragType)).toBe('delay');
  },
};

export const Disabled: Story = {
  name: 'Disabled during a test run',
  args: { disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Add Trigger' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-node-kind="trigger"]')).toHaveAttribute('draggable', 'false');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
