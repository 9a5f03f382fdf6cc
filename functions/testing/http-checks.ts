/**
 * HTTP checks any running copy of the site must pass, whatever runs it (the Node server, the
 * Deno entry): health, the four forms accepted and stored, admin sign-in, 404 and 405 answers,
 * the security headers with a page's own CSP hashes, and the assistant's answer as an event
 * stream, uncompressed. Each check talks to `url` only over
 * HTTP and reads the database the server uses to see what it stored.
 */
import { expect } from 'vitest';
import { apiPaths, readEventStream } from '../../domain';
import type { Queryable } from '../db/index';
import { securityHeaders } from '../site-headers';
import { formBody, formCalls, submissionKindOf } from './traffic';

export interface HttpCheckTarget {
  /** http://127.0.0.1:<port> */
  url: string;
  /** the database the server uses */
  db: Queryable;
  /** an admin the server has (ADMIN_EMAIL, ADMIN_PASSWORD) */
  admin: { email: string; password: string };
  /** a page of its static site and one of the script hashes its CSP must allow */
  page: { path: string; scriptHash: string };
}

export interface HttpCheck {
  name: string;
  run(target: HttpCheckTarget): Promise<void>;
}

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), redirect: 'manual' });

export const httpChecks: HttpCheck[] = [
  {
    name: 'health answers with the database reachable, and a request id',
    async run({ url }) {
      const res = await fetch(`${url}${apiPaths.health}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(res.headers.get('x-request-id')).toMatch(/^[\w.:-]+$/);
    },
  },
  {
    name: 'each form is accepted and stored under the reference it answers with',
    async run({ url, db }) {
      const now = new Date();
      for (const [i, call] of formCalls.entries()) {
        const body = formBody(call, 700_000 + i * 4, now);
        const res = await postJson(`${url}${apiPaths[call]}`, body);
        const answer = (await res.json()) as { reference?: string };
        expect(res.status, `${call}: ${JSON.stringify(answer)}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${call}: ${JSON.stringify(answer)}`).toBeLessThan(300);
        expect(answer.reference, call).toEqual(expect.any(String));
        const stored = await db.query<{ kind: string; email: string }>(`select kind, payload->>'email' as email from submissions where reference = $1`, [answer.reference]);
        expect(stored, call).toEqual([{ kind: submissionKindOf[call], email: body.email }]);
      }
    },
  },
  {
    name: 'a refused form says which field, and stores nothing',
    async run({ url, db }) {
      const before = await db.query<{ n: number }>('select count(*)::int as n from submissions');
      const res = await postJson(`${url}${apiPaths.contact}`, { name: 'Visitor', email: 'not-an-email', interest: 'x', message: 'hello' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error?: string }).error).toEqual(expect.any(String));
      expect(await db.query<{ n: number }>('select count(*)::int as n from submissions')).toEqual(before);
    },
  },
  {
    name: 'the admin signs in with the right password, and not with a wrong one',
    async run({ url, admin }) {
      const ok = await postJson(`${url}${apiPaths.adminLogin}`, admin);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { user: { email: string } }).user.email).toBe(admin.email);
      const wrong = await postJson(`${url}${apiPaths.adminLogin}`, { email: admin.email, password: `${admin.password}-wrong` });
      expect(wrong.status).toBe(401);
      await wrong.arrayBuffer();
    },
  },
  {
    name: 'an unknown call and an unknown page are 404; a call with the wrong method is 405',
    async run({ url }) {
      const call = await fetch(`${url}/functions/v1/no-such-call`);
      expect(call.status).toBe(404);
      expect(((await call.json()) as { error?: string }).error).toEqual(expect.any(String));
      const page = await fetch(`${url}/no-such-page`);
      expect(page.status).toBe(404);
      await page.arrayBuffer();
      const wrongMethod = await fetch(`${url}${apiPaths.contact}`);
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('POST');
      await wrongMethod.arrayBuffer();
    },
  },
  {
    name: 'a page comes with the security headers and a CSP allowing its own scripts',
    async run({ url, page }) {
      const res = await fetch(`${url}${page.path}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' '${page.scriptHash}'`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  },
  {
    name: 'the assistant streams its answer as events, uncompressed, with the security headers',
    async run({ url }) {
      const res = await fetch(`${url}${apiPaths.openaiAssistant}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
        body: JSON.stringify({ message: 'How much is hosting?', context: 'general' }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      // A compressed stream would reach the visitor in lumps, not as it is written.
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(res.headers.get('content-security-policy')).toEqual(expect.any(String));
      const events: string[] = [];
      for await (const { event } of readEventStream(res.body!)) events.push(event);
      expect(events).toEqual(['delta', 'answer']);
    },
  },
];
