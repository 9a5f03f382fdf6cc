import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/**
 * One config for the three builds (client, server renderer, dev). The server-render build is
 * `vite build --ssr app/entry-server.tsx` (see scripts/build.ts); both builds run in the same
 * mode so vanilla-extract class names match and hydration finds the same markup.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'app/routes',
      generatedRouteTree: 'app/route-tree.gen.ts',
      routeFileIgnorePrefix: '-',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  // Production assets only: the MSW worker lives in a Storybook/dev-only folder.
  publicDir: 'app/public',
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          // The app's entry (application pages) and the assistant island (document pages,
          // domain/page-kinds.ts): two entries, so the island imports nothing of the app's.
          input: ['app/entry-client.tsx', 'app/assistant/island.ts'],
          output: {
            // Grouped chunks are named after every entry that shares them; keep file names short.
            chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
            codeSplitting: {
              // React and the router are needed by every page: one file, not a dozen small
              // shared chunks (fewer requests on a slow connection).
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store|seroval|cookie-es|tiny-invariant|tiny-warning|isbot)[\\/]/,
                },
                // The domain tables the app shell itself needs (header and footer links, page
                // titles for <head>): one file instead of one per module.
                { name: 'shell', tags: ['$initial'], test: /[\\/]domain[\\/]/ },
                // Every design-system module the entry loads (primitives, and the area components
                // that restyle them, such as the assistant launcher over Button) in one chunk, so in
                // one stylesheet, primitives first. A route's chunk that imports a primitive makes
                // Vite append that chunk's stylesheet again after the page's own (at hydration); were
                // Button's rules in a file of their own, that second copy would come after the
                // launcher's and win every tie. In one file, the copy keeps the order inside it.
                { name: 'design-system', tags: ['$initial'], test: /[\\/]design-system[\\/]/ },
                // Icons are tiny modules shared by different sets of pages: grouped by the pages
                // that use them, with the smallest groups merged, so a page fetches a few icon
                // files instead of one per icon.
                { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 2500 },
              ],
            },
          },
        },
      },
  ssr: {
    // Bundle what renders (CSS-in-TS, Ark's ESM) so the server build is self-contained.
    noExternal: [/@ark-ui\//, /@zag-js\//, /@vanilla-extract\//, /@fontsource/],
  },
}));
