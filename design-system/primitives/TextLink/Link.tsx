import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/**
 * What every link of the design system hands the link component the app provides (as braid's
 * `LinkComponentProps`): an anchor's props, with `href` required. An href starting with `/` is a
 * page of the site; anything else (https:, mailto:, tel:) is external.
 */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /**
   * When the link is the current page's (the component then sets `aria-current="page"` and
   * `data-status="active"`, which the header and menus style): 'exact' at its path only,
   * 'prefix' also on the pages below it. Absent: 'prefix'.
   */
  activeMatch?: 'exact' | 'prefix';
}

/** The link component an app passes to `LinkComponentProvider`, e.g. one built on its router's link. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, so the design system renders without any router. */
function PlainAnchor({ activeMatch: _activeMatch, ...props }: LinkComponentProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkComponentProviderProps {
  /** Renders every link of the design system below it. */
  linkComponent: LinkComponent;
  children?: ReactNode;
}

/**
 * Sets the component every design-system link renders with (braid's `BraidProvider
 * linkComponent`): the app passes one built on its router (client navigation, preloading, the
 * active state), Storybook one that stays in the story. Without a provider links are plain anchors.
 */
export function LinkComponentProvider({ linkComponent, children }: LinkComponentProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect (a plain anchor unless a `LinkComponentProvider` set one). */
function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

export type LinkProps = Omit<LinkComponentProps, 'activeMatch'> & {
  /**
   * Mark the link current only on exactly its page. Default: only the home page's link (`/`),
   * which every page would otherwise be below.
   */
  exact?: boolean;
};

/**
 * An unstyled link through the app's link component (braid's `Link`), for a page of the site or
 * another site. Style it with `className`, or put it inside `TextLink asChild` or `Button asChild`.
 */
export function Link({ exact, ...props }: LinkProps) {
  const LinkComponent = useLinkComponent();
  // The component comes from context, set once at the root: the same one on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <LinkComponent activeMatch={(exact ?? props.href === '/') ? 'exact' : 'prefix'} {...props} />;
}
