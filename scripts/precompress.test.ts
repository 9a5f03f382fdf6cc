import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumBytes, precompress } from './precompress';

let dir: string;
const big = `body{color:red}${'.a{margin:0}'.repeat(200)}`;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'site.css'), big);
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(100)}`);
  writeFileSync(path.join(dir, 'tiny.js'), 'x'.repeat(minimumBytes - 1));
  writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 1));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes Brotli and gzip copies of text files, in subfolders too, that decode to the original', async () => {
    expect(await precompress(dir)).toBe(2);
    const css = path.join(dir, 'assets', 'site.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${css}.gz`)).toString()).toBe(big);
    expect(readFileSync(`${css}.br`).length).toBeLessThan(big.length);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });
  it('skips tiny files and formats that are compressed already', () => {
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.gz'))).toBe(false);
  });
});
