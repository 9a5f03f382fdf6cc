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
import { LinkComponentProvider } from '../design-system';
import '../design-system/tokens/fonts.css';
import '../design-system/tokens/global.css';
import { disableAnimationsAttribute } from '../design-system/tokens/global.css';
import { themeAttribute, themeNames, webFontsAttribute, type ThemeName } from '../design-system/tokens/themes.css';
import { StoryLink, StoryPageProvider } from './StoryLink';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * The page the story is on: where its memory router starts (for the app's router links)
     * and the current page of the design system's links (StoryLink.tsx). Default '/'.
     */
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
  // the web fonts, as on a visit after the first (the page's head script sets it there)
  document.documentElement.setAttribute(webFontsAttribute, '');
  return <Story />;
};

/**
 * The design system's links are plain anchors that stay in the story (StoryLink.tsx), current on
 * `parameters.route`; the design system itself never sees the router.
 */
const withLinks: Decorator = (Story, { parameters }) => (
  <StoryPageProvider path={parameters.route ?? '/'}>
    <LinkComponentProvider linkComponent={StoryLink}>
      <Story />
    </LinkComponentProvider>
  </StoryPageProvider>
);

/**
 * The app's stories render pages that use the router (its typed `Link`, hooks): the story is
 * rendered as the root route's component of a tiny memory router, so they work without the app's
 * route tree. The router is built and
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
  // Decorators run inside out: the links' provider wraps the story, the router that, the theme all.
  decorators: [withLinks, withRouter, withTheme],
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
