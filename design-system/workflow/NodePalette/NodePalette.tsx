import { clsx } from 'clsx';
import { useId, type DragEvent } from 'react';
import { GripVertical, Plus } from 'lucide-react';
import type { WorkflowNodeKind, WorkflowNodeType } from '../../../domain/entities';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { NodeKindIcon, workflowNodeDragType } from './nodeAppearance';
import * as styles from './NodePalette.css';

export interface NodePaletteProps {
  /** The kinds of step a workflow is built from (domain `workflowNodeTypes`). */
  readonly nodeTypes: readonly WorkflowNodeType[];
  /** The keyboard (and click) way in: the page places the node where nothing else is. */
  readonly onAdd: (kind: WorkflowNodeKind) => void;
  readonly title?: string;
  readonly headingLevel?: 2 | 3 | 4;
  /** Turns the Add buttons off (e.g. while a test run is playing). */
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * The node palette of the workflow builder. Each item can be dragged onto the canvas (HTML5
 * drag and drop; the drag carries the kind as `workflowNodeDragType`) or added with its button.
 */
export function NodePalette({
  nodeTypes,
  onAdd,
  title = 'Node palette',
  headingLevel = 3,
  disabled = false,
  className,
}: NodePaletteProps) {
  const headingId = useId();
  const hintId = useId();

  const startDrag = (kind: WorkflowNodeKind) => (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer.setData(workflowNodeDragType, kind);
    event.dataTransfer.setData('text/plain', kind);
    event.dataTransfer.effectAllowed = 'copy';
  };

  return (
    <section aria-labelledby={headingId} className={clsx(styles.root, className)}>
      <Heading level={headingLevel} size="large" id={headingId}>
        {title}
      </Heading>
      <p id={hintId} className={styles.hint}>
        Drag a step onto the canvas, or press Add to place it in the next free spot.
      </p>
      <ul className={styles.list} aria-describedby={hintId}>
        {nodeTypes.map((nodeType) => (
          <li
            key={nodeType.type}
            className={styles.item}
            draggable={!disabled}
            onDragStart={startDrag(nodeType.type)}
            data-node-kind={nodeType.type}
          >
            <GripVertical className={styles.grip} size="1.1em" aria-hidden="true" focusable="false" />
            <NodeKindIcon nodeType={nodeType} className={styles.icon} />
            <div className={styles.text}>
              <span className={styles.title}>{nodeType.title}</span>
              <span className={styles.description}>{nodeType.description}</span>
            </div>
            <Button
              size="small"
              tone="secondary"
              onClick={() => onAdd(nodeType.type)}
              disabled={disabled}
              className={styles.add}
            >
              <Plus size="1em" aria-hidden="true" focusable="false" />
              Add<VisuallyHidden> {nodeType.title}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
