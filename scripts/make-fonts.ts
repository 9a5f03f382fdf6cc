/**
 * `npx tsx scripts/make-fonts.ts`: cuts the two web fonts down to what the site uses
 * (design-system/tokens/fontSubset.ts: characters and the weight axis) and writes them to
 * design-system/tokens/fonts/. Run it when that module or @fontsource-variable changes, and
 * commit the files; the build only bundles them (a unit test fails when they drift from this).
 *
 * harfbuzz's subsetter (its WebAssembly build, through subset-font) keeps the variable weight
 * axis, limited to the range; about 89 KB of fonts become about 64 KB, fetched before the first
 * paint of every page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { fontSubsetText, fontWeightRange } from '../design-system/tokens/fontSubset';

const require = createRequire(import.meta.url);

export const fontOutputs = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', file: 'design-system/tokens/fonts/inter-subset.woff2' },
  {
    source: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    file: 'design-system/tokens/fonts/bricolage-grotesque-subset.woff2',
  },
] as const;

export async function makeFont(source: string): Promise<Buffer> {
  const original = await readFile(require.resolve(source));
  return subsetFont(original, fontSubsetText(), { targetFormat: 'woff2', variationAxes: { wght: fontWeightRange } });
}

async function main() {
  for (const { source, file } of fontOutputs) {
    const font = await makeFont(source);
    await writeFile(join(process.cwd(), file), font);
    console.log(`${file}: ${font.length} bytes`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
