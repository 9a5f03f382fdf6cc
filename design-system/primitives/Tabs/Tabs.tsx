import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import * as styles from './Tabs.css';
import type { TabsVariants } from './Tabs.css';

export type TabsRootProps = ComponentProps<typeof ArkTabs.Root> & TabsVariants;
type ValueChange = Parameters<NonNullable<TabsRootProps['onValueChange']>>[0];

/**
 * The id of a tab's panel, and so the fragment that links to the tab: `/ab-testing#tab-demo`.
 * Before the scripts arrive, or without them, the panel a fragment names is the one shown (a
 * rule in Tabs.css.ts, while the page is not hydrated), and the browser scrolls to it; once
 * hydrated, the tabs open that tab. Pages are prerendered without a query, so this is the part
 * of a tab link (`?tab=demo#tab-demo`) that works from the first paint.
 */
export function tabPanelId(value: string): string {
  return `tab-${value}`;
}

/**
 * Ark Tabs with the site's styles. Controlled (`value` + `onValueChange`) or not
 * (`defaultValue`). Every panel is rendered by default so marketing content is in the
 * server HTML (and a link to a tab shows it before and without scripts: tabPanelId); pass
 * `lazyMount` (and `unmountOnExit`) for heavy panels such as demos.
 */
export function TabsRoot({ variant, className, value, defaultValue, onValueChange, ids, ...props }: TabsRootProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const change = (details: ValueChange) => {
    if (value === undefined) setOwn(details.value);
    onValueChange?.(details);
  };
  const root = useRef<HTMLDivElement>(null);
  const hashRead = useRef(false);
  // Once hydrated: the tab the address's fragment names (one of this root's own panels) opens,
  // as the pre-hydration rule showed it, before the page paints again.
  useLayoutEffect(() => {
    if (hashRead.current) return;
    hashRead.current = true;
    const target = window.location.hash.slice(1);
    const panel = target ? root.current?.querySelector(`:scope > [id="${CSS.escape(target)}"]`) : null;
    const tab = panel?.getAttribute('data-tab-value');
    if (tab && tab !== current) change({ value: tab });
  });
  return (
    <ArkTabs.Root
      {...props}
      ref={root}
      ids={{ content: tabPanelId, ...ids }}
      {...(current === undefined ? {} : { value: current })}
      onValueChange={change}
      className={clsx(styles.root({ variant }), className)}
    />
  );
}

export type TabsListProps = ComponentProps<typeof ArkTabs.List>;

export function TabsList({ className, ...props }: TabsListProps) {
  return <ArkTabs.List {...props} className={clsx(styles.list, className)} />;
}

export type TabsTriggerProps = ComponentProps<typeof ArkTabs.Trigger>;

/** A tab. With `asChild` it can wrap a router `Link` (set `navigate` on the root then). */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <ArkTabs.Trigger {...props} className={clsx(styles.trigger, className)} />;
}

export type TabsContentProps = ComponentProps<typeof ArkTabs.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <ArkTabs.Content {...props} data-tab-value={props.value} className={clsx(styles.content, className)} />;
}

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  readonly disabled?: boolean;
}

export interface TabsProps extends Omit<TabsRootProps, 'children'> {
  readonly items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "A/B Testing sections". */
  readonly label: string;
}

/**
 * The common case in one line: a labelled tab list and its panels from data.
 * For anything else (links as tabs, extra content beside the list) compose the parts.
 */
export function Tabs({ items, label, defaultValue, value, ...rootProps }: TabsProps) {
  return (
    <TabsRoot
      {...rootProps}
      {...(value === undefined ? { defaultValue: defaultValue ?? items[0]?.value } : { value })}
    >
      <TabsList aria-label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
