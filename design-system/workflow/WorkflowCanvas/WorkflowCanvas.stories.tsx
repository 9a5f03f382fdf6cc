import { useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { workflowBuilder } from '../../../domain/constants';
import type { DroppedWorkflowNode } from '../../../domain/entities';
import { sampleWorkflowTemplateGraphs, workflowNodeTypes } from '../../../domain/samples';
import {
  connectNodes,
  createNode,
  freePosition,
  moveNodes,
  removeConnections,
  removeNodes,
  walkOrder,
} from '../../../domain/workflow-graph';
import { NodePalette } from '../NodePalette';
import { workflowNodeDragType } from '../NodePalette/nodeAppearance';
import { WorkflowCanvas, type WorkflowCanvasProps } from './WorkflowCanvas';

const leadNurturing = sampleWorkflowTemplateGraphs['tpl-1'];

const meta = {
  title: 'Workflow/WorkflowCanvas',
  component: WorkflowCanvas,
  args: {
    nodes: leadNurturing,
    nodeTypes: workflowNodeTypes,
    onNodesMove: fn(),
    onRemove: fn(),
    onConnect: fn(),
    onDropNode: fn(),
  },
  decorators: [(Story) => <div style={{ height: '34rem' }}>{<Story />}</div>],
} satisfies Meta<typeof WorkflowCanvas>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepNamed = (canvas: StoryContext['canvas'], name: string | RegExp) => canvas.findByRole('group', { name });

/**
 * What a person sees of a connection: the point halfway along its line, on screen, hits that
 * connection (a line in a zero-sized or hidden layer hits nothing), and the line's box has a size.
 */
async function expectDrawnLine(canvas: StoryContext['canvas'], name: string) {
  const edge = await canvas.findByRole('group', { name });
  const path = edge.querySelector<SVGPathElement>('.react-flow__edge-path');
  await expect(path).not.toBeNull();
  await waitFor(() => {
    const box = path!.getBoundingClientRect();
    expect(box.width + box.height).toBeGreaterThan(20);
    const layer = path!.ownerSVGElement!.getBoundingClientRect();
    expect(layer.width).toBeGreaterThan(0);
    const middle = path!.getPointAtLength(path!.getTotalLength() / 2);
    const onScreen = new DOMPoint(middle.x, middle.y).matrixTransform(path!.getScreenCTM()!);
    expect(document.elementFromPoint(onScreen.x, onScreen.y)?.closest('.react-flow__edge')).toBe(edge);
  });
}

export const WithDroppedNodes: Story = {
  name: 'With dropped nodes (a template)',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('application', { name: 'Workflow canvas' })).toBeVisible();
    await stepNamed(canvas, 'Form submitted, Trigger step');
    await waitFor(() => expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(7));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Opened the email?, Condition step' })).toBeVisible());
    await expect(
      canvas.getByRole('group', { name: 'Connection from Opened the email? to Send an SMS follow-up' }),
    ).toBeInTheDocument();
    await expectDrawnLine(canvas, 'Connection from Opened the email? to Send an SMS follow-up');
    // The canvas library's own parts are labelled.
    await expect(canvas.getByRole('img', { name: 'Overview of the whole workflow' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fit all steps in view' })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone: the first steps, readable',
  decorators: [(Story) => <div style={{ maxWidth: '22rem', height: '100%' }}>{<Story />}</div>],
  play: async ({ canvas, canvasElement }) => {
    const trigger = await stepNamed(canvas, 'Form submitted, Trigger step');
    const frame = canvasElement.querySelector('.react-flow')!.getBoundingClientRect();
    // Drawn at a zoom whose text reads, with the trigger in view; the last step is a pan away.
    await waitFor(() =>
      expect(trigger.getBoundingClientRect().width).toBeGreaterThanOrEqual(
        workflowBuilder.nodeSize.width * workflowBuilder.minReadableZoom - 1,
      ),
    );
    await expect(trigger.getBoundingClientRect().top).toBeGreaterThanOrEqual(frame.top);
    const last = await stepNamed(canvas, 'Book a discovery call, Action step');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(frame.bottom);
  },
};

export const TestRun: Story = {
  name: 'Test run in progress',
  args: {
    activeNodeId: 'lead-opened',
    completedNodeIds: walkOrder(leadNurturing).slice(0, 3),
    locked: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const active = await stepNamed(canvas, 'Opened the email?, Condition step (Running)');
    // Steps are shown once React Flow has measured them.
    await waitFor(() => expect(within(active).getByText('Running')).toBeVisible());
    await waitFor(() => expect(canvas.getAllByText('Done')).toHaveLength(3));
    await expect(canvasElement.querySelector('[data-run-status="active"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  name: 'Empty, with a hint',
  args: { nodes: [], emptyHint: 'Drag steps here from the palette, or press their Add buttons.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Drag steps here/)).toBeVisible();
  },
};

export const NotConnected: Story = {
  name: 'A step no trigger reaches',
  args: {
    nodes: [
      ...sampleWorkflowTemplateGraphs['tpl-4'],
      { ...createNode([], workflowNodeTypes[1], { x: 300, y: 160 }), title: 'Send a coupon' },
    ],
    unreachableNodeIds: ['action-1'],
  },
  play: async ({ canvas }) => {
    const step = await stepNamed(canvas, 'Send a coupon, Action step (not connected to a trigger)');
    await waitFor(() => expect(within(step).getByText('Not connected to a trigger')).toBeVisible());
  },
};

/** A small stateful builder: the palette and the canvas wired with the domain's graph rules. */
function Playground(props: Partial<WorkflowCanvasProps> & { initial?: readonly DroppedWorkflowNode[] }) {
  const [nodes, setNodes] = useState<readonly DroppedWorkflowNode[]>(props.initial ?? []);
  const [fitToken, setFitToken] = useState(0);
  const add = (kind: DroppedWorkflowNode['type'], position = freePosition(nodes)) => {
    const type = workflowNodeTypes.find((t) => t.type === kind)!;
    setNodes((current) => [...current, createNode(current, type, position)]);
  };
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)', gap: '1rem', height: '100%' }}
    >
      <NodePalette
        nodeTypes={workflowNodeTypes}
        onAdd={(kind) => {
          add(kind);
          setFitToken((n) => n + 1);
        }}
      />
      <WorkflowCanvas
        nodes={nodes}
        nodeTypes={workflowNodeTypes}
        fitViewToken={fitToken || undefined}
        emptyHint="Drag steps here from the palette, or press their Add buttons."
        onNodesMove={(moves) => setNodes((current) => moveNodes(current, moves))}
        onRemove={({ nodeIds, connections }) =>
          setNodes((current) => removeNodes(removeConnections(current, connections), nodeIds))
        }
        onConnect={(connection) =>
          setNodes((current) => {
            const result = connectNodes(current, connection);
            return result.ok ? result.nodes : current;
          })
        }
        onDropNode={(kind, position) => add(kind, position)}
        {...props}
      />
    </div>
  );
}

export const KeyboardPath: Story = {
  name: 'Add, move and remove by keyboard',
  render: () => <Playground />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Add Trigger' }).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: 'Add Action' }).focus();
    await userEvent.keyboard('{Enter}');
    const trigger = await stepNamed(canvas, 'Trigger 1, Trigger step');
    const action = await stepNamed(canvas, 'Action 1, Action step');
    // Placed side by side, not on top of each other.
    const rect = (el: HTMLElement) => el.getBoundingClientRect();
    await waitFor(() => expect(rect(action).left).toBeGreaterThanOrEqual(rect(trigger).right));

    // Select with Enter, move with an arrow key.
    action.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(action).toHaveClass('selected'));
    const before = rect(action).top;
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(rect(action).top).toBeGreaterThan(before));

    // Remove with Delete.
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Action 1, Action step' })).toBeNull());
    await expect(canvas.getByRole('group', { name: 'Trigger 1, Trigger step' })).toBeVisible();
  },
};

export const DropFromPalette: Story = {
  name: 'Drop a palette item at the pointer',
  render: () => <Playground />,
  play: async ({ canvas, canvasElement }) => {
    const pane = canvasElement.querySelector<HTMLElement>('.react-flow__pane')!;
    const drop = async (kind: string, clientX: number, clientY: number) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.setData(workflowNodeDragType, kind);
      const init = { bubbles: true, cancelable: true, clientX, clientY, dataTransfer };
      pane.dispatchEvent(new DragEvent('dragover', init));
      pane.dispatchEvent(new DragEvent('drop', init));
    };
    const box = pane.getBoundingClientRect();
    const centreOf = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    // The first step on an empty canvas lands centred on the pointer, and stays there.
    await drop('trigger', box.left + 200, box.top + 120);
    const first = await canvas.findByRole('group', { name: 'Trigger 1, Trigger step' });
    await waitFor(() => expect(Math.abs(centreOf(first).x - (box.left + 200))).toBeLessThan(3));
    await expect(Math.abs(centreOf(first).y - (box.top + 120))).toBeLessThan(20);
    // So does the next one.
    await drop('delay', box.right - 160, box.bottom - 100);
    const second = await canvas.findByRole('group', { name: 'Delay 1, Delay step' });
    await waitFor(() => expect(Math.abs(centreOf(second).x - (box.right - 160))).toBeLessThan(3));
    await expect(Math.abs(centreOf(first).x - (box.left + 200))).toBeLessThan(3);
    // Something else dragged in (a file, text) is ignored.
    const text = new DataTransfer();
    text.setData('text/plain', 'hello');
    pane.dispatchEvent(
      new DragEvent('drop', {
        bubbles: true,
        cancelable: true,
        clientX: box.left + 50,
        clientY: box.top + 50,
        dataTransfer: text,
      }),
    );
    await expect(canvasElement.querySelectorAll('.react-flow__node')).toHaveLength(2);
  },
};
