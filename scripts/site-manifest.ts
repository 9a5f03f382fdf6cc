/**
 * Turns Vite's build manifest into the router manifest TanStack Router needs to emit each
 * page's CSS links, preloads and entry script. Outside TanStack Start nobody builds it for us.
 */
import type { ServerManifest } from '@tanstack/router-core';

export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export const clientEntry = 'app/entry-client.tsx';

/** `app/routes/services.index.tsx` -> `/services/`; `__root` -> `__root__` (TanStack route ids). */
export function routeIdOfFile(file: string): string | null {
  const match = /^app\/routes\/(.+)\.tsx$/.exec(file);
  if (!match?.[1] || match[1].includes('/')) return null;
  const name = match[1];
  if (name === '__root') return '__root__';
  const segments = name.split('.');
  if (segments.at(-1) === 'index') segments[segments.length - 1] = '';
  return `/${segments.join('/')}`;
}

function walk(manifest: ViteManifest, key: string, seen: Set<string>, out: { css: Set<string>; js: Set<string> }) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, out);
  // A chunk's own CSS after the CSS of what it imports (as Vite links it): a component that
  // restyles a shared one (the assistant launcher over Button) must come later to win.
  for (const css of chunk.css ?? []) out.css.add(`/${css}`);
}

function assetsOf(manifest: ViteManifest, key: string) {
  const out = { css: new Set<string>(), js: new Set<string>() };
  walk(manifest, key, new Set(), out);
  return { css: [...out.css], js: [...out.js] };
}

export function buildRouterManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} is missing from the Vite manifest`);
  const root = assetsOf(manifest, clientEntry);
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: root.css,
      preloads: root.js.filter((file) => file !== `/${entry.file}`),
      // The nested `attrs` form matters: a flat { type, src } renders no script tag at all.
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  };
  for (const key of Object.keys(manifest)) {
    const [file, query] = key.split('?');
    if (!file || !query?.includes('tsr-split')) continue;
    const routeId = routeIdOfFile(file);
    if (!routeId) continue;
    const assets = assetsOf(manifest, key);
    const existing = routes[routeId];
    routes[routeId] = {
      css: [...new Set([...(existing?.css ?? []), ...assets.css.filter((css) => !root.css.includes(css))])],
      preloads: [...new Set([...(existing?.preloads ?? []), ...assets.js.filter((js) => !root.js.includes(js))])],
    };
  }
  return { routes };
}
