import { clsx } from 'clsx';
import type { CallToAction } from '../../../domain/marketing/types';
import { Button } from '../Button';
import { Link } from '../TextLink';
import * as styles from './ActionGroup.css';
import type { ActionGroupVariants } from './ActionGroup.css';

export type ActionGroupProps = ActionGroupVariants & {
  readonly actions: readonly CallToAction[];
  /** `large` in heroes and closing bands, `medium` inside sections */
  readonly size?: 'medium' | 'large';
  /**
   * Draws the buttons for a brand-filled background: primary becomes the light button, secondary
   * an outline in the text colour.
   */
  readonly onBrand?: boolean;
  readonly className?: string;
};

/**
 * Calls to action as links that look like buttons: real links to our own pages, so they work
 * before the script has loaded and open in a new tab on a middle click. The first action is
 * primary unless it says otherwise.
 */
export function ActionGroup({ actions, size = 'large', align, onBrand = false, className }: ActionGroupProps) {
  if (actions.length === 0) return null;
  return (
    <div className={clsx(styles.group({ align }), className)}>
      {actions.map((action, index) => {
        const tone = action.tone ?? (index === 0 ? 'primary' : 'secondary');
        return (
          <Button
            key={action.to + action.label}
            asChild
            size={size}
            tone={tone}
            className={onBrand ? styles.onBrand({ tone }) : undefined}
          >
            <Link href={action.to}>{action.label}</Link>
          </Button>
        );
      })}
    </div>
  );
}
