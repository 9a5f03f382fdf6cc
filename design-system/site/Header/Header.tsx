import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Lock, Menu as MenuIcon, ShieldCheck, Star, UserLock, X } from 'lucide-react';
import type { NavLink } from '../../../domain/navigation';
import { Button } from '../../primitives/Button';
import { NavMenu } from '../NavMenu';
import { Link } from '../../primitives/TextLink';
import * as styles from './Header.css';

/** The site passes its own navigation and texts from domain/ (spec section 2). */
export interface HeaderProps {
  readonly agencyName: string;
  /** Desktop links either side of the Solutions dropdown. */
  readonly primaryNav: { readonly before: readonly NavLink[]; readonly after: readonly NavLink[] };
  readonly solutionsNav: readonly NavLink[];
  readonly adminLoginLink: NavLink;
  readonly getStartedLink: NavLink;
  readonly solutionsLabel?: string;
  readonly secureMessage: string;
  /** Follows the message on wider screens; dropped on phones. */
  readonly secureDetail?: string;
  readonly secureBadgeLabel: string;
}

/**
 * The site header (spec section 2): the secure-connection strip, the logo, the desktop link row
 * with the Solutions dropdown, and on narrow screens a disclosure menu with every link.
 * Desktop and mobile layouts switch by CSS alone, so server and client render the same markup.
 * The mobile menu and the Solutions menu are popovers (the Popover API): they open, close on
 * Escape or a click elsewhere, and return focus without the page's scripts; once scripts run, the
 * menu button's aria-expanded follows the panel.
 */
export function Header({
  agencyName,
  primaryNav,
  solutionsNav,
  adminLoginLink,
  getStartedLink,
  solutionsLabel = 'Solutions',
  secureMessage,
  secureDetail,
  secureBadgeLabel,
}: HeaderProps) {
  // Whether the mobile menu is open, once scripts run; until then the browser alone knows (the
  // panel is a popover: its button opens and closes it, Escape and a click elsewhere close it).
  const [mobileOpen, setMobileOpen] = useState<boolean | undefined>(undefined);
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setMobileOpen(panel.matches(':popover-open'));
    // beforetoggle comes at once, whoever opens or closes the panel.
    const onBeforeToggle = (event: Event) => setMobileOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('beforetoggle', onBeforeToggle);
    return () => panel.removeEventListener('beforetoggle', onBeforeToggle);
  }, []);

  useEffect(() => {
    if (!mobileOpen) return;
    // The browser closes the popover on Escape itself; this covers key events a script sends.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panelRef.current?.matches(':popover-open')) return;
      const focusWasInside = panelRef.current.contains(document.activeElement);
      panelRef.current.hidePopover();
      if (focusWasInside) menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [mobileOpen]);

  // A link followed inside the app is no new page: the panel closes itself.
  const closeWhenLinkChosen = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a') && panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  };

  const mobileLinks = (links: readonly NavLink[]) =>
    links.map((link) => (
      <li key={link.to}>
        <Link href={link.to} className={styles.mobileLink}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header className={styles.root}>
      <div className={styles.secureStrip}>
        <div className={styles.secureStripInner}>
          <span className={styles.secureMessage}>
            <ShieldCheck aria-hidden="true" focusable="false" size="1.1em" className={styles.secureIcon} />
            <span>
              {secureMessage}
              {secureDetail ? <span className={styles.secureDetail}> — {secureDetail}</span> : null}
            </span>
          </span>
          <span className={styles.secureBadge}>
            <Lock aria-hidden="true" focusable="false" size="1em" />
            {secureBadgeLabel}
          </span>
        </div>
      </div>

      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          <span className={styles.brandMark}>
            <Star aria-hidden="true" focusable="false" size="1.25em" fill="currentColor" />
          </span>
          {agencyName}
        </Link>

        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.desktopList}>
            {primaryNav.before.map((link) => (
              <li key={link.to}>
                <Link href={link.to} className={styles.desktopLink}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <NavMenu label={solutionsLabel} links={solutionsNav} triggerClassName={styles.desktopLink} />
            </li>
            {primaryNav.after.map((link) => (
              <li key={link.to}>
                <Link href={link.to} className={styles.desktopLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={adminLoginLink.to} aria-label={adminLoginLink.label} className={styles.iconLink}>
            <UserLock aria-hidden="true" focusable="false" size="1.25em" />
          </Link>

          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            popoverTarget={panelId}
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            data-site-menu-button=""
          >
            {/* the icon follows the panel's state in CSS, so it is right before scripts run */}
            <X aria-hidden="true" focusable="false" size="1.25em" className={styles.menuIconOpen} />
            <MenuIcon aria-hidden="true" focusable="false" size="1.25em" className={styles.menuIconClosed} />
            Menu
          </button>
          <div
            ref={panelRef}
            id={panelId}
            popover="auto"
            className={styles.mobilePanel}
            onClick={closeWhenLinkChosen}
          >
            <ul className={styles.mobileList}>{mobileLinks(primaryNav.before)}</ul>
            <section className={styles.mobileSection} aria-labelledby={`${panelId}-solutions`}>
              <h2 id={`${panelId}-solutions`} className={styles.mobileGroupLabel}>
                {solutionsLabel}
              </h2>
              <ul className={styles.mobileList}>{mobileLinks(solutionsNav)}</ul>
            </section>
            <ul className={styles.mobileList}>{mobileLinks(primaryNav.after)}</ul>
            <div className={styles.mobileActions}>
              <Button asChild>
                <Link href={getStartedLink.to}>{getStartedLink.label}</Link>
              </Button>
              <Link href={adminLoginLink.to} className={styles.mobileLink}>
                <UserLock aria-hidden="true" focusable="false" size="1.1em" />
                {adminLoginLink.label}
              </Link>
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
