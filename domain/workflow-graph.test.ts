import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { workflowBuilder } from './constants';
import type { DroppedWorkflowNode, WorkflowNodeKind } from './entities';
import { sampleWorkflowTemplateGraphs, sampleWorkflowTemplates, workflowNodeTypes } from './samples';
import {
  connectNodes,
  connectionsOf,
  createNode,
  freePosition,
  moveNodes,
  parseSavedWorkflow,
  readableFitNodeIds,
  removeConnections,
  removeNodes,
  serializeWorkflow,
  validateWorkflow,
  walkOrder,
  workflowIssueMessage,
} from './workflow-graph';

const node = (id: string, type: WorkflowNodeKind, connections: string[] = [], x = 0, y = 0): DroppedWorkflowNode => ({
  id,
  type,
  title: id,
  description: '',
  position: { x, y },
  config: {},
  connections,
});

const typeOf = (kind: WorkflowNodeKind) => workflowNodeTypes.find((t) => t.type === kind)!;

describe('walkOrder', () => {
  it('starts at the trigger and visits each step after every step that leads into it', () => {
    // t -> a -> c ; t -> b -> c : c waits for both branches
    const nodes = [
      node('c', 'action'),
      node('b', 'delay', ['c']),
      node('a', 'condition', ['c']),
      node('t', 'trigger', ['a', 'b']),
    ];
    expect(walkOrder(nodes)).toEqual(['t', 'a', 'b', 'c']);
  });

  it('walks several triggers in the order they were added, breadth first', () => {
    const nodes = [
      node('t1', 'trigger', ['x']),
      node('t2', 'trigger', ['y']),
      node('x', 'action'),
      node('y', 'action'),
    ];
    expect(walkOrder(nodes)).toEqual(['t1', 't2', 'x', 'y']);
  });

  it('leaves out steps no trigger reaches, and ignores connections to missing nodes', () => {
    const nodes = [node('t', 'trigger', ['a', 'ghost']), node('a', 'action'), node('lonely', 'action', ['a'])];
    expect(walkOrder(nodes)).toEqual(['t', 'a']);
  });

  it('is empty without a trigger', () => {
    expect(walkOrder([node('a', 'action', ['b']), node('b', 'delay')])).toEqual([]);
  });

  it('still ends, visiting each step once, when stored data has a loop', () => {
    const nodes = [node('t', 'trigger', ['a']), node('a', 'action', ['b']), node('b', 'action', ['a'])];
    expect(walkOrder(nodes)).toEqual(['t', 'a', 'b']);
  });

  it('orders every template graph so each step comes after the steps that lead into it', () => {
    for (const template of sampleWorkflowTemplates) {
      const graph = sampleWorkflowTemplateGraphs[template.id];
      const order = walkOrder(graph);
      expect(order).toHaveLength(template.nodeCount);
      for (const { source, target } of connectionsOf(graph)) {
        expect(order.indexOf(source)).toBeLessThan(order.indexOf(target));
      }
    }
  });

  it('respects every connection of any loop-free graph built with connectNodes (property)', () => {
    const kinds: WorkflowNodeKind[] = ['trigger', 'action', 'condition', 'delay'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 40 }),
        (nodeKinds, pairs) => {
          let graph: DroppedWorkflowNode[] = nodeKinds.map((kind, i) => node(`n${i}`, kind));
          for (const [a, b] of pairs) {
            const result = connectNodes(graph, {
              source: `n${a % nodeKinds.length}`,
              target: `n${b % nodeKinds.length}`,
            });
            if (result.ok) graph = result.nodes;
          }
          const order = walkOrder(graph);
          expect(new Set(order).size).toBe(order.length);
          const position = new Map(order.map((id, i) => [id, i]));
          for (const { source, target } of connectionsOf(graph)) {
            if (position.has(source)) expect(position.get(source)!).toBeLessThan(position.get(target)!);
          }
          for (const n of graph) if (n.type === 'trigger') expect(position.has(n.id)).toBe(true);
        },
      ),
    );
  });
});

describe('validateWorkflow', () => {
  it('asks for a trigger on an empty canvas and when there is none', () => {
    expect(validateWorkflow([])).toEqual([{ code: 'empty' }]);
    expect(validateWorkflow([node('a', 'action')])).toEqual([{ code: 'no-trigger' }]);
    expect(workflowIssueMessage({ code: 'no-trigger' })).toMatch(/needs a trigger/);
  });

  it('names the steps that will not run', () => {
    const issues = validateWorkflow([
      node('t', 'trigger', ['a']),
      node('a', 'action'),
      node('b', 'delay'),
      node('c', 'action'),
    ]);
    expect(issues).toEqual([{ code: 'unreachable', nodeIds: ['b', 'c'] }]);
    expect(workflowIssueMessage(issues[0]!)).toBe('2 steps are not connected to a trigger and will not run.');
    expect(workflowIssueMessage({ code: 'unreachable', nodeIds: ['b'] })).toBe(
      '1 step is not connected to a trigger and will not run.',
    );
  });

  it('finds nothing wrong with a connected workflow or any template', () => {
    expect(validateWorkflow([node('t', 'trigger', ['a']), node('a', 'action')])).toEqual([]);
    for (const graph of Object.values(sampleWorkflowTemplateGraphs)) expect(validateWorkflow(graph)).toEqual([]);
  });
});

describe('connectNodes', () => {
  const graph = [node('t', 'trigger', ['a']), node('a', 'action', ['b']), node('b', 'delay')];

  it('adds the connection to the source without touching the other nodes', () => {
    const result = connectNodes(graph, { source: 't', target: 'b' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.nodes[0]!.connections).toEqual(['a', 'b']);
    expect(result.nodes[1]).toBe(graph[1]);
  });

  it.each([
    [{ source: 't', target: 'nope' }, 'missing'],
    [{ source: 'a', target: 'a' }, 'same-node'],
    [{ source: 'a', target: 't' }, 'into-trigger'],
    [{ source: 't', target: 'a' }, 'duplicate'],
    [{ source: 'b', target: 'a' }, 'loop'],
  ] as const)('refuses %o: %s', (connection, reason) => {
    expect(connectNodes(graph, connection)).toEqual({ ok: false, reason });
  });
});

describe('editing', () => {
  const graph = [node('t', 'trigger', ['a', 'b']), node('a', 'action', ['b']), node('b', 'delay')];

  it('removes nodes together with the connections into them', () => {
    expect(removeNodes(graph, ['b'])).toEqual([node('t', 'trigger', ['a']), node('a', 'action')]);
  });

  it('removes single connections', () => {
    const next = removeConnections(graph, [{ source: 't', target: 'b' }]);
    expect(connectionsOf(next)).toEqual([
      { source: 't', target: 'a' },
      { source: 'a', target: 'b' },
    ]);
    expect(next[2]).toBe(graph[2]);
  });

  it('moves nodes and keeps unmoved ones identical', () => {
    const next = moveNodes(graph, [{ id: 'a', position: { x: 10, y: 20 } }]);
    expect(next[1]!.position).toEqual({ x: 10, y: 20 });
    expect(next[0]).toBe(graph[0]);
  });

  it('numbers new nodes past the ones already there', () => {
    const first = createNode([], typeOf('action'), { x: 1.4, y: 2.6 });
    expect(first).toMatchObject({
      id: 'action-1',
      title: 'Action 1',
      type: 'action',
      position: { x: 1, y: 3 },
      connections: [],
    });
    const third = createNode([first, { ...first, id: 'action-2' }], typeOf('action'), { x: 0, y: 0 });
    expect(third.id).toBe('action-3');
    expect(createNode([node('action-7', 'action')], typeOf('action'), { x: 0, y: 0 }).id).toBe('action-8');
  });
});

describe('freePosition', () => {
  const { width, height } = workflowBuilder.nodeSize;
  const { x: gapX, y: gapY } = workflowBuilder.nodeGap;

  it('uses the origin on an empty canvas, then the next free cell row by row', () => {
    expect(freePosition([], { origin: { x: 40, y: 40 } })).toEqual({ x: 40, y: 40 });
    const taken = [node('a', 'action', [], 40, 40)];
    expect(freePosition(taken, { origin: { x: 40, y: 40 }, columns: 2 })).toEqual({ x: 40 + width + gapX, y: 40 });
    const row = [...taken, node('b', 'action', [], 40 + width + gapX, 40)];
    expect(freePosition(row, { origin: { x: 40, y: 40 }, columns: 2 })).toEqual({ x: 40, y: 40 + height + gapY });
  });

  it('never returns a box that overlaps a node (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -200, max: 1200 }), fc.integer({ min: -200, max: 1200 })), {
          maxLength: 15,
        }),
        (points) => {
          const nodes = points.map(([x, y], i) => node(`n${i}`, 'action', [], x, y));
          const spot = freePosition(nodes);
          for (const n of nodes) {
            const apart =
              spot.x >= n.position.x + width ||
              n.position.x >= spot.x + width ||
              spot.y >= n.position.y + height ||
              n.position.y >= spot.y + height;
            expect(apart).toBe(true);
          }
        },
      ),
    );
  });
});

describe('saved workflows', () => {
  const graph = [node('t', 'trigger', ['a']), node('a', 'action')];

  it('reads back what it wrote', () => {
    const text = serializeWorkflow('Welcome', graph, new Date('2026-01-02T03:04:05.000Z'));
    expect(parseSavedWorkflow(text)).toEqual({
      version: 1,
      name: 'Welcome',
      nodes: graph,
      savedAt: '2026-01-02T03:04:05.000Z',
    });
  });

  it('rejects missing, damaged or foreign data', () => {
    expect(parseSavedWorkflow(null)).toBeNull();
    expect(parseSavedWorkflow('{not json')).toBeNull();
    expect(parseSavedWorkflow(JSON.stringify({ version: 2, name: 'x', savedAt: '', nodes: [] }))).toBeNull();
    expect(
      parseSavedWorkflow(JSON.stringify({ version: 1, name: 'x', savedAt: '', nodes: [{ id: 'a', type: 'robot' }] })),
    ).toBeNull();
    const duplicateIds = { version: 1, name: 'x', savedAt: '', nodes: [graph[1], graph[1]] };
    expect(parseSavedWorkflow(JSON.stringify(duplicateIds))).toBeNull();
  });

  it('drops connections to nodes that are not there', () => {
    const text = JSON.stringify({
      version: 1,
      name: 'x',
      savedAt: 's',
      nodes: [node('t', 'trigger', ['gone', 't', 'a', 'a']), node('a', 'action')],
    });
    expect(parseSavedWorkflow(text)?.nodes[0]!.connections).toEqual(['a']);
  });
});

describe('template graphs', () => {
  it('has as many steps as each template says, with unique ids', () => {
    for (const template of sampleWorkflowTemplates) {
      const graph = sampleWorkflowTemplateGraphs[template.id];
      expect(graph).toHaveLength(template.nodeCount);
      expect(new Set(graph.map((n) => n.id)).size).toBe(graph.length);
    }
  });
});

describe('readableFitNodeIds', () => {
  const { height } = workflowBuilder.nodeSize;
  const column = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      node(`n${index}`, index === 0 ? 'trigger' : 'action', [], 0, index * (height + workflowBuilder.nodeGap.y)),
    );

  it('fits every step when they all read at the readable zoom', () => {
    expect(readableFitNodeIds(column(6), { width: 1200, height: 900 })).toBeNull();
    // A wide canvas shows the whole workflow even if small: its overview map and wheel zoom help.
    expect(readableFitNodeIds(column(6), { width: 800, height: 600 })).toBeNull();
    expect(readableFitNodeIds(column(2), { width: 354, height: 590 })).toBeNull();
    expect(readableFitNodeIds([], { width: 354, height: 590 })).toBeNull();
  });

  it('on a phone-sized frame, fits the first steps from the top that still read', () => {
    const ids = readableFitNodeIds(column(6), { width: 354, height: 590 });
    expect(ids).toEqual(['n0', 'n1', 'n2', 'n3']);
    // The steps chosen fit the frame at the readable zoom, padding included.
    const shownHeight = ids!.length * height + (ids!.length - 1) * workflowBuilder.nodeGap.y;
    expect(shownHeight * workflowBuilder.minReadableZoom * (1 + workflowBuilder.fitPadding)).toBeLessThanOrEqual(590);
  });

  it('keeps at least the topmost step in a frame smaller than one step', () => {
    expect(readableFitNodeIds(column(3).reverse(), { width: 100, height: 50 })).toEqual(['n0']);
  });
});
