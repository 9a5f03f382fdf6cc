import { clsx } from 'clsx';
import type { ComponentType } from 'react';
import { Circle, Clock, GitBranch, Play, Zap, type LucideProps } from 'lucide-react';
import type { WorkflowNodeType } from '../../../domain/entities';
import * as styles from './nodeAppearance.css';

/** Lucide glyphs for the icon names the domain's node types use. */
const icons: Record<string, ComponentType<LucideProps>> = {
  zap: Zap,
  play: Play,
  'git-branch': GitBranch,
  clock: Clock,
};

export interface NodeKindIconProps {
  readonly nodeType: Pick<WorkflowNodeType, 'icon' | 'colour'>;
  readonly size?: 'medium' | 'small';
  readonly className?: string;
}

/** A node kind's icon on its coloured tile. Decorative: the kind is named in text beside it. */
export function NodeKindIcon({ nodeType, size = 'medium', className }: NodeKindIconProps) {
  const Icon = icons[nodeType.icon] ?? Circle;
  return (
    <span
      className={clsx(styles.kindTile({ tone: nodeType.colour, size }), className)}
      aria-hidden="true"
    >
      <Icon size="1.25em" focusable="false" />
    </span>
  );
}

/** The MIME type a palette item puts on the drag, read by the canvas on drop. */
export const workflowNodeDragType = 'application/x-workflow-node-kind';
