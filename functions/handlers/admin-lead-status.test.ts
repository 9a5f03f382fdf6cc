/**
 * Lead status (migration 014): a change names the version it saw; the list shows the status, the
 * history newest first with who changed it, filters by status and counts each; a stale version
 * is a 409 with the current state and writes nothing; of simultaneous changes exactly one wins;
 * each change is an `admin.action` in the security event log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLeadStatusResponse, adminSubmissionsResponse, leadStatusConflict, messages, type ApiCall } from '../../domain';
import { hashPassword } from '../auth/passwords';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const cheap = { logN: 10, r: 8, p: 1 } as const;
const admins = [
  { email: 'owner@lonestar.test', password: 'a long and correct password' },
  { email: 'ana@lonestar.test', password: 'another long and correct password' },
];

let test: TestDatabase;
let clock = Date.parse('2026-11-20T15:00:00.000Z');
const now = () => new Date(clock);
let handlers: Record<ApiCall, Handler>;
let ipCounter = 0;
const tokens: string[] = [];

async function call(name: ApiCall, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(`${origin}/x`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const res = await handlers[name](request, { clientIp: `203.0.113.${++ipCounter % 250}` });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function submitContact(name: string): Promise<string> {
  const res = await call('contact', { name, email: `${name.toLowerCase()}@example.com`, interest: 'Hosting', message: `Hello from ${name}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.reference;
}

const list = async (body: Record<string, unknown> = {}) => adminSubmissionsResponse.parse((await call('adminSubmissions', body, tokens[0])).body);

beforeAll(async () => {
  test = await openTestDatabase('pglite', { seed: now() });
  for (const a of admins) {
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [a.email, 'Admin', await hashPassword(a.password, cheap)]);
  }
  handlers = createHandlers({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now, sleep: async () => {} });
  for (const a of admins) {
    const res = await call('adminLogin', { email: a.email, password: a.password });
    expect(res.status).toBe(200);
    tokens.push(res.body.token);
  }
});
afterAll(() => test?.cleanup());

describe('admin-lead-status', () => {
  it('a new lead is "new" at version 0 with no history; a change is listed with its note, who made it and when, and moves between the filters', async () => {
    const reference = await submitContact('Rosa');
    const before = await list();
    const lead = before.submissions.find((s) => s.reference === reference)!;
    expect(lead).toMatchObject({ status: 'new', version: 0, history: [] });
    const newBefore = before.statusCounts.new;
    const contactedBefore = before.statusCounts.contacted;

    clock += 60_000;
    const changed = await call('adminLeadStatus', { reference, status: 'contacted', note: 'Called her back, quote on Friday', version: 0 }, tokens[0]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(adminLeadStatusResponse.parse(changed.body).lead).toEqual({
      reference,
      status: 'contacted',
      version: 1,
      history: [{ status: 'contacted', note: 'Called her back, quote on Friday', changedBy: admins[0]!.email, changedAt: now().toISOString() }],
    });

    const contacted = await list({ status: 'contacted' });
    expect(contacted.submissions.map((s) => s.reference)).toContain(reference);
    expect(contacted.submissions.every((s) => s.status === 'contacted')).toBe(true);
    expect((await list({ status: 'new' })).submissions.map((s) => s.reference)).not.toContain(reference);
    expect(contacted.statusCounts).toMatchObject({ new: newBefore - 1, contacted: contactedBefore + 1 });
    // the counts follow the other filters (kind, search), not the status filter
    expect((await list({ query: 'Rosa' })).statusCounts).toEqual({ new: 0, contacted: 1, won: 0, lost: 0 });
  });

  it('keeps every change, newest first, with the admin who made each', async () => {
    const reference = await submitContact('Bea');
    clock += 60_000;
    expect((await call('adminLeadStatus', { reference, status: 'contacted', version: 0 }, tokens[0])).status).toBe(200);
    clock += 60_000;
    expect((await call('adminLeadStatus', { reference, status: 'won', note: 'Signed', version: 1 }, tokens[1])).status).toBe(200);
    const lead = (await list({ query: reference })).submissions[0]!;
    expect(lead).toMatchObject({ status: 'won', version: 2 });
    expect(lead.history.map((h) => [h.status, h.note, h.changedBy])).toEqual([
      ['won', 'Signed', admins[1]!.email],
      ['contacted', null, admins[0]!.email],
    ]);
  });

  it('a stale version is a 409 carrying the current state, and writes nothing', async () => {
    const reference = await submitContact('Cal');
    expect((await call('adminLeadStatus', { reference, status: 'won', version: 0 }, tokens[1])).status).toBe(200);
    const stale = await call('adminLeadStatus', { reference, status: 'lost', note: 'never answered', version: 0 }, tokens[0]);
    expect(stale.status).toBe(409);
    const conflict = leadStatusConflict.parse(stale.body);
    expect(conflict.error).toContain('Someone else changed');
    expect(conflict.current).toMatchObject({ reference, status: 'won', version: 1, history: [{ status: 'won', changedBy: admins[1]!.email }] });
    const [{ n }] = (await test.db.query<{ n: number }>(
      'select count(*)::int as n from lead_status_changes c join submissions s on s.id = c.submission_id where s.reference = $1',
      [reference],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('of 6 simultaneous changes from two admins naming the same version, exactly one is applied and 5 get 409 with the winner\'s state', async () => {
    const reference = await submitContact('Dee');
    const statuses = ['contacted', 'won', 'lost', 'contacted', 'won', 'lost'] as const;
    const results = await Promise.all(
      statuses.map((status, i) => call('adminLeadStatus', { reference, status, note: `attempt ${i}`, version: 0 }, tokens[i % 2])),
    );
    const ok = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(5);
    const winner = adminLeadStatusResponse.parse(ok[0]!.body).lead;
    expect(winner.version).toBe(1);
    for (const c of conflicts) expect(leadStatusConflict.parse(c.body).current).toEqual(winner);
    const lead = (await list({ query: reference })).submissions[0]!;
    expect(lead.history).toHaveLength(1);
    expect(lead).toMatchObject({ status: winner.status, version: 1 });
  });

  it('each change is an admin.action in the security event log; a refused one is not', async () => {
    const reference = await submitContact('Eli');
    expect((await call('adminLeadStatus', { reference, status: 'lost', note: 'chose someone else', version: 0 }, tokens[0])).status).toBe(200);
    expect((await call('adminLeadStatus', { reference, status: 'won', version: 0 }, tokens[0])).status).toBe(409);
    const events = await test.db.query<{ detail: Record<string, unknown> | string; call: string }>(
      `select detail, call from audit_events where type = 'admin.action' and detail->>'reference' = $1`,
      [reference],
    );
    expect(events).toHaveLength(1);
    const detail = typeof events[0]!.detail === 'string' ? JSON.parse(events[0]!.detail) : events[0]!.detail;
    expect(events[0]!.call).toBe('adminLeadStatus');
    expect(detail).toEqual({ action: 'lead_status', reference, status: 'lost', version: 1 });
  });

  it('refuses an unknown reference (404), an unknown status or a version beyond the column (400) and a call without a session (401)', async () => {
    expect((await call('adminLeadStatus', { reference: 'LS-NOPE0000', status: 'won', version: 0 }, tokens[0])).status).toBe(404);
    expect((await call('adminLeadStatus', { reference: 'LS-NOPE0000', status: 'maybe', version: 0 }, tokens[0])).status).toBe(400);
    // found by the fuzz test: a version beyond the integer column was a failed query (500)
    expect((await call('adminLeadStatus', { reference: 'LS-NOPE0000', status: 'won', version: 2_454_611_106_862_477 }, tokens[0])).status).toBe(400);
    const none = await call('adminLeadStatus', { reference: 'LS-NOPE0000', status: 'won', version: 0 });
    expect(none).toEqual({ status: 401, body: { error: messages.unauthorized } });
  });
});
