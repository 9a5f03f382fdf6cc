/**
 * `npx tsx scripts/make-icons.ts`: draws the site's icons, web manifest and social card into
 * app/public, from the brand mark (scripts/brand-mark.ts) and the domain's words. Run it when the
 * mark, the agency's name or the home page's heading changes, look at the PNGs, and commit them;
 * the build only copies them (a unit test fails when the committed files drift from this module).
 *
 * PNGs are rendered by the machine's Chromium through Playwright, so no image library is needed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright';
import { marketingClaims as claims } from '../domain/constants';
import { agency } from '../domain/navigation';
import { defaultSiteOrigin, publicPages } from '../domain/pages';
import { brandColours, icons, ogImage, webManifest, manifestPath } from '../app/site-assets';
import { markSvg, starGroup, type MarkOptions } from './brand-mark';
import { chromiumArgs, chromiumPath } from './chromium';

const publicDir = join(process.cwd(), 'app/public');

/** Tab icons: rounded like the header's mark, the star larger so it reads at 16 pixels. */
const tabMark: MarkOptions = { background: brandColours.brand, star: brandColours.onBrand, corner: 0.2, starWidth: 0.7 };
/** Launcher icons: the platform rounds or crops the square itself. */
const fullBleedMark: MarkOptions = { ...tabMark, corner: 0, starWidth: 0.6 };
/** Maskable: everything that matters inside the central 80% circle. */
const maskableMark: MarkOptions = { ...tabMark, corner: 0, starWidth: 0.5 };
const manifestMark: MarkOptions = { ...tabMark, starWidth: 0.6 };

/** The SVG favicon, as shipped. */
export function faviconSvg(): string {
  return `${markSvg(icons.svg.size, tabMark, agency.name)}\n`;
}

async function renderSvg(page: Page, svg: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (readable by every browser since Internet Explorer 9). */
export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function fontFace(family: string, file: string, weights: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const data = await readFile(require.resolve(file));
  return `@font-face{font-family:'${family}';font-weight:${weights};src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');}`;
}

/** The social card: 1200 by 630, the site's own fonts and colours, facts from the domain. */
export async function ogImageHtml(): Promise<string> {
  const fonts = [
    await fontFace('Bricolage', '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2', '200 800'),
    await fontFace('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', '100 900'),
  ].join('');
  const facts = [
    `${claims.uptimeGuarantee} uptime`,
    `Pages under ${claims.pageLoadSeconds} seconds`,
    `${claims.dataCentres} data centres`,
    `${claims.hostingDiscountPercent}% off hosting`,
  ];
  const host = new URL(defaultSiteOrigin).host.replace(/^www\./, '');
  const { brand, onBrand, accentOnNavy, ink } = brandColours;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fonts}
*{box-sizing:border-box;margin:0}
body{width:${ogImage.width}px;height:${ogImage.height}px;overflow:hidden;font-family:Inter,sans-serif;color:${onBrand};
  background:radial-gradient(circle at 88% 30%, #2a5298 0%, ${brand} 38%, ${ink} 100%);position:relative}
.band{position:absolute;left:0;top:0;bottom:0;width:14px;background:${accentOnNavy}}
.star{position:absolute;right:-170px;top:70px;opacity:.08}
.content{position:absolute;left:86px;right:86px;top:72px;bottom:64px;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:20px;font-family:Bricolage,sans-serif;font-weight:700;font-size:34px;letter-spacing:-.01em}
h1{margin-top:48px;max-width:900px;font-family:Bricolage,sans-serif;font-weight:750;font-size:68px;line-height:1.04;letter-spacing:-.025em}
p{margin-top:24px;font-size:28px;line-height:1.35;color:#d4def0;max-width:960px}
.facts{margin-top:auto;padding-top:24px;display:flex;gap:14px;align-items:center}
.fact{padding:10px 20px;border-radius:999px;border:2px solid rgba(255,255,255,.28);font-size:22px;font-weight:600;white-space:nowrap}
.fact.hot{background:${accentOnNavy};border-color:${accentOnNavy};color:#1a0e05}
.host{margin-left:auto;font-family:Inter,sans-serif;font-size:22px;font-weight:600;letter-spacing:0;color:#d4def0}
</style></head><body>
<div class="band"></div>
<svg class="star" width="620" height="620" viewBox="0 0 64 64" aria-hidden="true">${starGroup(32, 32, 60, onBrand)}</svg>
<div class="content">
  <div class="brand">${markSvg(64, { background: onBrand, star: brand, corner: 0.2, starWidth: 0.6 })}<span>${agency.name}</span><span class="host">${host}</span></div>
  <h1>${publicPages['/'].heading}</h1>
  <p>${agency.tagline}.</p>
  <div class="facts">${facts.map((f, i) => `<span class="fact${i === facts.length - 1 ? ' hot' : ''}">${f}</span>`).join('')}</div>
</div>
</body></html>`;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const write = async (path: string, data: string | Buffer) => {
      await writeFile(join(publicDir, path.slice(1)), data);
      console.log(`wrote app/public${path}`);
    };

    await write(icons.svg.path, faviconSvg());
    const icoImages = [];
    for (const size of [16, 32, 48]) icoImages.push({ size, png: await renderSvg(page, markSvg(size, tabMark), size) });
    await write(icons.ico.path, icoFromPngs(icoImages));
    await write(icons.appleTouch.path, await renderSvg(page, markSvg(icons.appleTouch.size, fullBleedMark), icons.appleTouch.size));
    for (const icon of icons.manifest) {
      const mark = icon.purpose === 'maskable' ? maskableMark : manifestMark;
      await write(icon.path, await renderSvg(page, markSvg(icon.size, mark), icon.size));
    }
    await write(manifestPath, `${JSON.stringify(webManifest(), null, 2)}\n`);

    await page.setViewportSize({ width: ogImage.width, height: ogImage.height });
    await page.setContent(await ogImageHtml());
    await page.evaluate(() => document.fonts.ready);
    await write(ogImage.path, await page.screenshot({ clip: { x: 0, y: 0, width: ogImage.width, height: ogImage.height } }));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
