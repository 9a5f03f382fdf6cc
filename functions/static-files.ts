/**
 * Serves the built site (dist/client) safely: no dotfiles or dot-folders (so never the Vite
 * manifest under .vite/), not the static hosts' `_headers`, no way out of the folder, `/x/y`
 * answered by `x/y/index.html`, and an unknown path answered by 404.html with status 404. A
 * text file is sent as the Brotli or gzip copy the build wrote beside it (scripts/precompress.ts)
 * when the browser accepts that encoding.
 */
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { headersFileName, routeOfFile } from './site-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export interface StaticFile {
  filePath: string;
  stats: Stats;
  status: 200 | 404;
  /** for HTML: the route path whose CSP hashes apply ('/', '/about', '/404') */
  route: string | null;
}

function fileAt(filePath: string): Stats | null {
  try {
    const stats = statSync(filePath);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function routeOf(root: string, filePath: string): string | null {
  return routeOfFile(path.relative(root, filePath).split(path.sep).join('/'));
}

/** Finds the file for a URL path, or the 404 page; null when neither exists. */
export function resolveStaticFile(root: string, pathname: string): StaticFile | null {
  const found = findFile(root, pathname);
  if (found) return { ...found, status: 200, route: routeOf(root, found.filePath) };
  const notFoundPage = path.join(root, '404.html');
  const stats = fileAt(notFoundPage);
  return stats ? { filePath: notFoundPage, stats, status: 404, route: '/404' } : null;
}

function findFile(root: string, pathname: string): { filePath: string; stats: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  // Hidden names (and '.', '..') are never served: .vite/manifest.json, .env, .git...
  if (segments.some((s) => s.startsWith('.'))) return null;
  // The static hosts' header rules (site-headers.ts) are read by them, not served.
  if (segments.length === 1 && segments[0] === headersFileName) return null;
  const target = path.resolve(root, ...segments);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (segments.length > 0 && !decoded.endsWith('/')) {
    const stats = fileAt(target);
    if (stats) return { filePath: target, stats };
  }
  const index = path.join(target, 'index.html');
  const stats = fileAt(index);
  return stats ? { filePath: index, stats } : null;
}

/** Text types the build may have precompressed (see scripts/precompress.ts). */
function compressible(filePath: string): boolean {
  const type = contentTypeOf(filePath);
  return type.startsWith('text/') || type.startsWith('application/json') || type.startsWith('application/xml') || type.startsWith('application/manifest+json') || type === 'image/svg+xml' || type === 'image/x-icon';
}

function contentTypeOf(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The precompressed copies the build writes beside a text file, best first. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header allows `encoding` (listed, or `*`, with a non-zero q). */
export function acceptsEncoding(acceptEncoding: string | null, encoding: string): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (name.trim() === encoding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

/** The file to send for a request: a precompressed copy when there is one the client accepts. */
function variantFor(request: Request, file: StaticFile): { path: string; stats: Stats; encoding: string | null } {
  const accept = request.headers.get('accept-encoding');
  for (const { encoding, suffix } of precompressed) {
    if (!acceptsEncoding(accept, encoding)) continue;
    const stats = fileAt(file.filePath + suffix);
    if (stats) return { path: file.filePath + suffix, stats, encoding };
  }
  return { path: file.filePath, stats: file.stats, encoding: null };
}

/** `extraHeaders`: the file's caching and policy (site-headers.ts fileHeaders). */
export function fileResponse(request: Request, file: StaticFile, extraHeaders: Readonly<Record<string, string>>): Response {
  const variant = variantFor(request, file);
  const headers = new Headers({
    ...extraHeaders,
    'Content-Type': contentTypeOf(file.filePath),
    ETag: `W/"${variant.stats.size.toString(16)}-${Math.floor(variant.stats.mtimeMs).toString(16)}"`,
    'Last-Modified': file.stats.mtime.toUTCString(),
  });
  if (compressible(file.filePath)) headers.set('Vary', 'Accept-Encoding');
  if (variant.encoding) headers.set('Content-Encoding', variant.encoding);
  if (file.status === 200 && request.headers.get('if-none-match') === headers.get('ETag')) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(variant.stats.size));
  if (request.method === 'HEAD') return new Response(null, { status: file.status, headers });
  const body = Readable.toWeb(createReadStream(variant.path)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: file.status, headers });
}

/**
 * `dist/csp.json` (inline scripts) or `dist/csp-styles.json` (inline critical CSS):
 * `{ "<route path>": ["sha256-...", ...] }`, written by the prerender.
 */
export function loadCspHashes(file: string): Record<string, string[]> {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const result: Record<string, string[]> = {};
    for (const [route, hashes] of Object.entries(data)) {
      if (Array.isArray(hashes)) result[route] = hashes.filter((h): h is string => typeof h === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(h));
    }
    return result;
  } catch {
    return {};
  }
}
