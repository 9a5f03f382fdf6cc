import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import * as styles from './Tabs.css';
import type { TabsVariants } from './Tabs.css';


export type TabsRootProps = ComponentProps<typeof ArkTabs.Root> & TabsVariants;

/**
 * Ark Tabs with the site's styles. Controlled (`value` + `onValueChange`) or not
 * (`defaultValue`). Every panel is rendered by default so marketing content is in the
 * server HTML; pass `lazyMount` (and `unmountOnExit`) for heavy panels such as demos.
 */
export function TabsRoot({ variant, className, ...props }: TabsRootProps) {
  return <ArkTabs.Root {...props} className={clsx(styles.root({ variant }), className)} />;
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
  return <ArkTabs.Content {...props} className={clsx(styles.content, className)} />;
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
