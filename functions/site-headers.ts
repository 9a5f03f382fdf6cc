/**
 * The headers the site sends with its files, in one place: the app (app.ts) sets them on every
 * response, and the build writes them into `dist/client/_headers` (headersFile below) for a
 * static host that reads that format (Netlify, Cloudflare Pages), so a page served from a CDN
 * carries the same policy as the same page served by the Node or Deno server.
 */
import { stripeFormTargets } from '../domain/checkout-form';

export function contentSecurityPolicy(scriptHashes: readonly string[] = [], styleHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  const styles = ["'self'", ...styleHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${stripeFormTargets.join(' ')}`,
    "object-src 'none'",
  ].join('; ');
}

/** Sent with every response, whatever it is. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The folder of the build whose file names carry a hash of their content (Vite's output). */
const hashedAssetsFolder = 'assets';

const cacheControl = {
  /** a hashed asset never changes under its name */
  immutable: 'public, max-age=31536000, immutable',
  /** anything else may be kept but is checked again before each use */
  revalidate: 'no-cache',
} as const;

/** The hashes each prerendered page's policy allows (dist/csp.json, dist/csp-styles.json). */
export interface PageHashes {
  scripts: Readonly<Record<string, readonly string[]>>;
  styles: Readonly<Record<string, readonly string[]>>;
}

/** The route an HTML file of the build answers ('/', '/about', '/404'); null for other files. */
export function routeOfFile(relativePath: string): string | null {
  if (!relativePath.endsWith('.html')) return null;
  if (relativePath === 'index.html') return '/';
  if (relativePath.endsWith('/index.html')) return `/${relativePath.slice(0, -'/index.html'.length)}`;
  return `/${relativePath.slice(0, -'.html'.length)}`;
}

/**
 * Beyond the security headers, what a file of the build is sent with: its caching, and its
 * policy (a page's own script and style hashes; the strict policy for anything else).
 * `relativePath` uses `/`, relative to the built site's root.
 */
export function fileHeaders(relativePath: string, hashes: PageHashes): Record<string, string> {
  const route = routeOfFile(relativePath);
  return {
    'Cache-Control': relativePath.startsWith(`${hashedAssetsFolder}/`) ? cacheControl.immutable : cacheControl.revalidate,
    'Content-Security-Policy': route === null ? contentSecurityPolicy() : contentSecurityPolicy(hashes.scripts[route] ?? [], hashes.styles[route] ?? []),
  };
}

/** Cloudflare Pages reads at most this many rules, and header lines of at most this length. */
export const headersFileLimits = { rules: 100, lineLength: 2000 } as const;

/** Files the build leaves beside others that are never a visitor's address (compressed copies). */
const isServedFile = (relativePath: string) =>
  !/\.(br|gz)$/.test(relativePath) && !relativePath.split('/').some((segment) => segment.startsWith('.')) && relativePath !== headersFileName;

export const headersFileName = '_headers';

/**
 * `_headers` for the built site, given its files (paths relative to its root, with `/`).
 *
 * Both hosts apply every rule whose path matches, and Cloudflare joins two values of one header
 * with a comma (two CSPs would both be enforced), so no header is set by two rules for one path:
 * - `/*`: the security headers, the same for every response;
 * - `/assets/*`: the hashed assets' caching and the strict policy;
 * - one rule per other file: its caching and policy. A page is addressed as its folder with the
 *   slash (`/about/`), which is where Cloudflare Pages serves `about/index.html` (it redirects
 *   `/about` there), and Netlify's rule paths match with or without the slash.
 * The not-found page is served at any unknown address, where only `/*` applies: its policy is
 * the meta tag the page carries (scripts/csp.ts), with the same hashes.
 */
export function headersFile(files: readonly string[], hashes: PageHashes): string {
  const rules: Array<{ path: string; headers: Record<string, string> }> = [{ path: '/*', headers: { ...securityHeaders } }];
  const assetHeaders = fileHeaders(`${hashedAssetsFolder}/any`, hashes);
  rules.push({ path: `/${hashedAssetsFolder}/*`, headers: assetHeaders });
  for (const file of [...files].filter(isServedFile).sort()) {
    if (file.startsWith(`${hashedAssetsFolder}/`) || file === '404.html') continue;
    rules.push({ path: addressOf(file), headers: fileHeaders(file, hashes) });
  }
  if (rules.length > headersFileLimits.rules) {
    throw new Error(`_headers would need ${rules.length} rules; Cloudflare Pages reads ${headersFileLimits.rules}. Group files under a folder with one rule.`);
  }
  const lines = ['# Written by the build (scripts/build.ts) from functions/site-headers.ts: the headers the server sends.'];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) {
      const line = `  ${name}: ${value}`;
      if (line.length > headersFileLimits.lineLength) throw new Error(`_headers: the ${name} line of ${rule.path} is ${line.length} characters; Cloudflare Pages reads ${headersFileLimits.lineLength}.`);
      lines.push(line);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The address a static host serves a file at. */
function addressOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}
