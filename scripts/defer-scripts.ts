/**
 * Scripts after the first paint. A prerendered page is whole without JavaScript (its HTML, the
 * inline critical CSS and the two preloaded fonts draw it), so the app's modules need not
 * compete with those for the connection: on a slow phone network 150-190 KB of script fetched
 * alongside them delays the first paint by about a second.
 *
 * The build replaces the page's `<link rel="modulepreload">` tags and its entry
 * `<script type="module" src>` with one small inline loader that names them in its attributes
 * (its text is the same on every page, so one CSP hash). The loader adds the preloads and
 * imports the entry once the page has painted (the task after the first
 * `requestAnimationFrame`), or after `fallbackMs` if no frame comes (a background tab).
 *
 * The scripts are the same ones, in the same order; only when their requests start changes.
 * `npm run bench` still counts them as the page's first-load JS (scripts/bench/page-weight.ts).
 */
import { decodeHtmlEntities, escapeXml } from './html-entities';

const fallbackMs = 500;

export interface DeferredScripts {
  entry: string;
  preload: string[];
}

/**
 * The inline loader. It reads its list from its own attributes (`data-entry`, `data-preload`,
 * space-separated), so its text, and its CSP hash, is the same on every page. When it runs it
 * replaces itself with the very `<script type="module" src>` the page had, so the element React
 * hydrates there is the one it rendered; the preloads go to `<head>`.
 */
export const loaderScript =
  `(()=>{let d=document,me=d.currentScript,x=me.dataset,done=0,go=()=>{if(done)return;done=1;` +
  `for(let h of x.preload.split(" ").filter(Boolean)){let l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.append(l)}` +
  `let s=d.createElement("script");s.type="module";s.src=x.entry;me.replaceWith(s)};` +
  `requestAnimationFrame(()=>setTimeout(go));setTimeout(go,${fallbackMs})})()`;

/** An attribute's value as the browser reads it (React escapes `&`, `<`, `>`, `"` and `'`). */
const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeHtmlEntities(value);
};

/** The page with its module preloads and entry script turned into the after-paint loader. */
export function deferScripts(html: string): string {
  const preload: string[] = [];
  let out = html.replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g, (tag) => {
    const href = attr(tag, 'href');
    if (!href) throw new Error(`modulepreload without href: ${tag}`);
    if (/\s/.test(href)) throw new Error(`a module path with a space cannot be listed: ${href}`);
    preload.push(href);
    return '';
  });
  const entries = [...out.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>/g)];
  if (entries.length !== 1) throw new Error(`expected one module entry script, found ${entries.length}`);
  const tag = entries[0]![0];
  const entry = attr(tag, 'src')!;
  // Where the entry script was: React hydrates this element as the script it renders there.
  out = out.replace(
    tag,
    `<script data-entry="${escapeXml(entry)}" data-preload="${escapeXml(preload.join(' '))}">${loaderScript}</script>`,
  );
  return out;
}

/** What a page's loader will fetch, or null for a page without one. */
export function deferredScriptsOf(html: string): DeferredScripts | null {
  const tag = /<script data-entry="[^"]*" data-preload="[^"]*">/.exec(html)?.[0];
  if (!tag) return null;
  return { entry: attr(tag, 'data-entry')!, preload: attr(tag, 'data-preload')!.split(' ').filter(Boolean) };
}
