/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built site, so
 * the server sends compressed bytes without compressing per request (functions/static-files.ts
 * picks the copy the browser accepts). Fonts and images are compressed formats already.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map', '.ico']);

/** Below this a compressed copy saves less than its own headers cost. */
export const minimumBytes = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses one file's bytes both ways; a copy is kept only when it is smaller. */
export async function compressedCopies(bytes: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: 9 }),
  ]);
  return { ...(br.length < bytes.length ? { br } : {}), ...(gzipped.length < bytes.length ? { gz: gzipped } : {}) };
}

/** Returns how many files got compressed copies. */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!compressibleExtensions.has(extname(file).toLowerCase())) continue;
    const bytes = await readFile(file);
    if (bytes.length < minimumBytes) continue;
    const copies = await compressedCopies(bytes);
    if (copies.br) await writeFile(`${file}.br`, copies.br);
    if (copies.gz) await writeFile(`${file}.gz`, copies.gz);
    if (copies.br || copies.gz) count += 1;
  }
  return count;
}
