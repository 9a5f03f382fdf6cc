/**
 * The icons, manifest and social card in app/public are what scripts/make-icons.ts makes from
 * this module: the right sizes, the brand's token colours, and nothing stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightColors } from '../design-system/tokens/themes.css';
import { faviconSvg } from '../scripts/make-icons';
import { brandColours, icons, manifestPath, ogImage, webManifest } from './site-assets';

const publicFile = (path: string) => readFileSync(join(import.meta.dirname, 'public', path.slice(1)));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(data.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('site assets', () => {
  it('uses the design tokens’ colours', () => {
    expect(brandColours.brand).toBe(lightColors.brand);
    expect(brandColours.onBrand).toBe(lightColors.textOnBrand);
    expect(brandColours.canvas).toBe(lightColors.canvas);
    expect(brandColours.ink).toBe(lightColors.text);
  });

  it('ships the manifest that webManifest() describes, with reachable icons', () => {
    const shipped = JSON.parse(publicFile(manifestPath).toString('utf8'));
    expect(shipped).toEqual(webManifest());
    expect(shipped.theme_color).toBe(lightColors.brand);
    expect(shipped.background_color).toBe(lightColors.canvas);
    const sizes = shipped.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(shipped.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  });

  it.each([icons.appleTouch, ...icons.manifest])('ships $path as a $size pixel square PNG', (icon) => {
    expect(pngSize(publicFile(icon.path))).toEqual({ width: icon.size, height: icon.size });
  });

  it('ships the SVG favicon make-icons draws', () => {
    expect(publicFile(icons.svg.path).toString('utf8')).toBe(faviconSvg());
    expect(faviconSvg()).toContain(`fill="${brandColours.brand}"`);
  });

  it('ships an ICO with 16, 32 and 48 pixel PNG images', () => {
    const ico = publicFile(icons.ico.path);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      return { declared: ico.readUInt8(entry), size: pngSize(ico.subarray(offset, offset + length)) };
    });
    expect(images.map((i) => i.declared)).toEqual([16, 32, 48]);
    for (const image of images) expect(image.size).toEqual({ width: image.declared, height: image.declared });
  });

  it('ships a 1200 by 630 social card under 1 MB, with alt text naming the agency', () => {
    const data = publicFile(ogImage.path);
    expect(pngSize(data)).toEqual({ width: ogImage.width, height: ogImage.height });
    expect(data.length).toBeLessThan(1024 * 1024);
    expect(ogImage.alt).toContain('Lone Star Web Studio');
  });
});
