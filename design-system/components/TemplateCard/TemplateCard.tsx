import type { ReactNode } from 'react';
import { Calendar, Mail, RefreshCw, ShoppingCart, Workflow } from 'lucide-react';
import type { CustomerTemplate } from '../../../domain/entities';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TemplateCard.css';

export interface TemplateCardProps {
  readonly template: CustomerTemplate;
  /** Badge on popular templates ("Popular"). */
  readonly popularLabel: string;
  /** Button text ("Use Template"); the template's name is added for screen readers. */
  readonly useLabel: string;
  readonly onUse?: (templateId: string) => void;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

const icons: Record<string, ReactNode> = {
  mail: <Mail />,
  'shopping-cart': <ShoppingCart />,
  calendar: <Calendar />,
  'refresh-cw': <RefreshCw />,
};

/** A ready-made customer workflow: what starts it, what it does, and a Use Template button. */
export function TemplateCard({ template, popularLabel, useLabel, onUse, headingLevel = 3, className }: TemplateCardProps) {
  const headingId = `template-${template.id}`;
  return (
    <article className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          {icons[template.icon] ?? <Workflow />}
        </span>
        <div className={styles.badges}>
          <Badge tone="brand">{template.category}</Badge>
          {template.popular ? <Badge tone="accent">{popularLabel}</Badge> : null}
        </div>
      </div>
      <Heading level={headingLevel} size="large" id={headingId}>
        {template.name}
      </Heading>
      <p className={styles.description}>{template.description}</p>
      <dl className={styles.parts}>
        <div>
          <dt className={styles.partName}>Triggers</dt>
          {template.triggers.map((trigger) => (
            <dd key={trigger} className={styles.partValue}>
              {trigger}
            </dd>
          ))}
        </div>
        <div>
          <dt className={styles.partName}>Actions</dt>
          {template.actions.map((action) => (
            <dd key={action} className={styles.partValue}>
              {action}
            </dd>
          ))}
        </div>
      </dl>
      {onUse ? (
        <Button tone="secondary" fullWidth onClick={() => onUse(template.id)}>
          {useLabel}
          <VisuallyHidden> for {template.name}</VisuallyHidden>
        </Button>
      ) : null}
    </article>
  );
}
