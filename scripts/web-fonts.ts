/**
 * The web fonts stay off the first visit's critical path (issue 31 item 4). A first visit paints
 * in the metric-matched fallbacks (design-system/tokens/fonts.css: Arial / Liberation Sans with
 * size-adjust and ascent/descent overrides) and never swaps, so nothing moves; after the page's
 * `load` event this head script fetches the font files into the browser's cache at low priority
 * and notes it in localStorage. On later pages (and visits) the same script, before the first
 * paint, sees the note, sets `data-web-fonts` on <html>, which puts the web fonts first in the
 * stacks (design-system/tokens/themes.css.ts), and preloads the files: Chromium uses an
 * `optional` font that is not already in memory only if it was preloaded (then the first paint
 * waits up to 100 ms for it, here a read from the disk cache); if one is not there in time
 * (evicted), the fallback stays, again without a shift.
 *
 * The script's text is the same on every page (one CSP hash); it reads the files from its own
 * `data-web-fonts` attribute, which the build fills with the `url()`s of the page's @font-face
 * rules, and the note is that list, so new font files (new hashed names) start over as a first
 * visit. The attribute also keeps the `:root[data-web-fonts]` rule in the critical CSS, whose
 * extractor keeps a rule only when the page's markup has the attributes it names.
 */

export const webFontsAttribute = 'data-web-fonts';

/** The head script. No storage (private mode, blocked): the fallbacks, and nothing is fetched. */
export const webFontsScript =
  `(function(){var s=document.currentScript,k="web-fonts",f=s&&s.getAttribute("${webFontsAttribute}");if(!f)return;` +
  `try{if(localStorage.getItem(k)===f){document.documentElement.setAttribute("${webFontsAttribute}","");` +
  `f.split(" ").forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";` +
  `l.crossOrigin="anonymous";l.href=u;document.head.appendChild(l)});return}}catch(e){return}` +
  `addEventListener("load",function(){setTimeout(function(){Promise.all(f.split(" ").map(function(u){` +
  `return fetch(u,{priority:"low"}).then(function(r){if(!r.ok)throw r.status;return r.arrayBuffer()})}))` +
  `.then(function(){try{localStorage.setItem(k,f)}catch(e){}},function(){})},0)})})()`;

const placeholder = `<script ${webFontsAttribute}="">${webFontsScript}</script>`;

/** The page with the web-fonts script (its file list still empty) at the end of its <head>. */
export function withWebFontsScript(html: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('page has no </head> for its web-fonts script');
  return html.slice(0, at) + placeholder + html.slice(at);
}

/** The font files the page's inline style declares in its @font-face rules, in order. */
export function declaredFontFiles(html: string): string[] {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  const files = [...styles.matchAll(/@font-face\s*{[^}]*?url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/g)].map((m) => m[1]!);
  return [...new Set(files)];
}

/** Fills the script's file list from the page's @font-face rules (after the critical CSS is inlined). */
export function withWebFontFiles(html: string): string {
  if (!html.includes(placeholder)) throw new Error('page has no web-fonts script to fill');
  const files = declaredFontFiles(html);
  return html.replace(placeholder, `<script ${webFontsAttribute}="${files.join(' ')}">${webFontsScript}</script>`);
}
