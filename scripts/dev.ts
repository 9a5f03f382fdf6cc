/**
 * `npm run dev`: the Vite dev server with hot reload, rendering pages on the server like the
 * production build does, with every backend call answered by MSW in the browser (fully
 * offline: no functions, no database). Set VITE_USE_MSW=false to call a running `npm start`.
 */
import { createServer as createHttpServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createServer as createViteServer } from 'vite';
import type { ServerManifest } from '@tanstack/router-core';
import { defaultSiteOrigin } from '../domain/pages';

const port = Number(process.env.PORT ?? 5173);
const devManifest: ServerManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/app/entry-client.tsx' } }] } },
};

async function main() {
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const server = createHttpServer((req, res) => {
    vite.middlewares(req, res, async () => {
      const url = req.url ?? '/';
      try {
        if (url === '/mockServiceWorker.js') {
          // Development only: the worker never sits in the production public folder.
          res.setHeader('Content-Type', 'text/javascript');
          res.end(await readFile('.storybook/public/mockServiceWorker.js'));
          return;
        }
        if (url === '/sitemap.xml' || url === '/robots.txt') {
          // Built from domain/pages.ts for the canonical origin, as the production build does.
          const seo = (await vite.ssrLoadModule('/scripts/seo-files.ts')) as typeof import('./seo-files');
          const origin = (vite.config.env.VITE_SITE_ORIGIN as string | undefined) || defaultSiteOrigin;
          res.setHeader('Content-Type', url === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8');
          res.end(url === '/robots.txt' ? seo.robotsTxt(origin) : seo.sitemapXml(origin, new Date()));
          return;
        }
        const { renderPage } = (await vite.ssrLoadModule('/app/entry-server.tsx')) as typeof import('../app/entry-server');
        const page = await renderPage(url, devManifest);
        const viteHead = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
        const headScripts = viteHead.slice(viteHead.indexOf('<head>') + 6, viteHead.indexOf('</head>'));
        res.statusCode = page.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page.html.replace('</head>', `${headScripts}</head>`));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        console.error(error);
        res.statusCode = 500;
        res.end(String((error as Error).stack ?? error));
      }
    });
  });
  server.listen(port, () => console.log(`Dev server (MSW in the browser) at http://localhost:${port}`));
}

void main();
