import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavLink } from '../../../domain/navigation';
import { Link } from '../TextLink';
import * as styles from './NavMenu.css';

export interface NavMenuProps {
  /** The trigger's text, which also names the menu. */
  readonly label: string;
  readonly links: readonly NavLink[];
  /** Extra class for the trigger, so it matches the links beside it. */
  readonly triggerClassName?: string;
}

type FocusTarget = 'first' | 'last' | 'list';

/**
 * A menu button whose items are page links (WAI-ARIA menu button pattern), written by hand so
 * the header needs no menu library in every page's first load. Enter, Space or ArrowDown on the
 * trigger open it on the first link, ArrowUp on the last; arrows, Home, End and type-ahead move
 * between links; Escape closes it and returns focus to the trigger; Tab, a click outside or
 * choosing a link closes it. The links are rendered only while it is open (the header's mobile
 * panel has them in the HTML for visitors without JavaScript).
 */
export function NavMenu({ label, links, triggerClassName }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<FocusTarget>('list');

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (focus: FocusTarget) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = items();
    const target = focusOnOpen.current === 'first' ? all[0] : focusOnOpen.current === 'last' ? all.at(-1) : listRef.current;
    target?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) close(false);
    // detail 0: Enter or Space on the trigger, which moves focus to the first link.
    else openMenu(event.detail === 0 ? 'first' : 'list');
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) {
        const all = items();
        (event.key === 'ArrowDown' ? all[0] : all.at(-1))?.focus();
      } else {
        openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(current + 1);
      case 'ArrowUp':
        return focusAt(current < 0 ? -1 : current - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(-1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const key = event.key.toLowerCase();
          for (let step = 1; step <= all.length; step += 1) {
            const index = (current + step) % all.length;
            if (all[index]?.textContent?.trim().toLowerCase().startsWith(key)) return focusAt(index);
          }
        }
    }
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as Element).closest('a')) close(false);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        id={`${id}-trigger`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown aria-hidden="true" focusable="false" size="1em" className={styles.indicator} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          tabIndex={-1}
          className={styles.list}
          onKeyDown={onListKeyDown}
          onClick={onListClick}
        >
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link href={link.to} role="menuitem" tabIndex={-1} className={styles.item}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
