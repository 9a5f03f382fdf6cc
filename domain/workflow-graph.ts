/**
 * Pure graph logic of the workflow builder (/workflow-automation). A workflow is the list of its
 * dropped nodes (spec section 3: id, type, title, description, position, config, connections);
 * a node's `connections` are the ids of the steps that follow it. Nothing here touches the DOM,
 * the canvas library or storage, so the page, the stories and the tests share one set of rules.
 */
import { workflowBuilder } from './constants';
import type { DroppedWorkflowNode, WorkflowNodeKind, WorkflowNodeType } from './entities';

export type WorkflowGraph = readonly DroppedWorkflowNode[];

export interface WorkflowConnection {
  readonly source: string;
  readonly target: string;
}

export interface CanvasPoint {
  readonly x: number;
  readonly y: number;
}

/** A connection's stable id (also the canvas edge id). */
export function connectionId({ source, target }: WorkflowConnection): string {
  return `${source}->${target}`;
}

/** Every connection of the graph, in node order, skipping ones that point at a missing node. */
export function connectionsOf(nodes: WorkflowGraph): WorkflowConnection[] {
  const ids = new Set(nodes.map((node) => node.id));
  return nodes.flatMap((node) =>
    node.connections.filter((target) => ids.has(target)).map((target) => ({ source: node.id, target })),
  );
}

/**
 * The order Test Run visits the steps: every step reachable from a trigger, each after all the
 * reachable steps that lead into it (topological, Kahn's algorithm), breadth-first among equals
 * and in the order the triggers were added. Steps no trigger reaches never run, so they are not
 * in the list. A loop in stored data does not hang the walk: its steps follow in the order they
 * were reached.
 */
export function walkOrder(nodes: WorkflowGraph): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const next = (id: string) => (byId.get(id)?.connections ?? []).filter((target) => byId.has(target));

  const reached: string[] = [];
  const seen = new Set<string>();
  const queue = nodes.filter((node) => node.type === 'trigger').map((node) => node.id);
  for (const id of queue) seen.add(id);
  while (queue.length > 0) {
    const id = queue.shift()!;
    reached.push(id);
    for (const target of next(id)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  const inDegree = new Map(reached.map((id) => [id, 0]));
  for (const id of reached) {
    for (const target of next(id)) inDegree.set(target, (inDegree.get(target) ?? 0) + 1);
  }
  const ready = reached.filter((id) => inDegree.get(id) === 0);
  const order: string[] = [];
  while (ready.length > 0) {
    const id = ready.shift()!;
    order.push(id);
    for (const target of next(id)) {
      const remaining = (inDegree.get(target) ?? 0) - 1;
      inDegree.set(target, remaining);
      if (remaining === 0) ready.push(target);
    }
  }
  if (order.length < reached.length) {
    const done = new Set(order);
    order.push(...reached.filter((id) => !done.has(id)));
  }
  return order;
}

export type WorkflowIssue =
  | { readonly code: 'empty' }
  | { readonly code: 'no-trigger' }
  | { readonly code: 'unreachable'; readonly nodeIds: readonly string[] };

/** What stops a workflow from running (`empty`, `no-trigger`) or leaves steps out of it. */
export function validateWorkflow(nodes: WorkflowGraph): WorkflowIssue[] {
  if (nodes.length === 0) return [{ code: 'empty' }];
  if (!nodes.some((node) => node.type === 'trigger')) return [{ code: 'no-trigger' }];
  const reached = new Set(walkOrder(nodes));
  const unreachable = nodes.filter((node) => !reached.has(node.id)).map((node) => node.id);
  return unreachable.length > 0 ? [{ code: 'unreachable', nodeIds: unreachable }] : [];
}

/** True when an issue means Test Run cannot start at all. */
export function isBlockingIssue(issue: WorkflowIssue): boolean {
  return issue.code !== 'unreachable';
}

export function workflowIssueMessage(issue: WorkflowIssue): string {
  switch (issue.code) {
    case 'empty':
      return 'The canvas is empty. Add a trigger to start building.';
    case 'no-trigger':
      return 'A workflow needs a trigger to start. Add one from the palette.';
    case 'unreachable': {
      const count = issue.nodeIds.length;
      return `${count} ${count === 1 ? 'step is' : 'steps are'} not connected to a trigger and will not run.`;
    }
  }
}

export type ConnectRefusal = 'missing' | 'same-node' | 'into-trigger' | 'duplicate' | 'loop';

export type ConnectResult =
  | { readonly ok: true; readonly nodes: DroppedWorkflowNode[] }
  | { readonly ok: false; readonly reason: ConnectRefusal };

export const connectRefusalMessages: Record<ConnectRefusal, string> = {
  missing: 'Choose the two steps to connect.',
  'same-node': 'A step cannot connect to itself.',
  'into-trigger': 'A trigger starts the workflow, so nothing can lead into it.',
  duplicate: 'Those steps are already connected.',
  loop: 'That connection would make a loop, and the workflow would never finish.',
};

/** `to` can be reached from `from` by following connections. */
function leadsTo(nodes: WorkflowGraph, from: string, to: string): boolean {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const stack = [from];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(byId.get(id)?.connections ?? []));
  }
  return false;
}

/** Adds the connection source -> target, or says why it is refused. Workflows stay loop-free. */
export function connectNodes(nodes: WorkflowGraph, { source, target }: WorkflowConnection): ConnectResult {
  const from = nodes.find((node) => node.id === source);
  const to = nodes.find((node) => node.id === target);
  if (!from || !to) return { ok: false, reason: 'missing' };
  if (source === target) return { ok: false, reason: 'same-node' };
  if (to.type === 'trigger') return { ok: false, reason: 'into-trigger' };
  if (from.connections.includes(target)) return { ok: false, reason: 'duplicate' };
  if (leadsTo(nodes, target, source)) return { ok: false, reason: 'loop' };
  return {
    ok: true,
    nodes: nodes.map((node) => (node.id === source ? { ...node, connections: [...node.connections, target] } : node)),
  };
}

export function removeConnections(
  nodes: WorkflowGraph,
  connections: readonly WorkflowConnection[],
): DroppedWorkflowNode[] {
  const gone = new Set(connections.map(connectionId));
  return nodes.map((node) => {
    const kept = node.connections.filter((target) => !gone.has(connectionId({ source: node.id, target })));
    return kept.length === node.connections.length ? node : { ...node, connections: kept };
  });
}

/** Removes the nodes and every connection into them. */
export function removeNodes(nodes: WorkflowGraph, ids: readonly string[]): DroppedWorkflowNode[] {
  const gone = new Set(ids);
  return nodes
    .filter((node) => !gone.has(node.id))
    .map((node) => {
      const kept = node.connections.filter((target) => !gone.has(target));
      return kept.length === node.connections.length ? node : { ...node, connections: kept };
    });
}

export function moveNodes(
  nodes: WorkflowGraph,
  moves: ReadonlyArray<{ readonly id: string; readonly position: CanvasPoint }>,
): DroppedWorkflowNode[] {
  const to = new Map(moves.map((move) => [move.id, move.position]));
  return nodes.map((node) => {
    const position = to.get(node.id);
    return position && (position.x !== node.position.x || position.y !== node.position.y)
      ? { ...node, position: { x: position.x, y: position.y } }
      : node;
  });
}

/**
 * A new node of a kind from the palette: id `<kind>-<n>` and title "<Kind> <n>", numbered past
 * every node of that kind already on the canvas.
 */
export function createNode(nodes: WorkflowGraph, nodeType: WorkflowNodeType, position: CanvasPoint): DroppedWorkflowNode {
  const prefix = `${nodeType.type}-`;
  const used = nodes
    .filter((node) => node.id.startsWith(prefix))
    .map((node) => Number(node.id.slice(prefix.length)))
    .filter(Number.isInteger);
  const n = Math.max(0, nodes.filter((node) => node.type === nodeType.type).length, ...used) + 1;
  return {
    id: `${prefix}${n}`,
    type: nodeType.type,
    title: `${nodeType.title} ${n}`,
    description: nodeType.description,
    position: { x: Math.round(position.x), y: Math.round(position.y) },
    config: {},
    connections: [],
  };
}

/**
 * Where a node added from the keyboard goes: the first cell of a grid (row by row, `columns`
 * wide, starting at `origin`) whose node-sized box overlaps no node already on the canvas.
 */
export function freePosition(
  nodes: WorkflowGraph,
  {
    origin = { x: 0, y: 0 },
    columns = workflowBuilder.freePlacementColumns,
    size = workflowBuilder.nodeSize,
    gap = workflowBuilder.nodeGap,
  }: { origin?: CanvasPoint; columns?: number; size?: { width: number; height: number }; gap?: CanvasPoint } = {},
): CanvasPoint {
  const overlaps = (x: number, y: number) =>
    nodes.some(
      (node) =>
        x < node.position.x + size.width + gap.x / 2 &&
        node.position.x < x + size.width + gap.x / 2 &&
        y < node.position.y + size.height + gap.y / 2 &&
        node.position.y < y + size.height + gap.y / 2,
    );
  for (let index = 0; ; index += 1) {
    const x = origin.x + (index % columns) * (size.width + gap.x);
    const y = origin.y + Math.floor(index / columns) * (size.height + gap.y);
    if (!overlaps(x, y)) return { x, y };
  }
}

export function nodeKindIsKnown(value: unknown): value is WorkflowNodeKind {
  return value === 'trigger' || value === 'action' || value === 'condition' || value === 'delay';
}

/** What Save keeps in the browser. */
export interface SavedWorkflow {
  readonly version: 1;
  readonly name: string;
  readonly nodes: DroppedWorkflowNode[];
  /** ISO timestamp */
  readonly savedAt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseNode(value: unknown): DroppedWorkflowNode | null {
  if (!isRecord(value)) return null;
  const { id, type, title, description, position, config, connections } = value;
  if (typeof id !== 'string' || id === '' || !nodeKindIsKnown(type)) return null;
  if (typeof title !== 'string' || typeof description !== 'string') return null;
  if (!isRecord(position) || !Number.isFinite(position.x) || !Number.isFinite(position.y)) return null;
  if (!Array.isArray(connections) || !connections.every((target) => typeof target === 'string')) return null;
  const cleanConfig: Record<string, string | number | boolean> = {};
  if (isRecord(config)) {
    for (const [key, entry] of Object.entries(config)) {
      if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean')
        cleanConfig[key] = entry;
    }
  }
  return {
    id,
    type,
    title,
    description,
    position: { x: position.x as number, y: position.y as number },
    config: cleanConfig,
    connections: [...new Set(connections as string[])],
  };
}

/**
 * Reads what Save stored, or null if it is missing, from another version, or damaged (storage is
 * the visitor's: anything may be there). Connections to unknown nodes are dropped.
 */
export function parseSavedWorkflow(text: string | null): SavedWorkflow | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== 1 || typeof value.name !== 'string' || typeof value.savedAt !== 'string')
    return null;
  if (!Array.isArray(value.nodes)) return null;
  const nodes = value.nodes.map(parseNode);
  if (nodes.some((node) => node === null)) return null;
  const valid = nodes as DroppedWorkflowNode[];
  const ids = new Set(valid.map((node) => node.id));
  if (ids.size !== valid.length) return null;
  return {
    version: 1,
    name: value.name,
    savedAt: value.savedAt,
    nodes: valid.map((node) => ({
      ...node,
      connections: node.connections.filter((target) => ids.has(target) && target !== node.id),
    })),
  };
}

export function serializeWorkflow(name: string, nodes: WorkflowGraph, savedAt: Date): string {
  const saved: SavedWorkflow = { version: 1, name, nodes: [...nodes], savedAt: savedAt.toISOString() };
  return JSON.stringify(saved);
}

/**
 * Which steps to fit into a frame of `frame` pixels so that they stay readable: every step on a
 * wide frame or if they all fit at `workflowBuilder.minReadableZoom` or more; otherwise (a phone)
 * the first steps from the top (the trigger end) that fit at that zoom, the rest a pan away.
 * `null` means every step.
 */
export function readableFitNodeIds(
  nodes: WorkflowGraph,
  frame: { readonly width: number; readonly height: number },
): string[] | null {
  const { nodeSize, minReadableZoom, fitPadding, narrowCanvasWidth } = workflowBuilder;
  if (nodes.length === 0 || frame.width <= 0 || frame.height <= 0 || frame.width >= narrowCanvasWidth) return null;
  const top = Math.min(...nodes.map((node) => node.position.y));
  const bottom = Math.max(...nodes.map((node) => node.position.y + nodeSize.height));
  const left = Math.min(...nodes.map((node) => node.position.x));
  const right = Math.max(...nodes.map((node) => node.position.x + nodeSize.width));
  const zoomToFit = (width: number, height: number) =>
    Math.min(frame.width / (width * (1 + fitPadding)), frame.height / (height * (1 + fitPadding)));
  if (zoomToFit(right - left, bottom - top) >= minReadableZoom) return null;
  const visibleHeight = frame.height / (minReadableZoom * (1 + fitPadding));
  const byTop = [...nodes].sort((a, b) => a.position.y - b.position.y || a.position.x - b.position.x);
  const shown = byTop.filter((node) => node.position.y + nodeSize.height <= top + visibleHeight);
  return (shown.length > 0 ? shown : byTop.slice(0, 1)).map((node) => node.id);
}
