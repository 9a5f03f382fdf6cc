import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import * as styles from './Banner.css';
import type { BannerVariants } from './Banner.css';

type Tone = NonNullable<BannerVariants['tone']>;

const toneIcons: Record<Tone, ReactNode> = {
  info: <Info />,
  positive: <CircleCheck />,
  caution: <TriangleAlert />,
  critical: <CircleAlert />,
};

export type BannerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> &
  BannerVariants & {
    title?: ReactNode;
    /** The icon for the tone by default; pass your own, or `false` for none. */
    icon?: ReactNode | false;
    /** A Button or link beside the message ("Retry Connection"). */
    action?: ReactNode;
    /**
     * `alert` interrupts a screen reader; `status` waits its turn; `none` is for a banner that
     * is part of the page rather than news. By default critical banners alert, others are status.
     */
    role?: 'alert' | 'status' | 'none';
  };

/** A message about the state of the page or service, with an optional action. */
export function Banner({ tone, title, icon, action, role, className, children, ...props }: BannerProps) {
  const resolvedTone: Tone = tone ?? 'info';
  const resolvedRole = role ?? (resolvedTone === 'critical' ? 'alert' : 'status');
  const shownIcon = icon === undefined ? toneIcons[resolvedTone] : icon;
  return (
    <div
      {...props}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
      className={clsx(styles.root({ tone: resolvedTone }), className)}
    >
      {shownIcon ? (
        <span className={styles.icon({ tone: resolvedTone })} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
