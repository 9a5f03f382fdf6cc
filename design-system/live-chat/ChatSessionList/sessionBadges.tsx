import type { ChatSessionStatus, Priority } from '../../../domain/entities';
import { Badge, type BadgeProps } from '../../primitives/Badge';

const priorityBadge: Record<Priority, { tone: BadgeProps['tone']; text: string }> = {
  high: { tone: 'critical', text: 'High priority' },
  medium: { tone: 'caution', text: 'Medium priority' },
  low: { tone: 'neutral', text: 'Low priority' },
};

const statusBadge: Record<ChatSessionStatus, { tone: BadgeProps['tone']; text: string }> = {
  active: { tone: 'positive', text: 'Active' },
  waiting: { tone: 'info', text: 'Waiting' },
  closed: { tone: 'neutral', text: 'Closed' },
};

/** A chat's priority in words ("High priority"), coloured by urgency. */
export function PriorityBadge({ priority }: { readonly priority: Priority }) {
  const { tone, text } = priorityBadge[priority];
  return (
    <Badge tone={tone} data-priority={priority}>
      {text}
    </Badge>
  );
}

/** A chat's status in words (Active, Waiting, Closed). */
export function SessionStatusBadge({ status }: { readonly status: ChatSessionStatus }) {
  const { tone, text } = statusBadge[status];
  return (
    <Badge tone={tone} data-status={status}>
      {text}
    </Badge>
  );
}
