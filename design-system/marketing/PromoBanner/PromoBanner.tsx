import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import * as styles from './PromoBanner.css';

export interface PromoBannerProps {
  /** The offer, in a few words ("Limited Time: 40% Off All Plans!"). */
  readonly children: ReactNode;
  /** A link beside the offer. */
  readonly action?: ReactNode;
  /** A decorative icon before the offer; `false` for none. */
  readonly icon?: ReactNode | false;
  readonly className?: string;
}

/**
 * A full-width strip announcing an offer at the top of a page. It is part of the page, not
 * news, so it has no live-region role; the offer text itself carries the message.
 */
export function PromoBanner({ children, action, icon, className }: PromoBannerProps) {
  const shownIcon = icon === undefined ? <Sparkles /> : icon;
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.inner}>
        {shownIcon ? (
          <span className={styles.icon} aria-hidden="true">
            {shownIcon}
          </span>
        ) : null}
        <p className={styles.message}>{children}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
