import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Calendar, Layers, Mail, RefreshCw, ShoppingCart, TrendingUp, Workflow } from 'lucide-react';
import type { CustomerTemplate, WorkflowTemplate } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './TemplateCard.css';

interface TemplateCardBase {
  readonly onUse?: (templateId: string) => void;
  readonly headingLevel?: 2 | 3 | 4;
  /** `li` inside a list of templates. */
  readonly as?: 'article' | 'li';
  readonly className?: string;
}

/** A customer workflow template (/customer-workflows): trigger, actions, and Use Template when `onUse` is given. */
export interface CustomerTemplateCardProps extends TemplateCardBase {
  readonly variant: 'customer';
  readonly template: CustomerTemplate;
  /** Badge on popular templates ("Popular"). */
  readonly popularLabel: string;
  /** Button text ("Use Template"); the template's name is added for screen readers. */
  readonly useLabel: string;
}

/** A workflow builder template (/workflow-automation): size, popularity and Use Template. */
export interface WorkflowTemplateCardProps extends TemplateCardBase {
  readonly variant: 'workflow';
  readonly template: WorkflowTemplate;
}

export type TemplateCardProps = CustomerTemplateCardProps | WorkflowTemplateCardProps;

const icons: Record<string, ReactNode> = {
  mail: <Mail />,
  'shopping-cart': <ShoppingCart />,
  calendar: <Calendar />,
  'refresh-cw': <RefreshCw />,
};

/** A ready-made workflow to start from: what it is, what it does, and a Use Template button. */
export function TemplateCard(props: TemplateCardProps) {
  return props.variant === 'customer' ? <CustomerTemplateBody {...props} /> : <BuilderTemplateBody {...props} />;
}

function UseButton({ label, name, tone, onClick }: { label: string; name: string; tone?: 'secondary'; onClick: () => void }) {
  return (
    <Button tone={tone} fullWidth onClick={onClick}>
      {label}
      <VisuallyHidden> for {name}</VisuallyHidden>
    </Button>
  );
}

function CustomerTemplateBody({ template, popularLabel, useLabel, onUse, headingLevel = 3, as = 'article', className }: CustomerTemplateCardProps) {
  const headingId = `template-${template.id}`;
  return (
    <Card as={as} aria-labelledby={headingId} className={className} bodyClassName={styles.customerBody}>
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
      {onUse ? <UseButton tone="secondary" label={useLabel} name={template.name} onClick={() => onUse(template.id)} /> : null}
    </Card>
  );
}

function BuilderTemplateBody({ template, onUse, headingLevel = 3, as = 'article', className }: WorkflowTemplateCardProps) {
  const headingId = useId();
  const popularity = Math.round(Math.min(100, Math.max(0, template.popularity)));
  return (
    <Card
      as={as}
      padding="small"
      aria-labelledby={headingId}
      className={clsx(styles.listItem, className)}
      header={
        <div className={styles.header}>
          <Badge tone="brand">{template.category}</Badge>
          <Heading level={headingLevel} size="large" id={headingId}>
            {template.name}
          </Heading>
        </div>
      }
      footer={<UseButton label="Use Template" name={template.name} onClick={() => onUse?.(template.id)} />}
    >
      <p className={[styles.description, styles.descriptionSpaced].join(' ')}>{template.description}</p>
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
