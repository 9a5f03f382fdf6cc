/**
 * Admin users: inviting an admin (one-time link, stored as a hash, 72 hours, one use, replaced by
 * a new invite, withdrawn), accepting it (twice at the same moment makes one admin), changing the
 * own password (counted like a sign-in; ends the other sessions), listing and ending sessions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAccountResponse, adminInvitationResponse, type ApiCall } from '../../domain';
import { createInvitation, invitationLifetimeMs } from '../auth/invitations';
import { createPasswordGate } from '../auth/password-gate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { describeUserAgent } from '../auth/user-agent';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, type TestDatabase } from '../testing/databases';
import { runAdminCli } from '../../scripts/admin';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const ownerEmail = 'owner@lonestar.test';
const ownerPassword = 'a long and correct password';
const cheap = { logN: 10, r: 8, p: 1 } as const;
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('admin users', () => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let ipCounter = 0;
  let ip = '';

  beforeAll(async () => {
    test = await openTestDatabase('pglite', { seed: now() });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [ownerEmail, 'Owner', await hashPassword(ownerPassword, cheap)]);
    // many instances behind one balancer: the one-attempt-per-client rule would refuse the simultaneous tests' requests
    handlers = createHandlers({
      db: test.db,
      env: parseEnv({ SITE_ORIGIN: origin }),
      now,
      sleep: async () => {},
      passwordGate: createPasswordGate({ oneAttemptPerClient: false, queue: 64 }),
    });
  });
  afterAll(() => test?.cleanup());
  beforeEach(() => {
    ip = `198.51.100.${++ipCounter}`;
  });

  async function call(name: ApiCall, body: unknown, options: { token?: string; ip?: string; userAgent?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    const res = await handlers[name](new Request(`${origin}/x`, { method: 'POST', headers, body: JSON.stringify(body) }), { clientIp: options.ip ?? ip });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  async function login(email = ownerEmail, password = ownerPassword, userAgent?: string): Promise<string> {
    const res = await call('adminLogin', { email, password }, userAgent ? { userAgent } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.token;
  }
  const account = (token: string, body: unknown) => call('adminAccount', body, { token });
  const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');
  async function invite(token: string, email: string, name = '') {
    const res = await account(token, { action: 'invite', email, name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.invited as { link: string; email: string; expiresAt: string; emailed: boolean };
  }

  it('refuses every account action without a live session', async () => {
    for (const body of [{ action: 'overview' }, { action: 'invite', email: 'x@example.com' }, { action: 'end_other_sessions' }]) {
      expect((await call('adminAccount', body)).status).toBe(401);
      expect((await call('adminAccount', body, { token: 'A'.repeat(43) })).status).toBe(401);
    }
  });

  it('lists own sessions with a browser description (never the address), marks this one, and ends one at once', async () => {
    const mine = await login(ownerEmail, ownerPassword, firefox);
    const phone = await login(ownerEmail, ownerPassword, safariPhone);
    const res = await account(mine, { action: 'overview' });
    expect(res.status).toBe(200);
    expect(adminAccountResponse.safeParse(res.body).success).toBe(true);
    const sessions = res.body.sessions as { id: string; browser: string; current: boolean }[];
    expect(sessions.find((s) => s.current)?.browser).toBe('Firefox on Windows');
    const other = sessions.find((s) => s.browser === 'Safari on iOS');
    expect(other).toBeDefined();
    expect(JSON.stringify(res.body)).not.toContain(ip);
    expect(JSON.stringify(res.body)).not.toContain(hashToken(phone));

    expect((await account(phone, { action: 'overview' })).status).toBe(200);
    const ended = await account(mine, { action: 'end_session', sessionId: other!.id });
    expect(ended.status).toBe(200);
    expect(ended.body.sessionsEnded).toBe(1);
    expect((await account(phone, { action: 'overview' })).status).toBe(401);
    expect((await account(mine, { action: 'end_session', sessionId: other!.id })).status).toBe(409);
    // the session in use is not ended from the list (Sign out does that)
    const current = sessions.find((s) => s.current)!;
    expect((await account(mine, { action: 'end_session', sessionId: current.id })).status).toBe(409);
    expect((await account(mine, { action: 'overview' })).status).toBe(200);
    const [event] = await test.db.query<{ detail: Record<string, unknown> }>(`select detail from audit_events where type = 'session.ended' order by id desc limit 1`);
    expect(event!.detail).toEqual({ action: 'end_session', sessions: 1 });
  });

  it("cannot end another admin's session", async () => {
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', ['second@lonestar.test', 'Second', await hashPassword(ownerPassword, cheap)]);
    const second = await login('second@lonestar.test');
    const mine = await login();
    const [row] = await test.db.query<{ id: string }>('select id::text from admin_sessions where token_hash = $1', [hashToken(second)]);
    expect((await account(mine, { action: 'end_session', sessionId: row!.id })).status).toBe(409);
    expect((await account(second, { action: 'overview' })).status).toBe(200);
    await test.db.query(`delete from admins where email = 'second@lonestar.test'`);
  });

  it('end_other_sessions keeps only the calling session', async () => {
    const others = [await login(), await login()];
    const mine = await login();
    const res = await account(mine, { action: 'end_other_sessions' });
    expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(res.body.sessions).toHaveLength(1);
    expect(res.body.sessions[0].current).toBe(true);
    for (const token of others) expect((await account(token, { action: 'overview' })).status).toBe(401);
  });

  describe('changing the own password', () => {
    const newPassword = 'another long and correct password';

    it('a wrong current password is refused (403, not 401: the session stays), counted as a failed sign-in', async () => {
      const mine = await login();
      const res = await account(mine, { action: 'change_password', currentPassword: 'not the password', newPassword });
      expect(res.status).toBe(403);
      expect((await account(mine, { action: 'overview' })).status).toBe(200);
      const [event] = await test.db.query<{ call: string; account_hash: string | null }>(`select call, account_hash from audit_events where type = 'sign_in.failed' order by id desc limit 1`);
      expect(event!.call).toBe('adminAccount');
      expect(event!.account_hash).toMatch(/^[0-9a-f]{32}$/);
      const [stored] = await test.db.query<{ password_hash: string }>('select password_hash from admins where email = $1', [ownerEmail]);
      expect(await verifyPassword(ownerPassword, stored!.password_hash)).toBe(true);
    });

    it('wrong guesses sent at the same moment are limited like sign-ins: at most the pair limit get checked', async () => {
      const mine = await login();
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => account(mine, { action: 'change_password', currentPassword: `guess number ${i}`, newPassword })),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((s) => s === 403)).toHaveLength(rateLimits.loginPair.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - rateLimits.loginPair.max);
      // and the sign-in page from the same address now refuses too: one budget for both
      expect((await call('adminLogin', { email: ownerEmail, password: 'yet another guess' })).status).toBe(429);
    });

    it('a short new password is refused before anything is checked', async () => {
      const mine = await login();
      const res = await account(mine, { action: 'change_password', currentPassword: ownerPassword, newPassword: 'short' });
      expect(res.status).toBe(400);
    });

    it('the right one sets the new password and ends every other session, keeping this one', async () => {
      const other = await login();
      const mine = await login();
      const res = await account(mine, { action: 'change_password', currentPassword: ownerPassword, newPassword });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(1);
      expect((await account(other, { action: 'overview' })).status).toBe(401);
      expect((await account(mine, { action: 'overview' })).status).toBe(200);
      expect((await call('adminLogin', { email: ownerEmail, password: ownerPassword })).status).toBe(401);
      await login(ownerEmail, newPassword);
      const [event] = await test.db.query<{ detail: Record<string, unknown> }>(`select detail from audit_events where type = 'admin.password_changed' order by id desc limit 1`);
      expect(JSON.stringify(event!.detail)).not.toContain(newPassword);
      // back, for the tests below
      expect((await account(mine, { action: 'change_password', currentPassword: newPassword, newPassword: ownerPassword })).status).toBe(200);
    });
  });

  describe('invitations', () => {
    it('an invitation is a one-time link stored only as a hash; accepting creates the admin and signs them in', async () => {
      const mine = await login();
      const invited = await invite(mine, 'Nina@Example.com', 'Nina');
      expect(invited.email).toBe('nina@example.com');
      expect(invited.link).toMatch(/^https:\/\/lonestar\.test\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);
      expect(invited.emailed).toBe(false);
      expect(Date.parse(invited.expiresAt) - clock).toBe(invitationLifetimeMs);
      const token = tokenOf(invited.link);
      const [row] = await test.db.query<{ token_hash: string }>('select token_hash from admin_invitations where email = $1', ['nina@example.com']);
      expect(row!.token_hash).toBe(hashToken(token));
      const stored = JSON.stringify(await test.db.query('select * from admin_invitations')) + JSON.stringify(await test.db.query('select * from audit_events'));
      expect(stored).not.toContain(token);
      expect(JSON.stringify(await test.db.query('select * from audit_events'))).not.toContain('nina@example.com');

      const overview = await account(mine, { action: 'overview' });
      expect(overview.body.invitations.map((i: { email: string }) => i.email)).toContain('nina@example.com');

      const check = await call('adminInvitation', { action: 'check', token });
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({ email: 'nina@example.com', name: 'Nina' });

      const accepted = await call('adminInvitation', { action: 'accept', token, name: 'Nina Park', password: 'nina chose a long password' }, { userAgent: firefox });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(adminInvitationResponse.safeParse(accepted.body).success).toBe(true);
      const session = accepted.body.session.token as string;
      // signed in as herself, with her name, but kept to enrolling a second factor (admin-step-up.test.ts)
      const hers = await call('adminSecondFactor', { action: 'status' }, { token: session });
      expect(hers.status).toBe(200);
      expect((await account(session, { action: 'overview' })).body.reason).toBe('second_factor_enrolment_required');
      expect((await test.db.query('select name from admins where lower(email) = $1', ['nina@example.com']))[0]).toEqual({ name: 'Nina Park' });
      await login('nina@example.com', 'nina chose a long password');

      // once only
      const again = await call('adminInvitation', { action: 'accept', token, name: 'Nina', password: 'someone else long password' });
      expect(again.status).toBe(410);
      expect(again.body.error).toMatch(/already been used/);
      expect((await call('adminInvitation', { action: 'check', token })).status).toBe(410);
      // the outbox copy no longer holds the token
      const mail = await test.db.query<{ body_text: string; to_address: string }>(`select body_text, to_address from mail_outbox where template = 'admin.invitation'`);
      expect(mail.some((m) => m.to_address === 'nina@example.com')).toBe(true);
      expect(mail.map((m) => m.body_text).join('\n')).not.toContain(token);
      const events = await test.db.query<{ type: string }>(`select type from audit_events where type like 'admin.invit%' order by id`);
      expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['admin.invited', 'admin.invitation_accepted', 'admin.invitation_refused']));
    });

    it('two accepts of one link at the same moment create exactly one admin', async () => {
      const mine = await login();
      const token = tokenOf((await invite(mine, 'race@example.com')).link);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call('adminInvitation', { action: 'accept', token, name: `Racer ${i}`, password: `racer ${i} long password` }, { ip: `192.0.2.${i + 1}` })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 410)).toHaveLength(7);
      const [{ n }] = (await test.db.query<{ n: number }>(`select count(*)::int as n from admins where email = 'race@example.com'`)) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('re-inviting the same email replaces the link; a withdrawn or expired link is refused with a clear message', async () => {
      const mine = await login();
      const first = tokenOf((await invite(mine, 'omar@example.com')).link);
      const second = tokenOf((await invite(mine, 'omar@example.com', 'Omar')).link);
      expect(second).not.toBe(first);
      const firstCheck = await call('adminInvitation', { action: 'check', token: first });
      expect(firstCheck.status).toBe(410);
      expect(firstCheck.body.error).toMatch(/withdrawn|replaced/);
      expect((await account(mine, { action: 'overview' })).body.invitations.filter((i: { email: string }) => i.email === 'omar@example.com')).toHaveLength(1);

      const [{ id }] = (await test.db.query<{ id: string }>(`select id::text from admin_invitations where email = 'omar@example.com' and revoked_at is null and used_at is null`)) as [{ id: string }];
      expect((await account(mine, { action: 'revoke_invitation', invitationId: id })).status).toBe(200);
      expect((await account(mine, { action: 'revoke_invitation', invitationId: id })).status).toBe(409);
      const revoked = await call('adminInvitation', { action: 'accept', token: second, name: 'Omar', password: 'omar long password here' });
      expect(revoked.status).toBe(410);
      expect(revoked.body.error).toMatch(/withdrawn/);

      const late = tokenOf((await invite(mine, 'late@example.com')).link);
      clock += invitationLifetimeMs + 1000;
      try {
        const expired = await call('adminInvitation', { action: 'accept', token: late, name: 'Late', password: 'late but long password' });
        expect(expired.status).toBe(410);
        expect(expired.body.error).toMatch(/expired/);
        expect((await test.db.query(`select 1 from admins where email = 'late@example.com'`))).toHaveLength(0);
      } finally {
        clock -= invitationLifetimeMs + 1000;
      }
      expect((await call('adminInvitation', { action: 'check', token: 'B'.repeat(43) })).body.error).toMatch(/not valid/);
    });

    it('refuses inviting an existing admin or a bad address, and a short password on accept', async () => {
      const mine = await login();
      expect((await account(mine, { action: 'invite', email: ownerEmail })).status).toBe(409);
      expect((await account(mine, { action: 'invite', email: 'not an email' })).status).toBe(400);
      const token = tokenOf((await invite(mine, 'short@example.com')).link);
      expect((await call('adminInvitation', { action: 'accept', token, name: 'S', password: 'short' })).status).toBe(400);
      expect((await call('adminInvitation', { action: 'check', token })).status).toBe(200);
    });

    it('two invitations of one email at the same moment leave one pending link', async () => {
      const mine = await login();
      const results = await Promise.all(Array.from({ length: 5 }, () => account(mine, { action: 'invite', email: 'twice@example.com', name: '' })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const pending = await test.db.query<{ token_hash: string }>(`select token_hash from admin_invitations where email = 'twice@example.com' and used_at is null and revoked_at is null`);
      expect(pending).toHaveLength(1);
      const live = results.map((r) => tokenOf(r.body.invited.link)).filter((t) => hashToken(t) === pending[0]!.token_hash);
      expect(live).toHaveLength(1);
    });

    it('createInvitation refuses an existing admin (the CLI uses it too)', async () => {
      await expect(createInvitation(test.db, { email: ownerEmail, invitedBy: null, origin }, now())).rejects.toThrow(/already an admin/);
    });
  });

  it('npm run admin -- invite prints a link that works once', async () => {
    const out: string[] = [];
    const code = await runAdminCli(['invite', '--email', 'cli@example.com', '--name', 'Cli'], test.db, { readPassword: async () => '', out: (l) => out.push(l), err: (l) => out.push(l) }, { origin });
    expect(code, out.join('\n')).toBe(0);
    const link = out.find((l) => l.startsWith(`${origin}/admin/invite#token=`))!;
    const token = tokenOf(link);
    expect((await call('adminInvitation', { action: 'check', token })).body).toMatchObject({ email: 'cli@example.com', name: 'Cli' });
    expect((await call('adminInvitation', { action: 'accept', token, name: 'Cli', password: 'cli chose a long password' })).status).toBe(200);
    expect((await call('adminInvitation', { action: 'accept', token, name: 'Cli', password: 'cli chose a long password' })).status).toBe(410);
  });

  it('describes browsers briefly', () => {
    expect(describeUserAgent(firefox)).toBe('Firefox on Windows');
    expect(describeUserAgent(safariPhone)).toBe('Safari on iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36')).toBe('Headless Chrome on Linux');
    expect(describeUserAgent(null)).toBeNull();
  });
});
