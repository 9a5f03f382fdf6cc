import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { ArrowRight, Play, Save, Square, Trash2, Unlink } from 'lucide-react';
import {
  Badge,
  Banner,
  Button,
  Form,
  Heading,
  NodePalette,
  Select,
  TextField,
  VisuallyHidden,
} from '../../../../design-system';
import { WorkflowCanvas, type CanvasSelection } from '../../../../design-system/workflow/WorkflowCanvas';
import { workflowBuilder } from '../../../../domain/constants';
import type { DroppedWorkflowNode, WorkflowNodeKind } from '../../../../domain/entities';
import {
  sampleWorkflowTemplateGraphs,
  sampleWorkflowTemplates,
  workflowNodeTypes,
} from '../../../../domain/samples/workflow';
import {
  connectNodes,
  connectRefusalMessages,
  connectionId,
  connectionsOf,
  createNode,
  freePosition,
  isBlockingIssue,
  moveNodes,
  parseSavedWorkflow,
  removeConnections,
  removeNodes,
  serializeWorkflow,
  validateWorkflow,
  walkOrder,
  workflowIssueMessage,
  type CanvasPoint,
  type WorkflowConnection,
} from '../../../../domain/workflow-graph';
import { activeStepId, completedStepIds, workflowTestRunMachine } from '../../../machines/workflowTestRunMachine';
import * as styles from './workflow.css';

export type TemplateId = (typeof sampleWorkflowTemplates)[number]['id'];

/**
 * A button elsewhere on the page opened the builder: with a template (Use Template) or as it was
 * (`templateId` null). The builder then takes focus; `token` tells two requests apart.
 */
export interface BuilderRequest {
  readonly templateId: TemplateId | null;
  readonly token: number;
}

export interface WorkflowBuilderProps {
  readonly request: BuilderRequest | null;
}

const defaultName = 'Untitled workflow';
const kindTitle = (kind: WorkflowNodeKind) => workflowNodeTypes.find((type) => type.type === kind)?.title ?? kind;
const snapshotOf = (name: string, nodes: readonly DroppedWorkflowNode[]) => JSON.stringify({ name, nodes });

function readSaved() {
  try {
    return parseSavedWorkflow(window.localStorage.getItem(workflowBuilder.storageKey));
  } catch {
    return null;
  }
}

interface Draft {
  readonly name: string;
  readonly nodes: readonly DroppedWorkflowNode[];
  /** what Save last stored (or what was restored), to tell unsaved changes */
  readonly saved: string | null;
  readonly message: string;
}

function templateDraft(templateId: TemplateId, saved: string | null): Draft {
  const template = sampleWorkflowTemplates.find((t) => t.id === templateId)!;
  const nodes = sampleWorkflowTemplateGraphs[templateId];
  return {
    name: template.name,
    nodes,
    saved,
    message: `Opened the “${template.name}” template: ${nodes.length} steps. Save to keep your own copy.`,
  };
}

function initialDraft(request: BuilderRequest | null): Draft {
  const saved = readSaved();
  if (request?.templateId) return templateDraft(request.templateId, saved ? snapshotOf(saved.name, saved.nodes) : null);
  if (saved) {
    return {
      name: saved.name,
      nodes: saved.nodes,
      saved: snapshotOf(saved.name, saved.nodes),
      message: `Restored “${saved.name}” (${saved.nodes.length} steps) from this browser.`,
    };
  }
  return { name: defaultName, nodes: [], saved: null, message: '' };
}

/**
 * The workflow builder: palette, canvas, keyboard controls for what the canvas does by mouse,
 * Save (kept in this browser's localStorage) and Test Run. Loaded on demand when its tab opens,
 * so the canvas library stays out of the page's first load; it only ever renders in the browser.
 */
export default function WorkflowBuilder({ request }: WorkflowBuilderProps) {
  const headingId = useId();
  const [initial] = useState(() => initialDraft(request));
  const [name, setName] = useState(initial.name);
  const [nodes, setNodes] = useState<readonly DroppedWorkflowNode[]>(initial.nodes);
  const [savedSnapshot, setSavedSnapshot] = useState<string | null>(initial.saved);
  const [announcement, setAnnouncement] = useState(initial.message);
  const [fitToken, setFitToken] = useState(0);
  const [selection, setSelection] = useState<CanvasSelection>({ nodeIds: [], connectionIds: [] });
  const [connectFrom, setConnectFrom] = useState('');
  const [connectTo, setConnectTo] = useState('');
  const [connectError, setConnectError] = useState('');
  const [runError, setRunError] = useState('');
  const [run, sendRun] = useMachine(workflowTestRunMachine);

  const running = run.matches('running');
  const activeId = activeStepId(run);
  const completedIds = completedStepIds(run);

  // A Use Template while the builder is already open replaces the canvas.
  const handledToken = useRef(request?.token ?? null);
  useEffect(() => {
    if (!request) return;
    if (handledToken.current !== request.token && request.templateId) {
      handledToken.current = request.token;
      const draft = templateDraft(request.templateId, savedSnapshot);
      sendRun({ type: 'run.reset' });
      setName(draft.name);
      setNodes(draft.nodes);
      setSelection({ nodeIds: [], connectionIds: [] });
      setAnnouncement(draft.message);
      setRunError('');
      setFitToken((n) => n + 1);
    }
    // Focus follows the request here, since the button that made it is in a hidden tab now.
    document.getElementById(headingId)?.focus();
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new request matters

  /** Every edit goes through here: it clears a finished test run's marks. */
  const edit = useCallback(
    (change: (current: readonly DroppedWorkflowNode[]) => readonly DroppedWorkflowNode[]) => {
      setNodes(change);
      setRunError('');
      if (!run.matches('idle')) sendRun({ type: 'run.reset' });
    },
    [run, sendRun],
  );

  const issues = useMemo(() => validateWorkflow(nodes), [nodes]);
  const unreachableIds = useMemo(
    () => issues.flatMap((issue) => (issue.code === 'unreachable' ? issue.nodeIds : [])),
    [issues],
  );
  const order = useMemo(() => walkOrder(nodes), [nodes]);
  const connections = useMemo(() => connectionsOf(nodes), [nodes]);
  const titleOf = useCallback((id: string) => nodes.find((node) => node.id === id)?.title ?? id, [nodes]);

  // Test Run progress, announced step by step.
  useEffect(() => {
    if (activeId) {
      const node = nodes.find((n) => n.id === activeId);
      const step = run.context.index + 1;
      setAnnouncement(
        `Test run, step ${step} of ${run.context.order.length}: ${node?.title ?? activeId} (${kindTitle(node?.type ?? 'action')}).`,
      );
    } else if (run.matches('finished')) {
      const skipped = unreachableIds.length;
      setAnnouncement(
        `Test run finished: all ${run.context.order.length} connected steps ran${skipped ? `; ${skipped} not connected ${skipped === 1 ? 'step was' : 'steps were'} skipped` : ''}.`,
      );
    }
  }, [activeId, run]); // eslint-disable-line react-hooks/exhaustive-deps -- announce on run progress only

  const addNode = (kind: WorkflowNodeKind, position?: CanvasPoint) => {
    const type = workflowNodeTypes.find((t) => t.type === kind)!;
    const node = createNode(nodes, type, position ?? freePosition(nodes));
    edit((current) => [...current, node]);
    setAnnouncement(
      position
        ? `Added ${node.title}.`
        : `Added ${node.title}. Tab into the canvas to select and move it, or connect it below.`,
    );
    if (!position) setFitToken((n) => n + 1);
  };

  const connect = (connection: WorkflowConnection) => {
    const result = connectNodes(nodes, connection);
    if (!result.ok) {
      const message = connectRefusalMessages[result.reason];
      setConnectError(message);
      setAnnouncement(message);
      return false;
    }
    edit(() => result.nodes);
    setConnectError('');
    setAnnouncement(`Connected ${titleOf(connection.source)} to ${titleOf(connection.target)}.`);
    return true;
  };

  const remove = (nodeIds: readonly string[], removedConnections: readonly WorkflowConnection[]) => {
    if (nodeIds.length === 0 && removedConnections.length === 0) return;
    edit((current) => removeNodes(removeConnections(current, removedConnections), nodeIds));
    const parts = [
      nodeIds.length ? nodeIds.map(titleOf).join(', ') : '',
      removedConnections.length && !nodeIds.length
        ? removedConnections.map((c) => `the connection from ${titleOf(c.source)} to ${titleOf(c.target)}`).join(', ')
        : '',
    ].filter(Boolean);
    setAnnouncement(`Removed ${parts.join(', ')}.`);
  };

  const removeSelected = () => {
    const byId = new Map(connections.map((c) => [connectionId(c), c]));
    remove(
      selection.nodeIds,
      selection.connectionIds.flatMap((id) => byId.get(id) ?? []),
    );
  };

  const save = () => {
    const trimmed = name.trim() || defaultName;
    try {
      window.localStorage.setItem(workflowBuilder.storageKey, serializeWorkflow(trimmed, nodes, new Date()));
      setName(trimmed);
      setSavedSnapshot(snapshotOf(trimmed, nodes));
      setAnnouncement(`Saved “${trimmed}” in this browser. It will be here when you come back.`);
    } catch {
      setAnnouncement('Could not save: this browser is not letting the site store data.');
    }
  };

  const toggleRun = () => {
    if (running) {
      sendRun({ type: 'run.stop' });
      setAnnouncement('Test run stopped.');
      return;
    }
    const blocking = issues.find(isBlockingIssue);
    if (blocking) {
      const message = workflowIssueMessage(blocking);
      setRunError(message);
      setAnnouncement(`Test run cannot start. ${message}`);
      return;
    }
    setRunError('');
    sendRun({ type: 'run.start', order });
  };

  const nodeOptions = nodes.map((node) => ({ value: node.id, label: `${node.title} (${kindTitle(node.type)})` }));
  const from = nodes.some((node) => node.id === connectFrom) ? connectFrom : '';
  // A To step that has just been chosen as the From step is out of To's list: it reads as no choice, as the select shows.
  const to = connectTo !== from && nodes.some((node) => node.id === connectTo) ? connectTo : '';
  const connectErrorId = useId();
  const saveState =
    savedSnapshot === null
      ? 'Not saved yet'
      : savedSnapshot === snapshotOf(name.trim() || defaultName, nodes)
        ? 'All changes saved'
        : 'Unsaved changes';
  const selectedCount = selection.nodeIds.length + selection.connectionIds.length;
  const nonBlockingIssues = issues.filter((issue) => issue.code !== 'empty');

  return (
    <section aria-labelledby={headingId} className={styles.builder}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="xlarge" id={headingId} tabIndex={-1} className={styles.panelHeading}>
            Workflow builder
          </Heading>
          <p className={styles.lede}>
            Drag steps onto the canvas, connect them, then Test Run to watch the workflow go.
          </p>
        </div>
      </div>
      <div className={styles.toolbar}>
        <TextField
          label="Workflow name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={styles.nameField}
          autoComplete="off"
        />
        <div className={styles.toolbarActions}>
          <Button tone="secondary" onClick={save}>
            <Save size="1em" aria-hidden="true" focusable="false" />
            Save
          </Button>
          <Button onClick={toggleRun}>
            {running ? (
              <Square size="1em" aria-hidden="true" focusable="false" />
            ) : (
              <Play size="1em" aria-hidden="true" focusable="false" />
            )}
            {running ? 'Stop test run' : 'Test Run'}
          </Button>
        </div>
        <p className={styles.saveState} data-testid="save-state">
          {saveState}
        </p>
      </div>
      <VisuallyHidden role="status" data-testid="builder-announcement">
        {announcement}
      </VisuallyHidden>
      {runError ? (
        <Banner tone="critical" role="none" title="Test Run cannot start">
          {runError}
        </Banner>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.paletteArea}>
          <NodePalette nodeTypes={workflowNodeTypes} onAdd={(kind) => addNode(kind)} disabled={running} />
        </div>

        <div className={styles.main}>
          <div className={styles.canvas}>
            <WorkflowCanvas
              label={`Workflow canvas: ${name.trim() || defaultName}`}
              nodes={nodes}
              nodeTypes={workflowNodeTypes}
              onNodesMove={(moves) => edit((current) => moveNodes(current, moves))}
              onRemove={({ nodeIds, connections: removedConnections }) => remove(nodeIds, removedConnections)}
              onConnect={connect}
              onDropNode={(kind, position) => addNode(kind, position)}
              onSelectionChange={setSelection}
              activeNodeId={activeId}
              completedNodeIds={completedIds}
              unreachableNodeIds={unreachableIds}
              locked={running}
              fitViewToken={fitToken || undefined}
              emptyHint="Drag a step here from the palette, or press its Add button. Start with a trigger."
            />
          </div>
          <div className={styles.toolbarActions}>
            <Button tone="secondary" size="small" disabled={running || selectedCount === 0} onClick={removeSelected}>
              <Trash2 size="1em" aria-hidden="true" focusable="false" />
              {selectedCount > 1 ? `Remove ${selectedCount} selected` : 'Remove selected'}
            </Button>
          </div>
          <p className={styles.keyboardHelp}>
            Keyboard: Tab to a step or connection on the canvas and press Enter to select it; move a selected step with
            the arrow keys (Shift moves further); Delete or Backspace removes what is selected.
          </p>
          {nonBlockingIssues.map((issue) => (
            <Banner key={issue.code} tone="caution" role="none">
              {workflowIssueMessage(issue)}
            </Banner>
          ))}
          {order.length > 0 ? (
            <section aria-labelledby={`${headingId}-order`} className={styles.panel}>
              <Heading level={3} size="large" id={`${headingId}-order`}>
                Run order
              </Heading>
              <ol className={styles.connectionList}>
                {order.map((id) => {
                  const node = nodes.find((n) => n.id === id)!;
                  const status = id === activeId ? 'Running' : completedIds.includes(id) ? 'Done' : null;
                  return (
                    <li
                      key={id}
                      className={styles.connectionItem}
                      data-run-status={status === 'Running' ? 'active' : status === 'Done' ? 'done' : 'idle'}
                    >
                      <span className={styles.connectionText}>
                        {node.title} <span className={styles.muted}>({kindTitle(node.type)})</span>
                      </span>
                      {status ? <Badge tone={status === 'Running' ? 'accent' : 'positive'}>{status}</Badge> : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
        </div>

        <div className={styles.connectArea}>
          <section aria-labelledby={`${headingId}-connect`} className={styles.panel}>
            <Heading level={3} size="large" id={`${headingId}-connect`}>
              Connect steps
            </Heading>
            <p className={styles.muted}>Or drag from a step’s bottom handle to another step’s top handle.</p>
            <Form
              className={styles.connectForm}
              onSubmit={(event) => {
                event.preventDefault();
                if (!from || !to) {
                  setConnectError(connectRefusalMessages.missing);
                  setAnnouncement(connectRefusalMessages.missing);
                  return;
                }
                if (connect({ source: from, target: to })) setConnectTo('');
              }}
            >
              <Select
                label="From step"
                options={nodeOptions}
                value={from}
                onValueChange={setConnectFrom}
                placeholder="Choose a step"
                disabled={running || nodes.length < 2}
              />
              <Select
                label="To step"
                options={nodeOptions.filter((option) => option.value !== from)}
                value={to}
                onValueChange={setConnectTo}
                placeholder="Choose a step"
                disabled={running || nodes.length < 2}
              />
              <Button
                type="submit"
                tone="secondary"
                disabled={running || nodes.length < 2}
                aria-describedby={connectError ? connectErrorId : undefined}
              >
                <ArrowRight size="1em" aria-hidden="true" focusable="false" />
                Connect
              </Button>
              {connectError ? (
                <p id={connectErrorId} className={styles.formError}>
                  {connectError}
                </p>
              ) : null}
            </Form>
          </section>

          <section aria-labelledby={`${headingId}-connections`} className={styles.panel}>
            <Heading level={3} size="large" id={`${headingId}-connections`}>
              Connections
            </Heading>
            {connections.length === 0 ? (
              <p className={styles.muted}>No connections yet.</p>
            ) : (
              <ul className={styles.connectionList}>
                {connections.map((connection) => (
                  <li key={connectionId(connection)} className={styles.connectionItem}>
                    <span className={styles.connectionText}>
                      {titleOf(connection.source)}
                      <ArrowRight size="1em" aria-hidden="true" focusable="false" />
                      <VisuallyHidden>to</VisuallyHidden>
                      {titleOf(connection.target)}
                    </span>
                    <Button size="small" tone="ghost" disabled={running} onClick={() => remove([], [connection])}>
                      <Unlink size="1em" aria-hidden="true" focusable="false" />
                      <VisuallyHidden>
                        Remove the connection from {titleOf(connection.source)} to {titleOf(connection.target)}
                      </VisuallyHidden>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
