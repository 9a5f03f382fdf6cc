import { createContext, useContext, useState, type ReactNode } from 'react';
import { action } from 'storybook/actions';
import type { LinkComponentProps } from '../design-system';

/**
 * The design system's link component in Storybook (the app's is built on the router,
 * app/RouterLink.tsx): a plain anchor. A link to a page of the site stays in the story: the
 * click is logged in the Actions panel and becomes the story's current page, so the active state
 * (aria-current, data-status) follows as in the app. The first page is `parameters.route`.
 */
const StoryPage = createContext<{ path: string; go: (path: string) => void }>({ path: '/', go: () => {} });

export function StoryPageProvider({ path, children }: { path: string; children: ReactNode }) {
  const [current, go] = useState(path);
  return <StoryPage.Provider value={{ path: current, go }}>{children}</StoryPage.Provider>;
}

const logNavigation = action('navigate');

/** As the router's Link: 'exact' is the path itself, 'prefix' the path or a page below it. */
function isCurrent(currentPath: string, linkPath: string, match: LinkComponentProps['activeMatch']) {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const [current, target] = [trim(currentPath), trim(linkPath)];
  if (current === target || match === 'exact') return current === target;
  return target === '/' || current.startsWith(`${target}/`);
}

export function StoryLink({ href, activeMatch = 'prefix', onClick, ...props }: LinkComponentProps) {
  const { path, go } = useContext(StoryPage);
  const internal = href.startsWith('/') && !href.startsWith('//');
  const targetPath = new URL(href, 'http://localhost').pathname;
  const current = internal && isCurrent(path, targetPath, activeMatch);
  return (
    <a
      href={href}
      {...(current ? { 'aria-current': 'page' as const, 'data-status': 'active' } : {})}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        logNavigation(href);
        go(targetPath);
      }}
    />
  );
}
