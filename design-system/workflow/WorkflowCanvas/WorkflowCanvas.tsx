import { clsx } from 'clsx';
import '@xyflow/react/dist/base.css';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  Background,
  BackgroundVariant,
  Handle,
  MarkerType,
  MiniMap,
  Panel,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
  type OnDelete,
} from '@xyflow/react';
import { Check, LoaderCircle, Maximize, Minus, Plus } from 'lucide-react';
import { workflowBuilder } from '../../../domain/constants';
import type { DroppedWorkflowNode, WorkflowNodeKind, WorkflowNodeType } from '../../../domain/entities';
import {
  connectionId,
  connectionsOf,
  connectNodes,
  nodeKindIsKnown,
  readableFitNodeIds,
  type CanvasPoint,
  type WorkflowConnection,
} from '../../../domain/workflow-graph';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { NodeKindIcon, workflowNodeDragType } from '../NodePalette/nodeAppearance';
import * as styles from './WorkflowCanvas.css';

export type NodeRunStatus = 'idle' | 'active' | 'done';

export interface CanvasSelection {
  readonly nodeIds: readonly string[];
  readonly connectionIds: readonly string[];
}

export interface WorkflowCanvasProps {
  /** The workflow's steps; their `connections` are drawn as arrows. */
  readonly nodes: readonly DroppedWorkflowNode[];
  /** Icon, colour and name of each kind (domain `workflowNodeTypes`). */
  readonly nodeTypes: readonly WorkflowNodeType[];
  /** Accessible name of the canvas. */
  readonly label?: string;
  /** Steps moved by mouse, touch or arrow keys (called continuously while dragging). */
  readonly onNodesMove?: (moves: ReadonlyArray<{ id: string; position: CanvasPoint }>) => void;
  /** Steps or connections removed with Delete/Backspace (a removed step takes its connections). */
  readonly onRemove?: (removed: { nodeIds: string[]; connections: WorkflowConnection[] }) => void;
  /** A connection dragged from one step's bottom handle to another's top handle. */
  readonly onConnect?: (connection: WorkflowConnection) => void;
  /** A palette item dropped on the canvas; `position` is the new node's top-left in canvas units. */
  readonly onDropNode?: (kind: WorkflowNodeKind, position: CanvasPoint) => void;
  readonly onSelectionChange?: (selection: CanvasSelection) => void;
  readonly defaultSelection?: CanvasSelection;
  /** Test Run state: the step being run and the steps already run. */
  readonly activeNodeId?: string | null;
  readonly completedNodeIds?: readonly string[];
  /** Steps no trigger leads to: marked "Not connected". */
  readonly unreachableNodeIds?: readonly string[];
  /** No editing (e.g. during a test run); panning and zooming still work. */
  readonly locked?: boolean;
  /** Change it to fit every step into view (after a template loads or a step is added by keyboard). */
  readonly fitViewToken?: number;
  /** Shown in the middle of an empty canvas. */
  readonly emptyHint?: ReactNode;
  readonly className?: string;
}

interface CanvasNodeData extends Record<string, unknown> {
  readonly title: string;
  readonly description: string;
  readonly kind: WorkflowNodeKind;
  readonly nodeType: WorkflowNodeType | undefined;
  readonly runStatus: NodeRunStatus;
  readonly unreachable: boolean;
}

type CanvasNode = Node<CanvasNodeData, 'workflow'>;

const runLabels: Record<NodeRunStatus, string> = { idle: '', active: 'Running', done: 'Done' };

const WorkflowNodeView = memo(function WorkflowNodeView({ data, isConnectable }: NodeProps<CanvasNode>) {
  const kindTitle = data.nodeType?.title ?? data.kind;
  return (
    <div className={styles.node({ run: data.runStatus })} data-run-status={data.runStatus}>
      {data.kind === 'trigger' ? null : (
        <Handle type="target" position={Position.Top} className={styles.handle} isConnectable={isConnectable} />
      )}
      <div className={styles.nodeHeader}>
        {data.nodeType ? <NodeKindIcon nodeType={data.nodeType} size="small" /> : null}
        <div className={styles.nodeHeading}>
          <div className={styles.nodeKindRow}>
            <span className={styles.nodeKind}>{kindTitle}</span>
            {data.runStatus === 'idle' ? null : (
              <span className={styles.runBadge({ run: data.runStatus })}>
                {data.runStatus === 'active' ? (
                  <LoaderCircle className={styles.spin} size="1em" aria-hidden="true" focusable="false" />
                ) : (
                  <Check size="1em" aria-hidden="true" focusable="false" />
                )}
                {runLabels[data.runStatus]}
              </span>
            )}
          </div>
          <span className={styles.nodeTitle}>{data.title}</span>
        </div>
      </div>
      {data.description ? <p className={styles.nodeDescription}>{data.description}</p> : null}
      {data.unreachable ? <p className={styles.nodeWarning}>Not connected to a trigger</p> : null}
      <Handle type="source" position={Position.Bottom} className={styles.handle} isConnectable={isConnectable} />
    </div>
  );
});

const canvasNodeTypes = { workflow: WorkflowNodeView };

const ariaLabelConfig = {
  'node.a11yDescription.default':
    'Press Enter or Space to select this step, then the arrow keys to move it (hold Shift to move faster). Press Delete to remove it, Escape to deselect.',
  'node.a11yDescription.keyboardDisabled':
    'Press Enter or Space to select this step. Press Delete to remove it, Escape to deselect.',
  'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
    `Moved the step ${direction}. New position: ${x}, ${y}.`,
  'edge.a11yDescription.default': 'Press Enter or Space to select this connection, then Delete to remove it.',
  'minimap.ariaLabel': 'Overview of the whole workflow',
} as const;

const emptySelection: CanvasSelection = { nodeIds: [], connectionIds: [] };

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function CanvasInner({
  nodes,
  nodeTypes,
  label = 'Workflow canvas',
  onNodesMove,
  onRemove,
  onConnect,
  onDropNode,
  onSelectionChange,
  defaultSelection = emptySelection,
  activeNodeId = null,
  completedNodeIds,
  unreachableNodeIds,
  locked = false,
  fitViewToken,
  emptyHint,
  className,
}: WorkflowCanvasProps) {
  const { screenToFlowPosition, fitView, zoomIn, zoomOut, getViewport, getInternalNode, setCenter } = useReactFlow<
    CanvasNode,
    Edge
  >();
  const rootRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Readonly<Record<string, { width: number; height: number }>>>({});
  const [selection, setSelection] = useState<CanvasSelection>(defaultSelection);
  // Fit on first render only if there is something to fit: React Flow would otherwise keep the
  // fit pending and apply it to the first step dropped, moving it away from the pointer.
  const [fitOnInit] = useState(nodes.length > 0);

  /**
   * Fits the steps into view, readable: on a frame too small for all of them (a phone), the first
   * steps at a zoom whose text still reads, instead of every step too small to read. React Flow
   * queues the fit until the steps are measured.
   */
  const nodesRef = useRef(nodes);
  useEffect(() => {
    nodesRef.current = nodes;
  }, [nodes]);
  const fitSteps = useCallback(
    (duration: number) => {
      const frame = rootRef.current;
      const ids = frame
        ? readableFitNodeIds(nodesRef.current, { width: frame.clientWidth, height: frame.clientHeight })
        : null;
      const readable = ids ? { nodes: ids.map((id) => ({ id })), minZoom: workflowBuilder.minReadableZoom } : {};
      return fitView({ padding: workflowBuilder.fitPadding, maxZoom: 1, duration, ...readable });
    },
    [fitView],
  );
  useEffect(() => {
    if (fitOnInit) void fitSteps(0);
  }, [fitOnInit, fitSteps]);

  // Report selection changes after they settle (node and edge changes arrive separately).
  const reportedSelection = useRef(selection);
  useEffect(() => {
    if (reportedSelection.current !== selection) {
      reportedSelection.current = selection;
      onSelectionChange?.(selection);
    }
  }, [selection, onSelectionChange]);

  // Forget removed steps and connections in the selection.
  useEffect(() => {
    const nodeIds = new Set(nodes.map((node) => node.id));
    const edgeIds = new Set(connectionsOf(nodes).map(connectionId));
    setSelection((current) => {
      const keptNodes = current.nodeIds.filter((id) => nodeIds.has(id));
      const keptEdges = current.connectionIds.filter((id) => edgeIds.has(id));
      return keptNodes.length === current.nodeIds.length && keptEdges.length === current.connectionIds.length
        ? current
        : { nodeIds: keptNodes, connectionIds: keptEdges };
    });
  }, [nodes]);

  const typeByKind = useMemo(() => new Map(nodeTypes.map((type) => [type.type, type])), [nodeTypes]);
  const completed = useMemo(() => new Set(completedNodeIds), [completedNodeIds]);
  const unreachable = useMemo(() => new Set(unreachableNodeIds), [unreachableNodeIds]);
  const titleById = useMemo(() => new Map(nodes.map((node) => [node.id, node.title])), [nodes]);

  const flowNodes = useMemo<CanvasNode[]>(
    () =>
      nodes.map((node) => {
        const runStatus: NodeRunStatus = node.id === activeNodeId ? 'active' : completed.has(node.id) ? 'done' : 'idle';
        const kindTitle = typeByKind.get(node.type)?.title ?? node.type;
        const stateText = [
          runStatus === 'idle' ? '' : runLabels[runStatus],
          unreachable.has(node.id) ? 'not connected to a trigger' : '',
        ]
          .filter(Boolean)
          .join(', ');
        return {
          id: node.id,
          type: 'workflow',
          position: node.position,
          width: workflowBuilder.nodeSize.width,
          measured: measured[node.id],
          selected: selection.nodeIds.includes(node.id),
          ariaLabel: `${node.title}, ${kindTitle} step${stateText ? ` (${stateText})` : ''}`,
          data: {
            title: node.title,
            description: node.description,
            kind: node.type,
            nodeType: typeByKind.get(node.type),
            runStatus,
            unreachable: unreachable.has(node.id),
          },
        };
      }),
    [nodes, activeNodeId, completed, unreachable, typeByKind, measured, selection.nodeIds],
  );

  const flowEdges = useMemo<Edge[]>(
    () =>
      connectionsOf(nodes).map((connection) => {
        const id = connectionId(connection);
        const running = connection.target === activeNodeId && completed.has(connection.source);
        return {
          id,
          source: connection.source,
          target: connection.target,
          type: 'smoothstep',
          selected: selection.connectionIds.includes(id),
          animated: running,
          className: running ? styles.runningEdge : undefined,
          markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
          ariaLabel: `Connection from ${titleById.get(connection.source)} to ${titleById.get(connection.target)}`,
        };
      }),
    [nodes, selection.connectionIds, activeNodeId, completed, titleById],
  );

  const handleNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const moves: Array<{ id: string; position: CanvasPoint }> = [];
      const sizes: Record<string, { width: number; height: number }> = {};
      const selected = new Map<string, boolean>();
      for (const change of changes) {
        if (change.type === 'position' && change.position) moves.push({ id: change.id, position: change.position });
        else if (change.type === 'dimensions' && change.dimensions) sizes[change.id] = change.dimensions;
        else if (change.type === 'select') selected.set(change.id, change.selected);
        // 'remove' arrives once more, with the connections it takes along, in onDelete.
      }
      if (moves.length > 0) onNodesMove?.(moves);
      if (Object.keys(sizes).length > 0) setMeasured((current) => ({ ...current, ...sizes }));
      if (selected.size > 0) {
        setSelection((current) => {
          const ids = new Set(current.nodeIds);
          for (const [id, isSelected] of selected) {
            if (isSelected) ids.add(id);
            else ids.delete(id);
          }
          return { ...current, nodeIds: [...ids] };
        });
      }
    },
    [onNodesMove],
  );

  const handleEdgesChange = useCallback((changes: EdgeChange<Edge>[]) => {
    const selected = new Map<string, boolean>();
    for (const change of changes) if (change.type === 'select') selected.set(change.id, change.selected);
    if (selected.size === 0) return;
    setSelection((current) => {
      const ids = new Set(current.connectionIds);
      for (const [id, isSelected] of selected) {
        if (isSelected) ids.add(id);
        else ids.delete(id);
      }
      return { ...current, connectionIds: [...ids] };
    });
  }, []);

  const handleDelete: OnDelete<CanvasNode, Edge> = useCallback(
    ({ nodes: removedNodes, edges: removedEdges }) => {
      onRemove?.({
        nodeIds: removedNodes.map((node) => node.id),
        connections: removedEdges.map((edge) => ({ source: edge.source, target: edge.target })),
      });
    },
    [onRemove],
  );

  const handleConnect = useCallback(
    (connection: Connection) => onConnect?.({ source: connection.source, target: connection.target }),
    [onConnect],
  );

  const isValidConnection = useCallback(
    (connection: Connection | Edge) => connectNodes(nodes, { source: connection.source, target: connection.target }).ok,
    [nodes],
  );

  const handleDragOver = useCallback(
    (event: DragEvent<HTMLDivElement>) => {
      if (locked || !event.dataTransfer.types.includes(workflowNodeDragType)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    [locked],
  );

  const handleDrop = useCallback(
    (event: DragEvent<HTMLDivElement>) => {
      const kind = event.dataTransfer.getData(workflowNodeDragType);
      if (locked || !nodeKindIsKnown(kind)) return;
      event.preventDefault();
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      // The new step is centred on the pointer.
      onDropNode?.(kind, {
        x: Math.round(point.x - workflowBuilder.nodeSize.width / 2),
        y: Math.round(point.y - workflowBuilder.nodeSize.height / 2),
      });
    },
    [locked, onDropNode, screenToFlowPosition],
  );

  useEffect(() => {
    if (fitViewToken === undefined) return;
    void fitSteps(prefersReducedMotion() ? 0 : 200);
  }, [fitViewToken, fitSteps]);

  // During a test run, the step being run is brought into view if it is outside it.
  useEffect(() => {
    const node = activeNodeId ? getInternalNode(activeNodeId) : undefined;
    const frame = rootRef.current;
    if (!node || !frame) return;
    const { x, y, zoom } = getViewport();
    const width = node.measured.width ?? workflowBuilder.nodeSize.width;
    const height = node.measured.height ?? workflowBuilder.nodeSize.height;
    const { x: nodeX, y: nodeY } = node.internals.positionAbsolute;
    const left = nodeX * zoom + x;
    const top = nodeY * zoom + y;
    const inView =
      left >= 0 && top >= 0 && left + width * zoom <= frame.clientWidth && top + height * zoom <= frame.clientHeight;
    if (!inView)
      void setCenter(nodeX + width / 2, nodeY + height / 2, { zoom, duration: prefersReducedMotion() ? 0 : 300 });
  }, [activeNodeId, getInternalNode, getViewport, setCenter]);

  const duration = () => (prefersReducedMotion() ? 0 : 150);

  return (
    <div ref={rootRef} className={clsx(styles.root, className)} data-locked={locked || undefined}>
      <ReactFlow<CanvasNode, Edge>
        aria-label={label}
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={canvasNodeTypes}
        onNodesChange={handleNodesChange}
        onEdgesChange={handleEdgesChange}
        onDelete={handleDelete}
        onConnect={handleConnect}
        isValidConnection={isValidConnection}
        onDragOver={handleDragOver}
        onDrop={handleDrop}
        deleteKeyCode={locked ? null : ['Delete', 'Backspace']}
        nodesDraggable={!locked}
        nodesConnectable={!locked}
        elementsSelectable={!locked}
        nodesFocusable
        edgesFocusable
        ariaLabelConfig={ariaLabelConfig}
        minZoom={0.3}
        maxZoom={1.5}
        defaultEdgeOptions={{ interactionWidth: 24 }}
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1.5} className={styles.background} />
        <MiniMap
          className={styles.minimap}
          nodeClassName={(node) => styles.minimapNode[(node as CanvasNode).data.nodeType?.colour ?? 'brand']}
        />
        <Panel position="top-right">
          <div role="group" aria-label="Canvas view" className={styles.viewControls}>
            <Button size="small" tone="secondary" onClick={() => void zoomIn({ duration: duration() })}>
              <Plus size="1em" aria-hidden="true" focusable="false" />
              <VisuallyHidden>Zoom in</VisuallyHidden>
            </Button>
            <Button size="small" tone="secondary" onClick={() => void zoomOut({ duration: duration() })}>
              <Minus size="1em" aria-hidden="true" focusable="false" />
              <VisuallyHidden>Zoom out</VisuallyHidden>
            </Button>
            <Button
              size="small"
              tone="secondary"
              onClick={() => void fitView({ padding: workflowBuilder.fitPadding, maxZoom: 1, duration: duration() })}
            >
              <Maximize size="1em" aria-hidden="true" focusable="false" />
              <VisuallyHidden>Fit all steps in view</VisuallyHidden>
            </Button>
          </div>
        </Panel>
        {nodes.length === 0 && emptyHint ? (
          <div className={styles.emptyHint}>
            <p>{emptyHint}</p>
          </div>
        ) : null}
      </ReactFlow>
    </div>
  );
}

/**
 * The workflow builder's canvas, on React Flow (@xyflow/react). Presentational: the steps come
 * in as props and every edit goes out through a callback, so the page owns the workflow.
 * Mouse: drag palette items in, drag steps, drag from a step's bottom handle to another's top.
 * Keyboard: Tab to a step or connection, Enter to select, arrow keys to move, Delete to remove.
 * Renders in the browser only (React Flow measures the DOM); the page shows a sized placeholder
 * on the server.
 */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}
