/**
 * Step-up for account changes (issue 32, item 5): against the real handlers, on PGlite (and
 * PostgreSQL with TEST_DATABASE_URL). A session whose last proof of identity is older than
 * `stepUpWindowMs` is refused every protected call with 403 `step_up_required` and nothing
 * changes; admin-step-up (password or TOTP code) makes it fresh again; every admin is emailed
 * (outbox rows) when an admin is invited or a factor removed; an invited admin cannot use the
 * admin area until a second factor is enrolled.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminRefusalReasons, stepUpWindowMs } from '../../domain/admin-sign-in';
import { messages, type ApiCall } from '../../domain';
import { createPasswordGate } from '../auth/password-gate';
import { hashPassword } from '../auth/passwords';
import { totpCodeAt } from '../auth/second-factor';
import { createSession } from '../auth/sessions';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const password = 'a long and correct password';
const cheap = { logN: 10, r: 8, p: 1 } as const;

describe.each(testDatabaseKinds)('step-up for account changes on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-28T15:00:00.000Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let ipCounter = 0;
  const admins: Record<'owner' | 'second', { id: number; email: string }> = {
    owner: { id: 0, email: 'owner@lonestar.test' },
    second: { id: 0, email: 'second@lonestar.test' },
  };

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const hash = await hashPassword(password, cheap);
    for (const who of ['owner', 'second'] as const) {
      const [row] = await test.db.query<{ id: number }>('insert into admins (email, name, password_hash) values ($1, $2, $3) returning id', [admins[who].email, who === 'owner' ? 'Owner' : 'Second', hash]);
      admins[who].id = row!.id;
    }
    handlers = createHandlers({
      db: test.db,
      env: parseEnv({ SITE_ORIGIN: origin, IP_HASH_SALT: 'test-salt' }),
      now,
      sleep: async () => {},
      passwordGate: createPasswordGate({ oneAttemptPerClient: false, queue: 64 }),
    });
  });
  afterAll(() => test?.cleanup());
  beforeEach(() => {
    clock += 60 * 60_000; // fresh TOTP steps and rate-limit windows
  });

  async function call(name: ApiCall, body: unknown, token?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await handlers[name](new Request(`${origin}/x`, { method: 'POST', headers, body: JSON.stringify(body) }), { clientIp: `198.51.100.${++ipCounter % 250}` });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  /** A session signed in `minutesAgo` minutes ago and used since (so it is live, but its proof is old). */
  async function sessionSignedIn(adminId: number, minutesAgo: number): Promise<string> {
    const { token } = await createSession(test.db, adminId, new Date(clock - minutesAgo * 60_000));
    await test.db.query('update admin_sessions set last_seen_at = $2 where admin_id = $1', [adminId, now()]);
    return token;
  }
  const outbox = async (template: string) =>
    test.db.query<{ to_address: string; subject: string; body_text: string }>('select to_address, subject, body_text from mail_outbox where template = $1 order by id', [template]);
  const refusedForStepUp = (res: { status: number; body: { error?: string; reason?: string } }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toEqual({ error: messages.stepUpRequired, reason: adminRefusalReasons.stepUp });
  };

  it('refuses each protected call from a session whose sign-in is older than the window, and changes nothing', async () => {
    const stale = await sessionSignedIn(admins.owner.id, stepUpWindowMs / 60_000 + 1);
    const [before] = await test.db.query<{ password_hash: string }>('select password_hash from admins where id = $1', [admins.owner.id]);
    const protectedCalls: Array<[ApiCall, unknown]> = [
      ['adminAccount', { action: 'change_password', currentPassword: password, newPassword: 'another long enough password' }],
      ['adminAccount', { action: 'invite', email: 'mallory@example.com', name: 'Mallory' }],
      ['adminSecondFactor', { action: 'totp_begin' }],
      ['adminSecondFactor', { action: 'totp_confirm', code: '123456' }],
      ['adminSecondFactor', { action: 'totp_remove' }],
      ['adminSecondFactor', { action: 'recovery_regenerate' }],
      ['adminSecondFactor', { action: 'passkey_options' }],
      ['adminSecondFactor', { action: 'passkey_register', name: 'Key', attestation: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'x', attestationObject: 'x' }, clientExtensionResults: {} } }],
      ['adminSecondFactor', { action: 'passkey_remove', id: 1 }],
    ];
    for (const [name, body] of protectedCalls) refusedForStepUp(await call(name, body, stale));
    // and at the same moment: none gets through
    const together = await Promise.all(protectedCalls.map(([name, body]) => call(name, body, stale)));
    for (const res of together) refusedForStepUp(res);

    const [after] = await test.db.query<{ password_hash: string }>('select password_hash from admins where id = $1', [admins.owner.id]);
    expect(after!.password_hash).toBe(before!.password_hash);
    expect(await test.db.query("select 1 from admin_invitations where email = 'mallory@example.com'")).toEqual([]);
    expect(await test.db.query('select 1 from admin_totp where admin_id = $1', [admins.owner.id])).toEqual([]);
    expect(await outbox('admin.security.admin_invited')).toEqual([]);
    // reading is not a change: the overview, the factors' status and ending sessions stay open
    expect((await call('adminAccount', { action: 'overview' }, stale)).status).toBe(200);
    expect((await call('adminSecondFactor', { action: 'status' }, stale)).status).toBe(200);
  });

  it('a session from before the migration (no proof recorded) is stale too', async () => {
    const token = await sessionSignedIn(admins.owner.id, 1);
    await test.db.query('update admin_sessions set authenticated_at = null where admin_id = $1', [admins.owner.id]);
    refusedForStepUp(await call('adminAccount', { action: 'invite', email: 'old@example.com' }, token));
  });

  it('a fresh sign-in may change the password at once; at the window plus a second it may not', async () => {
    const token = await sessionSignedIn(admins.second.id, 0);
    const changed = await call('adminAccount', { action: 'change_password', currentPassword: password, newPassword: password }, token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    clock += stepUpWindowMs + 1000;
    refusedForStepUp(await call('adminAccount', { action: 'change_password', currentPassword: password, newPassword: password }, token));
  });

  it('confirming with the password makes the session fresh for the window: the change then goes through', async () => {
    const stale = await sessionSignedIn(admins.owner.id, 60);
    const wrong = await call('adminStepUp', { method: 'password', password: 'not the password at all' }, stale);
    // a wrong password is 403 with the field's message, never 401 (the session stays)
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: messages.stepUpWrongPassword, fields: { password: messages.stepUpWrongPassword } });
    expect((await test.db.query<{ n: number }>("select count(*)::int as n from audit_events where type = 'sign_in.failed' and admin_id = $1", [admins.owner.id]))[0]!.n).toBeGreaterThan(0);
    refusedForStepUp(await call('adminAccount', { action: 'invite', email: 'nina@example.com', name: 'Nina' }, stale));

    const confirmed = await call('adminStepUp', { method: 'password', password }, stale);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ confirmedUntil: new Date(clock + stepUpWindowMs).toISOString() });
    const invited = await call('adminAccount', { action: 'invite', email: 'nina@example.com', name: 'Nina' }, stale);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);

    clock += stepUpWindowMs + 1000;
    await test.db.query('update admin_sessions set last_seen_at = $2 where admin_id = $1', [admins.owner.id, now()]);
    refusedForStepUp(await call('adminAccount', { action: 'invite', email: 'nina@example.com', name: 'Nina' }, stale));
  });

  it('confirming refuses bad input, no session, and an ended session', async () => {
    const token = await sessionSignedIn(admins.owner.id, 60);
    expect((await call('adminStepUp', { method: 'password', password }, undefined)).status).toBe(401);
    expect((await call('adminStepUp', { method: 'password', password }, 'A'.repeat(43))).status).toBe(401);
    for (const body of [{}, { method: 'sms', code: '123456' }, { method: 'totp', code: '12ab56' }, { method: 'password', password: '' }, { method: 'password', password, extra: 1 }]) {
      expect((await call('adminStepUp', body, token)).status, JSON.stringify(body)).toBe(400);
    }
    const big = await handlers.adminStepUp(
      new Request(`${origin}/x`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ method: 'password', password: 'x'.repeat(100_000) }) }),
      { clientIp: '198.51.100.250' },
    );
    expect(big.status).toBe(413);
  });

  it('counts codes before checking them: of 14 wrong codes sent at the same moment at most 10 are checked, the rest get 429', async () => {
    const token = await sessionSignedIn(admins.owner.id, 60);
    const answers = await Promise.all(Array.from({ length: 14 }, () => call('adminStepUp', { method: 'totp', code: '000000' }, token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect(statuses.every((s) => s === 403 || s === 429)).toBe(true);
    // still refused afterwards, and the session is still stale
    expect((await call('adminStepUp', { method: 'totp', code: '000000' }, token)).status).toBe(429);
    refusedForStepUp(await call('adminAccount', { action: 'invite', email: 'late@example.com' }, token));
  });

  it('emails every admin when an admin is invited (in the invitation transaction)', async () => {
    await test.db.query('delete from mail_outbox');
    const token = await sessionSignedIn(admins.owner.id, 0);
    const invited = await call('adminAccount', { action: 'invite', email: 'dale@example.com', name: 'Dale' }, token);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const notices = await outbox('admin.security.admin_invited');
    expect(notices.map((n) => n.to_address).sort()).toEqual([admins.owner.email, admins.second.email].sort());
    for (const notice of notices) {
      expect(notice.body_text).toContain('Owner (owner@lonestar.test) invited dale@example.com');
      // the notice never carries the invitation's link
      expect(notice.body_text).not.toContain('#token=');
    }
  });

  it('confirms with a TOTP code, which works once even when sent twice at the same moment; removing the app emails every admin', async () => {
    await test.db.query('delete from mail_outbox');
    const fresh = await sessionSignedIn(admins.second.id, 0);
    const begun = await call('adminSecondFactor', { action: 'totp_begin' }, fresh);
    expect(begun.status).toBe(200);
    const secret = begun.body.totpSetup.secret as string;
    expect((await call('adminSecondFactor', { action: 'totp_confirm', code: totpCodeAt(secret, now()) }, fresh)).status).toBe(200);

    clock += 60 * 60_000;
    const stale = await sessionSignedIn(admins.second.id, 60);
    refusedForStepUp(await call('adminSecondFactor', { action: 'totp_remove' }, stale));
    refusedForStepUp(await call('adminSecondFactor', { action: 'recovery_regenerate' }, stale));
    const code = totpCodeAt(secret, now());
    const both = await Promise.all([call('adminStepUp', { method: 'totp', code }, stale), call('adminStepUp', { method: 'totp', code }, stale)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(both.find((r) => r.status === 403)!.body.fields).toEqual({ code: messages.secondFactorWrong });

    const removed = await call('adminSecondFactor', { action: 'totp_remove' }, stale);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const notices = await outbox('admin.security.second_factor_removed');
    expect(notices.map((n) => n.to_address).sort()).toEqual([admins.owner.email, admins.second.email].sort());
    expect(notices[0]!.body_text).toContain('Second (second@lonestar.test) removed the authenticator app');
  });

  it('a removal refused (nothing to remove) queues no notice', async () => {
    await test.db.query('delete from mail_outbox');
    const fresh = await sessionSignedIn(admins.owner.id, 0);
    expect((await call('adminSecondFactor', { action: 'totp_remove' }, fresh)).status).toBe(409);
    expect((await call('adminSecondFactor', { action: 'passkey_remove', id: 999 }, fresh)).status).toBe(404);
    expect(await outbox('admin.security.second_factor_removed')).toEqual([]);
  });

  it('an invited admin must enrol a second factor before any other admin call; the server refuses, not only the page', async () => {
    const owner = await sessionSignedIn(admins.owner.id, 0);
    const invited = await call('adminAccount', { action: 'invite', email: 'enrol@example.com', name: 'Enrol' }, owner);
    expect(invited.status).toBe(200);
    const inviteToken = new URL(invited.body.invited.link).hash.replace('#token=', '');
    const accepted = await call('adminInvitation', { action: 'accept', token: inviteToken, name: 'Enrol', password: 'enrol chose a long password' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const token = accepted.body.session.token as string;

    const blocked: Array<[ApiCall, unknown]> = [
      ['adminAccount', { action: 'overview' }],
      ['adminSubmissions', {}],
      ['adminSecurityEvents', {}],
    ];
    for (const [name, body] of blocked) {
      const res = await call(name, body, token);
      expect(res.status, `${name} ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body).toEqual({ error: messages.secondFactorEnrolmentRequired, reason: adminRefusalReasons.enrolment });
    }
    // the session itself is valid (the guard keeps it), and enrolment is open
    expect((await call('adminVerify', { token, location: '/admin/two-factor', timestamp: now().toISOString() })).body).toEqual({ valid: true });
    const status = await call('adminSecondFactor', { action: 'status' }, token);
    expect(status.status).toBe(200);
    expect(status.body.enrolmentRequired).toBe(true);
    const begun = await call('adminSecondFactor', { action: 'totp_begin' }, token);
    expect(begun.status).toBe(200);
    // begun is not enrolled: still refused
    expect((await call('adminAccount', { action: 'overview' }, token)).status).toBe(403);
    const confirmed = await call('adminSecondFactor', { action: 'totp_confirm', code: totpCodeAt(begun.body.totpSetup.secret, now()) }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.enrolmentRequired).toBeUndefined();
    expect((await call('adminAccount', { action: 'overview' }, token)).status).toBe(200);
    // an admin not created by an invitation (the first one, the CLI's) is not forced
    expect((await call('adminAccount', { action: 'overview' }, owner)).status).toBe(200);
  });
});
