import { LayoutDashboard, LogOut } from 'lucide-react';
import type { NavLink } from '../../../domain/navigation';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/TextLink';
import * as styles from './AdminBar.css';

export interface AdminBarProps {
  /** 'Admin' */
  title: string;
  links: readonly NavLink[];
  userName: string;
  userEmail: string;
  signOutLabel: string;
  onSignOut: () => void;
  signingOut?: boolean;
}

/** The admin area's own bar on every guarded page: where to go, who is signed in, and Sign out. */
export function AdminBar({ title, links, userName, userEmail, signOutLabel, onSignOut, signingOut = false }: AdminBarProps) {
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <span className={styles.title}>
          <LayoutDashboard className={styles.titleIcon} aria-hidden="true" focusable="false" />
          {title}
        </span>
        <nav className={styles.nav} aria-label={title}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.to}>
                <Link href={link.to} className={styles.link} exact>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <span className={styles.who}>
            <span>{userName}</span>
            <span className={styles.email}>{userEmail}</span>
          </span>
          <Button tone="secondary" size="small" onClick={onSignOut} loading={signingOut}>
            <LogOut aria-hidden="true" focusable="false" />
            {signOutLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
