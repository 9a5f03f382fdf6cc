import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPaymentRequest, maxRequestBodyBytes, messages } from '../domain';
import { errorResponse, findUnstorableText, HttpError, json, maxDiscardedBodyBytes, readBodyText, readJson, resolveClientIp, clientIp, withErrorHandling } from './http';
import { ownUrl, stripeConnectionOptions, withSessionId } from './stripe';

const schema = z.strictObject({ name: z.string().min(1) });

function post(body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return new Request('http://site.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('json and errorResponse', () => {
  it('answers JSON with no-store', async () => {
    const res = json({ a: 1 }, { status: 201 });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ a: 1 });
  });
  it('errors are { error }', async () => {
    const res = errorResponse(429, messages.rateLimited, { 'Retry-After': '7' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({ error: messages.rateLimited });
  });
});

describe('readJson', () => {
  it('parses a valid body', async () => {
    expect(await readJson(post('{"name":"Ann"}'), schema)).toEqual({ name: 'Ann' });
  });
  it('accepts a charset and +json types', async () => {
    expect(await readJson(post('{"name":"A"}', { 'content-type': 'application/json; charset=utf-8' }), schema)).toEqual({ name: 'A' });
    expect(await readJson(post('{"name":"A"}', { 'content-type': 'application/merge-patch+json' }), schema)).toEqual({ name: 'A' });
  });
  it('415 for a non-JSON content type or none', async () => {
    expect((await failure(readJson(post('{"name":"A"}', { 'content-type': 'text/plain' }), schema))).status).toBe(415);
    expect((await failure(readJson(post('name=A', { 'content-type': 'application/x-www-form-urlencoded' }), schema))).status).toBe(415);
    expect((await failure(readJson(post('{"name":"A"}', {}), schema))).status).toBe(415);
  });
  it('400 with the invalidJson message for broken JSON', async () => {
    const error = await failure(readJson(post('{"name":'), schema));
    expect(error.status).toBe(400);
    expect(error.message).toBe(messages.invalidJson);
    expect((await failure(readJson(post(''), schema))).message).toBe(messages.invalidJson);
  });
  it('413 from the Content-Length header, before reading', async () => {
    const request = post('{}', { 'content-type': 'application/json', 'content-length': String(maxRequestBodyBytes + 1) });
    const error = await failure(readJson(request, schema));
    expect(error.status).toBe(413);
    expect(error.message).toBe(messages.bodyTooLarge);
    // small enough to drop after the answer: the connection stays
    expect(error.headers).toBeUndefined();
    const huge = post('{}', { 'content-type': 'application/json', 'content-length': String(maxDiscardedBodyBytes + 1) });
    expect((await failure(readJson(huge, schema))).headers).toEqual({ Connection: 'close' });
  });
  function chunks(count: number, size = 16 * 1024) {
    const chunk = new TextEncoder().encode('x'.repeat(size));
    const state = { sent: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.sent >= count) return controller.close();
        state.sent++;
        controller.enqueue(chunk);
      },
    });
    return { stream, state };
  }
  it('413 from the bytes actually read when no length is announced; the rest is read and dropped so the connection stays usable', async () => {
    const { stream, state } = chunks(10);
    const error = await failure(readJson(post(stream), schema));
    expect(error.status).toBe(413);
    expect(error.headers?.Connection).toBeUndefined();
    expect(state.sent).toBe(10);
  });
  it('413 with Connection: close when even the dropped part would pass maxDiscardedBodyBytes; reading stops there', async () => {
    const total = Math.ceil((maxDiscardedBodyBytes * 2) / (64 * 1024));
    const { stream, state } = chunks(total, 64 * 1024);
    const error = await failure(readJson(post(stream), schema));
    expect(error.status).toBe(413);
    expect(error.headers).toEqual({ Connection: 'close' });
    expect(state.sent).toBeLessThan(total * 0.6);
  });
  it('413 for a big body that comes without a Content-Length header', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(maxRequestBodyBytes) });
    const request = new Request('http://site.test/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect((await failure(readJson(request, schema))).status).toBe(413);
  });
  it('400 naming the field on a schema failure', async () => {
    const error = await failure(readJson(post('{"name":""}'), schema));
    expect(error.status).toBe(400);
    expect(error.message).toContain('"name"');
    expect((await failure(readJson(post('{}'), schema))).message).toBe('Missing "name".');
    const unknown = await failure(readJson(post('{"name":"A","admin":true}'), schema));
    expect(unknown.message).toContain('"admin"');
    const payment = await failure(readJson(post(JSON.stringify({ priceId: 'price_free_money', mode: 'subscription', successUrl: '/', cancelUrl: '/' })), createPaymentRequest));
    expect(payment.message).toContain('"priceId"');
  });
  it('400 for a body that is not UTF-8', async () => {
    const error = await failure(readJson(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), schema));
    expect(error.status).toBe(400);
  });
  it('400 naming the field for NUL or an unpaired surrogate, which the database cannot store (found by fuzzing)', async () => {
    for (const name of ['a\u0000b', '\ud800', 'x\udfffy', 'end\ud83d']) {
      const error = await failure(readJson(post(JSON.stringify({ name })), schema, undefined, { fieldErrors: true }));
      expect(error.status, JSON.stringify(name)).toBe(400);
      expect(error.message).toBe('Invalid "name": it contains a character that cannot be stored (NUL or an unpaired surrogate).');
      expect(error.fields).toEqual({ name: 'This field contains a character that cannot be stored (NUL or an unpaired surrogate).' });
    }
    const nested = z.strictObject({ history: z.array(z.strictObject({ content: z.string() })) });
    const inHistory = await failure(readJson(post(JSON.stringify({ history: [{ content: 'ok' }, { content: '\u0000' }] })), nested));
    expect(inHistory.message).toContain('"history"');
    expect(inHistory.fields).toBeUndefined();
    // a paired surrogate (an emoji) and other odd text are fine
    await expect(readJson(post(JSON.stringify({ name: '🤠 \u202eRTL\u202c e\u0301 \ufeff' })), schema)).resolves.toEqual({ name: '🤠 \u202eRTL\u202c e\u0301 \ufeff' });
  });
});

describe('readBodyText deadline (issue 32: a dribbled body held a handler for 300 s)', () => {
  it('refuses with 408 and Connection: close a body still arriving after the deadline, and cancels the stream', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = Date.now();
    const error = await failure(readBodyText(post(body), maxRequestBodyBytes, 100));
    expect(error.status).toBe(408);
    expect(error.message).toBe(messages.bodyTooSlow);
    expect(error.headers).toEqual({ Connection: 'close' });
    expect(cancelled).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads a body that arrives in time, in several chunks', async () => {
    const chunks = ['{"na', 'me":', '"Ana"}'];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = chunks.shift();
        if (next === undefined) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(new TextEncoder().encode(next));
      },
    });
    expect(await readBodyText(post(body), maxRequestBodyBytes, 5_000)).toBe('{"name":"Ana"}');
  });
});

describe('findUnstorableText', () => {
  it('finds NUL or unpaired surrogates in keys and values at any depth, without recursion', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'fine 🤠' }] })).toBeUndefined();
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toBe('a');
    expect(findUnstorableText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnstorableText('\udc00')).toBeNull();
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(0);
  });
});

describe('withErrorHandling', () => {
  it('turns HttpError into its answer', async () => {
    const handler = withErrorHandling('t', async () => {
      throw new HttpError(404, 'No such rule.');
    });
    const res = await handler(post('{}'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No such rule.' });
  });
  it('logs anything else and answers 500 without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = withErrorHandling('t', async () => {
      throw new Error('secret internals');
    });
    const res = await handler(post('{}'));
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('secret');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
  it('a refused database connection is a 503', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = withErrorHandling('t', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    const res = await handler(post('{}'));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: messages.databaseUnavailable });
    log.mockRestore();
  });
});

describe('client address', () => {
  it('uses the socket unless proxies are trusted', () => {
    expect(resolveClientIp('1.1.1.1, 2.2.2.2', '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(resolveClientIp('1.1.1.1, 2.2.2.2', '10.0.0.1', 1)).toBe('2.2.2.2');
    expect(resolveClientIp('1.1.1.1, 2.2.2.2', '10.0.0.1', 2)).toBe('1.1.1.1');
    expect(resolveClientIp(null, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
  it('without an adapter, the last X-Forwarded-For entry', () => {
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': 'spoofed, 3.3.3.3' } });
    expect(clientIp(request)).toBe('3.3.3.3');
    expect(clientIp(request, { clientIp: '4.4.4.4' })).toBe('4.4.4.4');
    expect(clientIp(new Request('http://x/'))).toBe('unknown');
  });
});

describe('return URLs', () => {
  const origin = 'https://lonestar.test';
  it('resolves relative paths on the site', () => {
    expect(ownUrl('/ab-testing?success=true', origin, 'successUrl').href).toBe('https://lonestar.test/ab-testing?success=true');
    expect(ownUrl('https://lonestar.test/heat-map', origin, 'cancelUrl').pathname).toBe('/heat-map');
    // An @ after the authority is only a character of the path or query.
    expect(ownUrl('https://lonestar.test/team/@owner?to=a@b.test', origin, 'cancelUrl').href).toBe('https://lonestar.test/team/@owner?to=a@b.test');
    expect(ownUrl('/contact?email=a@b.test', origin, 'cancelUrl').search).toBe('?email=a@b.test');
  });
  it.each(['https://evil.test/', '//evil.test/x', 'javascript:alert(1)', 'http://lonestar.test/', 'https://user:pw@lonestar.test/', 'https://:@lonestar.test/', 'https://@lonestar.test/', '//:@lonestar.test/', 'https:\\\\:@lonestar.test/', ' \thttps:///@lonestar.test/', 'https://lonestar.test.evil.test/'])(
    'refuses %s',
    (value) => {
      expect(() => ownUrl(value, origin, 'successUrl')).toThrow(HttpError);
    },
  );
  it('appends the session id placeholder unencoded, before the fragment', () => {
    expect(withSessionId(new URL('https://s.test/a?success=true#top'))).toBe('https://s.test/a?success=true&session_id={CHECKOUT_SESSION_ID}#top');
    expect(withSessionId(new URL('https://s.test/a'))).toBe('https://s.test/a?session_id={CHECKOUT_SESSION_ID}');
  });
  it('parses STRIPE_API_URL into SDK options', () => {
    expect(stripeConnectionOptions('http://localhost:12111')).toEqual({ host: 'localhost', port: 12111, protocol: 'http' });
    expect(stripeConnectionOptions(undefined)).toEqual({});
  });
});
