import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavLink } from '../../../domain/navigation';
import { Link } from '../../primitives/TextLink';
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
 * A button that shows a list of page links, made with the Popover API so it works before (or
 * without) the page's scripts: the trigger's `popovertarget` opens and closes the list by pointer,
 * Enter and Space; Escape or a click elsewhere closes it and the browser returns focus to the
 * trigger; the browser tells assistive technology whether it is expanded; Tab walks the links.
 *
 * Once scripts run, it becomes a WAI-ARIA menu button (roles, aria-expanded, roving focus):
 * Enter, Space or ArrowDown on the trigger open it on the first link, ArrowUp on the last; arrows,
 * Home, End and type-ahead move between links; Escape closes it and returns focus to the trigger;
 * Tab, a click outside or choosing a link closes it.
 */
export function NavMenu({ label, links, triggerClassName }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  // The menu roles need the keyboard handling below: until scripts run it is a plain disclosure.
  const [scripted, setScripted] = useState(false);
  const id = useId();
  const listId = `${id}-menu`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<FocusTarget>('list');

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (focus: FocusTarget) => {
    focusOnOpen.current = focus;
    listRef.current?.showPopover({ source: triggerRef.current ?? undefined } as ShowPopoverOptions);
  };

  const close = (returnFocus: boolean) => {
    if (listRef.current?.matches(':popover-open')) listRef.current.hidePopover();
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setScripted(true);
    setOpen(list.matches(':popover-open'));
    // beforetoggle comes at once, whoever opens or closes it (the trigger, Escape, a click
    // elsewhere, a script); toggle comes once it is shown, when its links can take focus.
    const onBeforeToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const all = items();
      const target = focusOnOpen.current === 'first' ? all[0] : focusOnOpen.current === 'last' ? all.at(-1) : list;
      target?.focus();
    };
    list.addEventListener('beforetoggle', onBeforeToggle);
    list.addEventListener('toggle', onToggle);
    return () => {
      list.removeEventListener('beforetoggle', onBeforeToggle);
      list.removeEventListener('toggle', onToggle);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  // The browser opens or closes the list after this (popovertarget); this only says where focus goes.
  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: Enter or Space on the trigger, which moves focus to the first link.
    if (!open) focusOnOpen.current = event.detail === 0 ? 'first' : 'list';
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
        popoverTarget={listId}
        aria-haspopup={scripted ? 'menu' : undefined}
        aria-expanded={scripted ? open : undefined}
        aria-controls={listId}
        className={clsx(styles.trigger, triggerClassName)}
        onClick={onTriggerClick}
        onKeyDown={scripted ? onTriggerKeyDown : undefined}
      >
        {label}
        <ChevronDown aria-hidden="true" focusable="false" size="1em" className={styles.indicator} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        popover="auto"
        role={scripted ? 'menu' : undefined}
        aria-labelledby={`${id}-trigger`}
        tabIndex={scripted ? -1 : undefined}
        className={styles.list}
        onKeyDown={scripted ? onListKeyDown : undefined}
        onClick={onListClick}
      >
        {links.map((link) => (
          <li key={link.to} role={scripted ? 'none' : undefined}>
            <Link href={link.to} role={scripted ? 'menuitem' : undefined} tabIndex={scripted ? -1 : undefined} className={styles.item}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
