import { createContext, useContext, type ComponentType } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../design-system/tokens/fonts.css';
import '../design-system/tokens/global.css';
import { disableAnimationsAttribute } from '../design-system/tokens/global.css';
import { themeAttribute, themeNames, type ThemeName } from '../design-system/tokens/themes.css';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The URL the story's memory router starts at (for `Link` active states). Default '/'. */
    route?: string;
  }
}

/**
 * The story test run checks the light theme by default; run it again with
 * `VITE_STORYBOOK_THEME=dark npx vitest run --project storybook` to check every story in dark.
 */
const initialTheme: ThemeName = import.meta.env.VITE_STORYBOOK_THEME === 'dark' ? 'dark' : 'light';

/** Sets the theme on <html>, exactly as the app does, so the page background follows too. */
const withTheme: Decorator = (Story, { globals }) => {
  const theme: ThemeName = themeNames.includes(globals.theme) ? globals.theme : initialTheme;
  document.documentElement.setAttribute(themeAttribute, theme);
  document.documentElement.setAttribute(disableAnimationsAttribute, '');
  return <Story />;
};

/**
 * The story is rendered as the root route's component of a tiny memory router, so TanStack
 * `Link` works (href, active state) without the app's route tree. The router is built and
 * loaded in a loader, so the story is on screen by the time a play function runs.
 */
// A fresh object per render, so a change of args or globals reaches the story through the
// router's memoised matches.
const CurrentStory = createContext<{ Story: ComponentType } | null>(null);

function RootComponent() {
  const current = useContext(CurrentStory);
  return current ? <current.Story /> : null;
}

const routerLoader: Loader = async ({ parameters }) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: RootComponent }),
    history: createMemoryHistory({ initialEntries: [parameters.route ?? '/'] }),
  });
  await router.load();
  return { router };
};

/**
 * The web fonts are `font-display: optional` (design-system/tokens/fonts.css): text rendered
 * before a font has loaded keeps its fallback. Load them before any story renders, so stories
 * (and their screenshots) always show the real fonts.
 */
const fontsLoader: Loader = async () => {
  await Promise.all(['400 1em "Inter Variable"', '700 1em "Bricolage Grotesque Variable"'].map((font) => document.fonts.load(font)));
  return {};
};

const withRouter: Decorator = (Story, { loaded }) => {
  const router = loaded.router as AnyRouter;
  return (
    <CurrentStory.Provider value={{ Story }}>
      <RouterProvider router={router} />
    </CurrentStory.Provider>
  );
};

const preview: Preview = {
  // Decorators run inside out: the router wraps the story, the theme wraps both.
  decorators: [withRouter, withTheme],
  loaders: [mswLoader(), fontsLoader, routerLoader],
  globalTypes: {
    theme: {
      description: 'Colour theme (sets data-theme on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: initialTheme,
  },
  parameters: {
    layout: 'padded',
    a11y: {
      // An axe violation fails the story test (and shows red in the a11y panel).
      test: 'error',
    },
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
  },
  tags: ['autodocs'],
};

export default preview;
