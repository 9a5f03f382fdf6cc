import { Clock, ShieldCheck } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { Link } from '../../primitives/TextLink';
import * as styles from './GuardScreen.css';

export interface VerifyingAccessProps {
  /** 'Verifying Access' (spec section 8) */
  title: string;
  /** 'Authenticating with enhanced security protocols...' */
  detail: string;
}

/** Shown while the admin guard checks the stored session with the server. */
export function VerifyingAccess({ title, detail }: VerifyingAccessProps) {
  return (
    <section className={styles.root} aria-labelledby="guard-title" aria-busy="true">
      <Card lift="medium" padding="large" className={styles.panel} bodyClassName={styles.panelBody}>
        <span className={styles.icon} aria-hidden="true">
          <ShieldCheck />
        </span>
        <Heading level={1} size="xlarge" id="guard-title">
          {title}
        </Heading>
        <Text className={styles.detail}>{detail}</Text>
        <Spinner size="large" label={title} />
      </Card>
    </section>
  );
}

export interface SessionExpiredProps {
  /** 'Session Expired' */
  title: string;
  /** 'Your session has expired due to inactivity. Please log in again for security.' */
  message: string;
  /** 'Return to Login' */
  actionLabel: string;
  /** the login page's path */
  loginPath: string;
  /** where to come back to after signing in again */
  returnTo?: string;
}

/** Shown when the stored session was idle too long: it has been cleared; the way back is to sign in. */
export function SessionExpired({ title, message, actionLabel, loginPath, returnTo }: SessionExpiredProps) {
  return (
    <section className={styles.root} aria-labelledby="guard-title">
      <Card lift="medium" padding="large" className={styles.panel} bodyClassName={styles.panelBody} role="alert">
        <span className={[styles.icon, styles.iconExpired].join(' ')} aria-hidden="true">
          <Clock />
        </span>
        <Heading level={1} size="xlarge" id="guard-title">
          {title}
        </Heading>
        <Text className={styles.detail}>{message}</Text>
        <Button asChild tone="primary">
          {/* The login route validates `redirect`. */}
          <Link href={returnTo ? `${loginPath}?${new URLSearchParams({ redirect: returnTo })}` : loginPath}>
            {actionLabel}
          </Link>
        </Button>
      </Card>
    </section>
  );
}
