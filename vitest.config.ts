import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumPath, chromiumArgs } from './scripts/chromium.ts';

/**
 * One kind of test per project:
 * - unit: domain, functions, mocks, machines, the design tokens' helpers, in Node;
 * - storybook: every story as a test in real Chromium (play functions, errors, axe);
 * - e2e: Playwright-driven Chromium against the built server (see e2e/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // design-system/ is tested through its stories; its tokens are plain functions and
          // tables, with unit tests of their own.
          include: ['{domain,functions,mocks,app,scripts}/**/*.test.{ts,tsx}', 'design-system/tokens/**/*.test.ts'],
          // A timeout only catches a hang: tests that open a database or start a server take
          // seconds alone and several times that while three projects share two cores.
          testTimeout: 60_000,
          // Opening a PGlite database and migrating it takes 3-5 s alone, and over 30 s seen in CI
          // while the storybook and e2e projects share the machine's two cores.
          hookTimeout: 90_000,
        },
      },
      {
        // React and vanilla-extract come from Storybook's own Vite config (.storybook/main.ts
        // viteFinal); listing them here too would run each plugin twice.
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundle every dependency a story can reach, so Vite never re-optimises in the
        // middle of a run (which reloads the page and fails whichever story was loading).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            '@tanstack/react-router',
            '@tanstack/react-query',
            '@ark-ui/react/factory',
            '@ark-ui/react/portal',
            '@ark-ui/react/tabs',
            '@ark-ui/react/switch',
            '@ark-ui/react/field',
            '@ark-ui/react/dialog',
            '@ark-ui/react/accordion',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'lucide-react',
            'd3-scale',
            'd3-shape',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'zod',
            'storybook/test',
            '@storybook/addon-docs',
            '@storybook/react-dom-shim',
            'xstate',
            '@xstate/react',
            '@xyflow/react',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
