import type { ComponentProps } from 'react';
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { ChevronDown } from 'lucide-react';
import * as styles from './Menu.css';

const cx = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');

export type MenuRootProps = ComponentProps<typeof ArkMenu.Root>;

/**
 * Ark Menu. Items mount on first open (a closed menu adds nothing to the page's HTML).
 * Arrow keys, Home/End, typeahead and Escape come from Ark.
 */
export function MenuRoot({ lazyMount = true, ...props }: MenuRootProps) {
  return <ArkMenu.Root lazyMount={lazyMount} {...props} />;
}

export interface MenuTriggerProps extends ComponentProps<typeof ArkMenu.Trigger> {
  /** Show the chevron after the label (default true). */
  readonly indicator?: boolean;
}

export function MenuTrigger({ className, children, indicator = true, asChild, ...props }: MenuTriggerProps) {
  if (asChild) return <ArkMenu.Trigger asChild {...props}>{children}</ArkMenu.Trigger>;
  return (
    <ArkMenu.Trigger {...props} className={cx(styles.trigger, className)}>
      {children}
      {indicator ? (
        <span className={styles.triggerIndicator}>
          <ChevronDown aria-hidden="true" focusable="false" size="1em" />
        </span>
      ) : null}
    </ArkMenu.Trigger>
  );
}

export interface MenuContentProps extends ComponentProps<typeof ArkMenu.Content> {
  /** Render into document.body (use when an ancestor clips overflow). Default false. */
  readonly portalled?: boolean;
}

/** Positioner and the list panel in one part. */
export function MenuContent({ className, portalled = false, ...props }: MenuContentProps) {
  const panel = (
    <ArkMenu.Positioner className={styles.positioner}>
      <ArkMenu.Content {...props} className={cx(styles.content, className)} />
    </ArkMenu.Positioner>
  );
  return portalled ? <Portal>{panel}</Portal> : panel;
}

export type MenuItemProps = ComponentProps<typeof ArkMenu.Item>;

/**
 * One item. To make it a link, wrap a router `Link` with `asChild`:
 * `<MenuItem value="heat-map" asChild><Link to="/heat-map">Heat Maps</Link></MenuItem>`.
 * Enter on a highlighted link item clicks it, so the router navigates.
 */
export function MenuItem({ className, ...props }: MenuItemProps) {
  return <ArkMenu.Item {...props} className={cx(styles.item, className)} />;
}

export type MenuSeparatorProps = ComponentProps<typeof ArkMenu.Separator>;

export function MenuSeparator({ className, ...props }: MenuSeparatorProps) {
  return <ArkMenu.Separator {...props} className={cx(styles.separator, className)} />;
}

export type MenuItemGroupProps = ComponentProps<typeof ArkMenu.ItemGroup>;

export const MenuItemGroup = ArkMenu.ItemGroup;

export type MenuItemGroupLabelProps = ComponentProps<typeof ArkMenu.ItemGroupLabel>;

export function MenuItemGroupLabel({ className, ...props }: MenuItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel {...props} className={cx(styles.groupLabel, className)} />;
}
