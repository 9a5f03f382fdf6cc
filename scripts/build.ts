/**
 * Builds the site: the client bundle, the server renderer, then every public route prerendered
 * to HTML (plus the guarded routes' shells and the not-found page), with per-page CSP hashes,
 * inline critical CSS, and the scripts loaded after the first paint; a document page
 * (domain/page-kinds.ts) gets no framework script, only the assistant island.
 *
 *   dist/client/            what the server serves (HTML, hashed assets, public files,
 *                           sitemap.xml and robots.txt for the site's origin), each text file
 *                           with Brotli and gzip copies beside it (x.js.br, x.js.gz), and
 *                           `_headers`: the server's headers per address, for a static host
 *                           (Netlify, Cloudflare Pages; docs/deploy.md)
 *   dist/server/            the renderer, and pages.json (the router manifest and the font faces
 *                           taken out of the stylesheets), for the few pages the server renders
 *                           itself (functions/form-posts.ts)
 *   dist/csp.json           { "<path>": ["'sha256-...'"] } read by functions/app.ts
 *   dist/csp-styles.json    the same for each page's inline critical CSS (scripts/critical-css.ts)
 *   dist/build-stamp.json   what the build was made from, for `npm start` to tell if it is stale
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { defaultSiteOrigin, guardedPages, publicPages } from '../domain/pages';
import { pageKindOf } from '../domain/page-kinds';
import { buildRouterManifest, type ViteManifest } from './site-manifest';
import { fontFacesOf, withoutFontFaces } from './critical-css';
import { finishPage, type RenderedPagesConfig } from './finish-page';
import { sourceStamp } from './source-stamp';
import { robotsTxt, sitemapXml } from './seo-files';
import { precompress } from './precompress';
import { headersFile, headersFileName } from '../functions/site-headers';

const root = process.cwd();
const dist = join(root, 'dist');
const clientDir = join(dist, 'client');
/** The document pages' only module: the assistant island (vite.config.ts's second entry). */
const islandEntry = 'app/assistant/island.ts';

/** Paths rendered at build time; the key is the path, the value the file under dist/client. */
export function prerenderTargets(): Array<{ path: string; file: string; expectStatus: number }> {
  const pages = [...Object.keys(publicPages), ...Object.keys(guardedPages)].map((path) => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    expectStatus: 200,
  }));
  return [...pages, { path: '/404', file: '404.html', expectStatus: 404 }];
}

async function main() {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  const mode = process.env.BUILD_MODE ?? 'production';
  await build({ mode, logLevel: 'warn' });
  await build({ mode, logLevel: 'warn', build: { ssr: 'app/entry-server.tsx' } });

  const viteManifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const routerManifest = buildRouterManifest(viteManifest);
  const islandFile = viteManifest[islandEntry]?.file;
  if (!islandFile) throw new Error(`${islandEntry} is missing from the Vite manifest`);
  const island = { src: `/${islandFile}` };
  const { renderPage } = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as typeof import('../app/entry-server');

  const csp: Record<string, string[]> = {};
  const cspStyles: Record<string, string[]> = {};
  const inlinedCss = new Set<string>();
  const readCss = (href: string) => readFile(join(clientDir, href), 'utf8');
  for (const target of prerenderTargets()) {
    const page = await renderPage(target.path, routerManifest);
    if (page.status !== target.expectStatus) {
      throw new Error(`prerender ${target.path}: status ${page.status}, expected ${target.expectStatus}`);
    }
    // The first paint needs no stylesheet request (the rules the page can use are inlined), and
    // the scripts start after it; a document page has none but the assistant island
    // (domain/page-kinds.ts, scripts/finish-page.ts).
    const documentIsland = pageKindOf(target.path) === 'document' ? island : undefined;
    const { html, scriptHashes, styleHashes, inlinedCss: inlined } = await finishPage(page.html, readCss, documentIsland);
    for (const href of inlined) inlinedCss.add(href);
    csp[target.path] = scriptHashes;
    cspStyles[target.path] = styleHashes;
    const out = join(clientDir, target.file);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, html);
  }
  // Fonts are declared once, in each page's inline style (see scripts/critical-css.ts). The
  // server renders a page too (a form posted before its scripts arrived): it gets the stripped
  // faces and the router manifest from dist/server/pages.json.
  const fontFaces: Record<string, string> = {};
  for (const href of inlinedCss) {
    const file = join(clientDir, href);
    const css = await readFile(file, 'utf8');
    const stripped = withoutFontFaces(css);
    if (stripped !== css) {
      fontFaces[href] = fontFacesOf(css);
      await writeFile(file, stripped);
    }
  }
  const pagesForServer: RenderedPagesConfig = { routerManifest, fontFaces };
  await writeFile(join(dist, 'server/pages.json'), JSON.stringify(pagesForServer));
  await writeFile(join(dist, 'csp.json'), JSON.stringify(csp, null, 2));
  await writeFile(join(dist, 'csp-styles.json'), JSON.stringify(cspStyles, null, 2));
  // The same origin the pages' canonical URLs use (app/seo.ts reads it through Vite).
  const origin = loadEnv(mode, root, 'VITE_').VITE_SITE_ORIGIN || defaultSiteOrigin;
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(origin, new Date()));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(origin));
  // The manifest served its purpose; it is not for visitors.
  await rm(join(clientDir, '.vite'), { recursive: true, force: true });
  // Last, once every file is final: the compressed copies the server sends, and the same headers
  // as the server's for a static host (functions/site-headers.ts).
  await precompress(clientDir);
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  await writeFile(join(clientDir, headersFileName), headersFile(files, { scripts: csp, styles: cspStyles }));
  await writeFile(join(dist, 'build-stamp.json'), JSON.stringify({ stamp: await sourceStamp(root), mode }));
  console.log(`Built ${Object.keys(csp).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
