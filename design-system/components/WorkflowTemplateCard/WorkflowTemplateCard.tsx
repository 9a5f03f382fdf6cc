import { useId } from 'react';
import { Layers, TrendingUp } from 'lucide-react';
import type { WorkflowTemplate } from '../../../domain/entities';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './WorkflowTemplateCard.css';

export interface WorkflowTemplateCardProps {
  readonly template: WorkflowTemplate;
  readonly onUse?: (id: string) => void;
  readonly headingLevel?: 2 | 3 | 4;
  /** `li` inside a list of templates. */
  readonly as?: 'article' | 'li';
  readonly className?: string;
}

/** A ready-made workflow: category, size, how popular it is, and Use Template. */
export function WorkflowTemplateCard({ template, onUse, headingLevel = 3, as = 'article', className }: WorkflowTemplateCardProps) {
  const headingId = useId();
  const popularity = Math.round(Math.min(100, Math.max(0, template.popularity)));
  return (
    <Card
      as={as}
      padding="small"
      aria-labelledby={headingId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      header={
        <div className={styles.header}>
          <Badge tone="brand">{template.category}</Badge>
          <Heading level={headingLevel} size="large" id={headingId}>
            {template.name}
          </Heading>
        </div>
      }
      footer={
        <Button fullWidth onClick={() => onUse?.(template.id)}>
          Use Template<VisuallyHidden> for {template.name}</VisuallyHidden>
        </Button>
      }
    >
      <p className={styles.description}>{template.description}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Layers size="1em" aria-hidden="true" focusable="false" />
            Steps
          </dt>
          <dd>{template.nodeCount}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <TrendingUp size="1em" aria-hidden="true" focusable="false" />
            Popularity
          </dt>
          <dd>{popularity}%</dd>
        </div>
      </dl>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ inlineSize: `${popularity}%` }} />
      </div>
    </Card>
  );
}
