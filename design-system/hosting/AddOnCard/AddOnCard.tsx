import { Check, Plus } from 'lucide-react';
import { formatUsd, type HostingAddOn } from '../../../domain/plans';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AddOnCard.css';

export interface AddOnCardProps {
  readonly addOn: Pick<HostingAddOn, 'id' | 'name' | 'description' | 'price'>;
  /** Whether the visitor has added it; the button is then pressed. */
  readonly added?: boolean;
  /** Called with the add-on's id when the button is pressed; without it the button is hidden. */
  readonly onToggle?: (id: string) => void;
  /** Button text ("Add"). */
  readonly addLabel: string;
  /** Badge shown while added ("Added"), so the state is not told by colour alone. */
  readonly addedLabel: string;
  /** Suffix after the price ("/mo"). */
  readonly perMonthLabel: string;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/**
 * An optional extra for a hosting plan: name, what it does, "+$19/mo" and an Add toggle. The
 * button's name stays "Add <name>" and `aria-pressed` says whether it is on (a toggle whose
 * label flipped would read as a different button).
 */
export function AddOnCard({
  addOn,
  added = false,
  onToggle,
  addLabel,
  addedLabel,
  perMonthLabel,
  headingLevel = 3,
  className,
}: AddOnCardProps) {
  return (
    <Card
      as="article"
      tone={added ? 'selected' : 'default'}
      edge="strong"
      className={className}
      bodyClassName={styles.body}
      aria-labelledby={`addon-${addOn.id}`}
    >
      <div className={styles.top}>
        <Heading level={headingLevel} size="standard" id={`addon-${addOn.id}`}>
          {addOn.name}
        </Heading>
        {added ? (
          <Badge tone="positive" icon={<Check size="1em" />}>
            {addedLabel}
          </Badge>
        ) : null}
      </div>
      <p className={styles.description}>{addOn.description}</p>
      <div className={styles.bottom}>
        <p className={styles.price}>
          +{formatUsd(addOn.price)}
          <span className={styles.per}>{perMonthLabel}</span>
        </p>
        {onToggle ? (
          <Button size="small" tone={added ? 'primary' : 'secondary'} aria-pressed={added} onClick={() => onToggle(addOn.id)}>
            {added ? <Check aria-hidden="true" size="1em" /> : <Plus aria-hidden="true" size="1em" />}
            {addLabel}
            <VisuallyHidden> {addOn.name}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
