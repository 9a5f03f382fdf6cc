/**
 * Precompressed copies: the server sends the Brotli or gzip copy the build wrote beside a file
 * when the request accepts it, the original otherwise, and says so in Content-Encoding and Vary.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, fileResponse, resolveStaticFile } from './static-files';

let root: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const page = `<!doctype html><title>Home</title>${'<p>text</p>'.repeat(200)}`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app.js'), script);
  writeFileSync(path.join(root, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync(page));
  writeFileSync(path.join(root, 'font.woff2'), 'binary');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function serve(pathname: string, acceptEncoding?: string, method = 'GET') {
  const file = resolveStaticFile(root, pathname);
  if (!file) throw new Error(`no file for ${pathname}`);
  const headers = acceptEncoding === undefined ? undefined : { 'accept-encoding': acceptEncoding };
  return fileResponse(new Request(`http://localhost${pathname}`, { method, headers }), file, {});
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('precompressed copies', () => {
  it('sends Brotli when accepted, with its own length, type and Vary', async () => {
    const res = serve('/assets/app.js', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = await bytesOf(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without Brotli, and when a page has only a gzip copy', async () => {
    const js = serve('/assets/app.js', 'gzip');
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(js)).toString()).toBe(script);
    const html = serve('/', 'br, gzip');
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(html)).toString()).toBe(page);
  });

  it('sends the original without Accept-Encoding or when the encodings are refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = serve('/assets/app.js', accept);
      expect(res.headers.get('content-encoding'), String(accept)).toBeNull();
      expect((await bytesOf(res)).toString()).toBe(script);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('gives each encoding its own ETag, and HEAD the compressed length', () => {
    const br = serve('/assets/app.js', 'br');
    const plain = serve('/assets/app.js');
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const head = serve('/assets/app.js', 'br', 'HEAD');
    expect(head.headers.get('content-length')).toBe(br.headers.get('content-length'));
  });

  it('leaves files that have no copy alone, without Vary for binary types', async () => {
    const res = serve('/font.woff2', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect((await bytesOf(res)).toString()).toBe('binary');
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['deflate', 'gzip', false],
    ['BR;q=0.5', 'br', true],
    ['br;q=0', 'br', false],
    ['br; q=0.0, *', 'br', false],
    ['*', 'gzip', true],
    ['*;q=0', 'gzip', false],
    ['', 'gzip', false],
  ])('%j accepts %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header, encoding)).toBe(expected);
  });
  it('is false without a header', () => {
    expect(acceptsEncoding(null, 'br')).toBe(false);
  });
});
