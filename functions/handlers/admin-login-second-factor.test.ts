/**
 * The second factor: TOTP (window, replay), recovery codes (once), the pending sign-in (5 tries
 * counted before the check, 5 minutes, used once), the per-admin cap on wrong codes, enrolment
 * and removal, each with the security events they leave. On PGlite (and PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type AdminSecondFactorRequest, type AdminSecondFactorResponse, type SecondFactorChallenge } from '../../domain';
import { hashPassword } from '../auth/passwords';
import { secondFactorLimits, totpCodeAt, totpStepOf } from '../auth/second-factor';
import { createSession, hashToken } from '../auth/sessions';
import { parseEnv } from '../env';
import { rateLimits } from '../rate-limit';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createAdminLoginHandler } from './admin-login';
import { createAdminLoginSecondFactorHandler } from './admin-login-second-factor';
import { createAdminSecondFactorHandler } from './admin-second-factor';
import type { HandlerDeps } from './deps';
import { addSoftwarePasskey } from '../testing/software-passkey';
import { runAdminCli } from '../../scripts/admin';

describe('TOTP codes (RFC 6238, 30 s steps, one step either side)', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const at = new Date('2026-11-25T21:00:10.000Z');
  const step = Math.floor(at.getTime() / 30_000);
  it('accepts the code of now, of the step before and of the step after, and says which step it was', () => {
    expect(totpStepOf(secret, totpCodeAt(secret, at), at)).toBe(step);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
  });
  it('refuses codes two steps away and a code of another secret', () => {
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(at.getTime() - 60_000)), at)).toBeNull();
    expect(totpStepOf(secret, totpCodeAt(secret, new Date(at.getTime() + 60_000)), at)).toBeNull();
    expect(totpStepOf(secret, totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', at), at)).toBeNull();
  });
  it('matches the RFC 6238 test vector (SHA-1, T = 59 s: 94287082, last 6 digits)', () => {
    // RFC 6238 appendix B, secret "12345678901234567890" in base32
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });
});

describe.each(testDatabaseKinds)('second factor on %s', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-25T15:00:00.000Z');
  const now = () => new Date(clock);
  const email = 'two-factor@lonestar.test';
  const password = 'a long and correct password';
  let adminId: number;
  let adminToken: string;
  const deps = (): HandlerDeps => ({ db: test.db, env: parseEnv({ SITE_ORIGIN: 'https://lonestar.test', IP_HASH_SALT: 'test-salt' }), now, sleep: async () => {} });
  const post = (body: unknown, token?: string) =>
    new Request('https://lonestar.test/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const context = { clientIp: '127.0.0.5' };

  async function signIn(clientIp = context.clientIp) {
    const res = await createAdminLoginHandler(deps())(post({ email, password }), { clientIp });
    expect(res.status).toBe(200);
    return (await res.json()) as SecondFactorChallenge & { token?: string };
  }
  /** one after another: the password gate lets one sign-in per client hash at a time */
  async function signIns(n: number, clientIp = context.clientIp) {
    const all: Array<Awaited<ReturnType<typeof signIn>>> = [];
    for (let i = 0; i < n; i++) all.push(await signIn(clientIp));
    return all;
  }
  async function second(body: Record<string, unknown>, clientIp = context.clientIp) {
    const res = await createAdminLoginSecondFactorHandler(deps())(post(body), { clientIp });
    return { status: res.status, body: (await res.json()) as { token?: string; error?: string } };
  }
  async function manage(body: AdminSecondFactorRequest) {
    const res = await createAdminSecondFactorHandler(deps())(post(body, adminToken), context);
    return { status: res.status, body: (await res.json()) as AdminSecondFactorResponse & { error?: string } };
  }
  const events = async (type: string) =>
    (await test.db.query<{ detail: Record<string, unknown> }>('select detail from audit_events where type = $1 and admin_id = $2 order by id', [type, adminId])).map((r) => r.detail);
  const sessions = async () => (await test.db.query<{ n: number }>('select count(*)::int as n from admin_sessions where admin_id = $1', [adminId]))[0]!.n;

  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    const hash = await hashPassword(password, { logN: 10, r: 8, p: 1 });
    [{ id: adminId }] = (await test.db.query<{ id: number }>('insert into admins (email, name, password_hash) values ($1, $2, $3) returning id', [email, 'Two', hash])) as [
      { id: number },
    ];
    adminToken = (await createSession(test.db, adminId, now())).token;
  });
  afterAll(() => test?.cleanup());
  beforeEach(async () => {
    clock += 60 * 60_000; // a fresh TOTP step and fresh rate-limit windows for every test
    adminToken = (await createSession(test.db, adminId, now())).token;
  });

  it('without a second factor the password alone signs in, as before', async () => {
    const answer = await signIn();
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.secondFactorRequired).toBeUndefined();
  });

  it('enrols TOTP: a secret (base32, otpauth URI, QR code) kept encrypted, confirmed by a code; ten recovery codes shown once', async () => {
    const begun = await manage({ action: 'totp_begin' });
    expect(begun.status).toBe(200);
    const setup = begun.body.totpSetup!;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Lone%20Star%20Web%20Studio:two-factor%40lonestar\.test\?issuer=Lone%20Star%20Web%20Studio&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(begun.body.totp.enrolled).toBe(false);
    const stored = await test.db.query<{ secret_encrypted: string }>('select secret_encrypted from admin_totp where admin_id = $1', [adminId]);
    expect(stored[0]!.secret_encrypted).not.toContain(setup.secret);
    // not enrolled yet: the password still signs in alone
    expect((await signIn()).token).toBeDefined();

    const wrong = await manage({ action: 'totp_confirm', code: totpCodeAt(setup.secret, new Date(clock + 5 * 60_000)) });
    expect(wrong.status).toBe(400);
    expect((await manage({ action: 'status' })).body.totp.enrolled).toBe(false);

    const confirmed = await manage({ action: 'totp_confirm', code: totpCodeAt(setup.secret, now()) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.totp.enrolled).toBe(true);
    expect(confirmed.body.newRecoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.newRecoveryCodes).size).toBe(10);
    expect(confirmed.body.recoveryCodes.remaining).toBe(10);
    const storedCodes = await test.db.query<{ code_hash: string }>('select code_hash from admin_recovery_codes where admin_id = $1', [adminId]);
    expect(JSON.stringify(storedCodes)).not.toContain(confirmed.body.newRecoveryCodes![0]!.replace('-', ''));
    expect((await manage({ action: 'status' })).body.newRecoveryCodes).toBeUndefined();
    expect(await events('second_factor.enrolled')).toEqual([{ method: 'totp' }]);
    // a second enrolment over a confirmed one is refused
    expect((await manage({ action: 'totp_begin' })).status).toBe(409);
    secret = setup.secret;
    recoveryCodes = confirmed.body.newRecoveryCodes!;
  });

  it('with TOTP enrolled the right password gives no session but a pending sign-in; a wrong code is refused; the right code admits', async () => {
    const before = await sessions();
    const pending = await signIn();
    expect(pending).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(pending.token).toBeUndefined();
    expect(Date.parse(pending.expiresAt)).toBe(clock + secondFactorLimits.pendingMs);
    expect(await sessions()).toBe(before);

    const wrong = await second({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, new Date(clock + 90_000)) });
    expect(wrong).toEqual({ status: 401, body: { error: messages.secondFactorWrong } });
    expect(await sessions()).toBe(before);
    expect((await events('second_factor.failed')).at(-1)).toEqual({ method: 'totp', triesLeft: 4 });

    const right = await second({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) });
    expect(right.status).toBe(200);
    expect(right.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessions()).toBe(before + 1);
    expect((await events('second_factor.used')).at(-1)).toEqual({ method: 'totp' });
    // the pending sign-in is spent
    expect((await second({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).body.error).toBe(messages.secondFactorEnded);
  });

  it('the session made after the second factor records the browser, as a password-only sign-in does (issue 32)', async () => {
    const pending = await signIn();
    const request = new Request('https://lonestar.test/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
      body: JSON.stringify({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) }),
    });
    const res = await createAdminLoginSecondFactorHandler(deps())(request, context);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const [row] = await test.db.query<{ user_agent: string | null }>('select user_agent from admin_sessions where token_hash = $1', [hashToken(token)]);
    expect(row!.user_agent).toBe('Firefox on Windows');
  });

  it('a code is accepted once: used again, or an older one after a newer, is refused', async () => {
    const first = await signIn();
    expect((await second({ pendingToken: first.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).status).toBe(200);
    const again = await signIn();
    expect((await second({ pendingToken: again.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).status).toBe(401);
    expect((await second({ pendingToken: again.pendingToken, method: 'totp', code: totpCodeAt(secret, new Date(clock - 30_000)) })).status).toBe(401);
    // the next step's code still works
    clock += 30_000;
    expect((await second({ pendingToken: again.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).status).toBe(200);
  });

  it('the same right code sent by 5 sign-ins at the same moment admits exactly one', async () => {
    const pendings = await signIns(5);
    const code = totpCodeAt(secret, now());
    const results = await Promise.all(pendings.map((p) => second({ pendingToken: p.pendingToken, method: 'totp', code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(4);
  });

  it('20 wrong codes at the same moment on one sign-in: exactly 5 are checked, the rest find it ended, and then the right code is refused too', async () => {
    const pending = await signIn();
    const wrongCode = totpCodeAt(secret, new Date(clock + 10 * 60_000));
    const results = await Promise.all(Array.from({ length: 20 }, () => second({ pendingToken: pending.pendingToken, method: 'totp', code: wrongCode })));
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect(results.filter((r) => r.body.error === messages.secondFactorWrong)).toHaveLength(secondFactorLimits.triesPerSignIn);
    expect(results.filter((r) => r.body.error === messages.secondFactorEnded)).toHaveLength(20 - secondFactorLimits.triesPerSignIn);
    const right = await second({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) });
    expect(right).toEqual({ status: 401, body: { error: messages.secondFactorEnded } });
  });

  it('fresh sign-ins do not buy more guesses: 10 wrong codes per admin and client in 15 minutes, then 429 even for the right code from that client', async () => {
    const wrongCode = totpCodeAt(secret, new Date(clock + 10 * 60_000));
    const pendings = await signIns(4);
    // 4 sign-ins x 5 tries = 20 tries at the same moment; the admin's cap lets 10 be checked
    const results = await Promise.all(pendings.flatMap((p) => Array.from({ length: 5 }, () => second({ pendingToken: p.pendingToken, method: 'totp', code: wrongCode }))));
    expect(results.filter((r) => r.status === 401)).toHaveLength(rateLimits.secondFactorPair.max);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20 - rateLimits.secondFactorPair.max);
    const fresh = await signIn();
    expect((await second({ pendingToken: fresh.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).status).toBe(429);
    clock += rateLimits.secondFactorPair.windowMs + 60_000;
    const later = await signIn();
    expect((await second({ pendingToken: later.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).status).toBe(200);
  });

  const alerts = async (since: number) =>
    test.db.query<{ subject: string; body_text: string }>(
      "select subject, body_text from mail_outbox where template = 'admin.second_factor_alert' and to_address = $1 and created_at >= $2",
      [email, new Date(since)],
    );
  const wrongCodes = (pendings: Array<{ pendingToken: string }>, clientIp: string) =>
    pendings.flatMap((p) => Array.from({ length: secondFactorLimits.triesPerSignIn }, () => () => second({ pendingToken: p.pendingToken, method: 'totp', code: totpCodeAt(secret, new Date(clock + 10 * 60_000)) }, clientIp)));

  it('an attacker with the password sending wrong codes from 4 clients does not keep the admin out: the right code from another client, sent at the same moment, admits; the admin gets one email', async () => {
    const started = clock;
    const attackers = ['127.0.0.61', '127.0.0.62', '127.0.0.63', '127.0.0.64'];
    const pendings = await Promise.all(attackers.map((ip) => signIns(3, ip)));
    const admin = await signIn('127.0.0.5');
    const attack = pendings.flatMap((p, i) => wrongCodes(p, attackers[i]!)); // 4 clients x 15 codes
    // the admin's code is sent last of the burst: the attack's codes are counted first
    const all = await Promise.all([...attack.map((send) => send()), second({ pendingToken: admin.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) }, '127.0.0.5')]);
    const mine = all.at(-1)!;
    const theirs = all.slice(0, -1);
    expect(mine.status).toBe(200);
    expect(mine.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // each client guesses at most 10 times; all of them together at most 30, plus one first try each
    const checked = theirs.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(rateLimits.secondFactorAccount.max + attackers.length);
    expect(checked).toBeGreaterThanOrEqual(rateLimits.secondFactorPair.max);
    for (let i = 0; i < attackers.length; i++) {
      expect(theirs.slice(i * 15, i * 15 + 15).filter((r) => r.status === 401).length).toBeLessThanOrEqual(rateLimits.secondFactorPair.max);
    }
    expect(theirs.filter((r) => r.status === 429)).toHaveLength(theirs.length - checked);
    // the attacker's clients stay refused, even with a fresh sign-in; the admin, from a clean client, still gets in after the burst
    const again = await signIn(attackers[0]);
    expect((await second({ pendingToken: again.pendingToken, method: 'totp', code: totpCodeAt(secret, new Date(clock + 10 * 60_000)) }, attackers[0])).status).toBe(429);
    clock += 30_000;
    const next = await signIn('127.0.0.7');
    expect((await second({ pendingToken: next.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) }, '127.0.0.7')).status).toBe(200);
    // one email for the episode, not one per code
    const sent = await alerts(started);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your Lone Star Web Studio admin password was used with a wrong second factor');
    expect(sent[0]!.body_text).toContain('/admin/account');
    expect(sent[0]!.body_text).not.toContain(secret);
  });

  it('wrong codes never block a passkey, even from the client that sent them', async () => {
    clock += 2 * 60 * 60_000; // past the last test's episode: this one gets its own email
    const started = clock;
    const rp = { id: 'lonestar.test', origin: 'https://lonestar.test' };
    const passkey = await addSoftwarePasskey(test.db, adminId, rp, now());
    try {
      const attacker = '127.0.0.65';
      const pendings = await signIns(8, attacker);
      const admin = await signIn(attacker);
      expect(admin.methods).toContain('passkey');
      const challenge = (admin.passkeyOptions as { challenge: string }).challenge;
      // 40 wrong codes and the passkey's answer at the same moment, all from one client
      const all = await Promise.all([
        ...wrongCodes(pendings, attacker).map((send) => send()),
        second({ pendingToken: admin.pendingToken, method: 'passkey', assertion: passkey.answer(challenge) }, attacker),
      ]);
      const mine = all.at(-1)!;
      const theirs = all.slice(0, -1);
      expect(mine.status).toBe(200);
      expect(theirs.filter((r) => r.status === 401)).toHaveLength(rateLimits.secondFactorPair.max);
      // and after them, with every cap full
      const later = await signIn(attacker);
      const answer = passkey.answer((later.passkeyOptions as { challenge: string }).challenge);
      expect((await second({ pendingToken: later.pendingToken, method: 'passkey', assertion: answer }, attacker)).status).toBe(200);
      expect(await alerts(started)).toHaveLength(1);
    } finally {
      await test.db.query('delete from admin_passkeys where admin_id = $1', [adminId]);
    }
  });

  it('a pending sign-in ends after 5 minutes', async () => {
    const pending = await signIn();
    clock += secondFactorLimits.pendingMs + 1;
    expect(await second({ pendingToken: pending.pendingToken, method: 'totp', code: totpCodeAt(secret, now()) })).toEqual({
      status: 401,
      body: { error: messages.secondFactorEnded },
    });
  });

  it('a recovery code works once (any case, with or without its dash) and is logged', async () => {
    const code = recoveryCodes[0]!;
    const first = await signIn();
    expect((await second({ pendingToken: first.pendingToken, method: 'recovery', code: code.toUpperCase().replace('-', ' ') })).status).toBe(200);
    expect(await events('second_factor.recovery_used')).toEqual([{ method: 'recovery' }]);
    const again = await signIn();
    expect((await second({ pendingToken: again.pendingToken, method: 'recovery', code })).body.error).toBe(messages.secondFactorWrong);
    expect((await manage({ action: 'status' })).body.recoveryCodes.remaining).toBe(9);
  });

  it('one recovery code sent by 5 sign-ins at the same moment admits exactly one', async () => {
    const pendings = await signIns(5);
    const results = await Promise.all(pendings.map((p) => second({ pendingToken: p.pendingToken, method: 'recovery', code: recoveryCodes[2]! })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.error === messages.secondFactorWrong)).toHaveLength(4);
  });

  it('regenerating recovery codes ends the old ones', async () => {
    const fresh = await manage({ action: 'recovery_regenerate' });
    expect(fresh.body.newRecoveryCodes).toHaveLength(10);
    const pending = await signIn();
    expect((await second({ pendingToken: pending.pendingToken, method: 'recovery', code: recoveryCodes[1]! })).status).toBe(401);
    expect((await second({ pendingToken: pending.pendingToken, method: 'recovery', code: fresh.body.newRecoveryCodes![0]! })).status).toBe(200);
  });

  it('two regenerations at the same moment leave ten codes, not twenty', async () => {
    await Promise.all([manage({ action: 'recovery_regenerate' }), manage({ action: 'recovery_regenerate' })]);
    const [{ n }] = (await test.db.query<{ n: number }>('select count(*)::int as n from admin_recovery_codes where admin_id = $1', [adminId])) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('a passkey answer that does not verify is refused and counted', async () => {
    const pending = await signIn();
    const assertion = {
      id: 'bm90LWEta2V5',
      rawId: 'bm90LWEta2V5',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    expect((await second({ pendingToken: pending.pendingToken, method: 'passkey', assertion })).body.error).toBe(messages.secondFactorPasskeyFailed);
    expect((await events('second_factor.failed')).at(-1)).toEqual({ method: 'passkey', triesLeft: 4 });
  });

  it('without SITE_ORIGIN on a public host, passkey calls answer 400 and say what to set, for sign-in and enrolment alike', async () => {
    const noOrigin = (): HandlerDeps => ({ ...deps(), env: parseEnv({ IP_HASH_SALT: 'test-salt' }) });
    const expected = 'Passkeys need the site address: set SITE_ORIGIN on the server.';
    const assertion = { id: 'eA', rawId: 'eA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };
    const signInAnswer = await createAdminLoginSecondFactorHandler(noOrigin())(post({ pendingToken: 'any', method: 'passkey', assertion }), context);
    expect([signInAnswer.status, ((await signInAnswer.json()) as { error?: string }).error]).toEqual([400, expected]);
    const enrolAnswer = await createAdminSecondFactorHandler(noOrigin())(post({ action: 'passkey_options' }, adminToken), context);
    expect([enrolAnswer.status, ((await enrolAnswer.json()) as { error?: string }).error]).toEqual([400, expected]);
  });

  it('a passkey needs a registration challenge; without one nothing is stored', async () => {
    const attestation = { id: 'eA', rawId: 'eA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AAAA' }, clientExtensionResults: {} };
    const refused = await manage({ action: 'passkey_register', name: 'Laptop', attestation } as AdminSecondFactorRequest);
    expect(refused.status).toBe(400);
    const options = await manage({ action: 'passkey_options' });
    expect(options.body.passkeyOptions).toMatchObject({ rp: { id: 'lonestar.test' }, user: { name: email } });
    expect((await manage({ action: 'passkey_register', name: 'Laptop', attestation } as AdminSecondFactorRequest)).status).toBe(400);
    expect((await manage({ action: 'status' })).body.passkeys).toEqual([]);
  });

  it('removing TOTP, the last factor, removes the recovery codes and lets the password sign in alone again', async () => {
    const removed = await manage({ action: 'totp_remove' });
    expect(removed.body).toMatchObject({ totp: { enrolled: false }, recoveryCodes: { remaining: 0 }, passkeys: [] });
    expect(await events('second_factor.removed')).toEqual([{ method: 'totp' }]);
    expect((await signIn()).token).toBeDefined();
  });

  it('npm run admin -- reset-second-factor removes every factor, ends the sessions and is logged without the email', async () => {
    const begun = await manage({ action: 'totp_begin' });
    await manage({ action: 'totp_confirm', code: totpCodeAt(begun.body.totpSetup!.secret, now()) });
    expect((await signIn()).secondFactorRequired).toBe(true);
    const out: string[] = [];
    const io = { readPassword: async () => '', out: (line: string) => void out.push(line), err: (line: string) => void out.push(line) };
    expect(await runAdminCli(['reset-second-factor', email.toUpperCase()], test.db, io)).toBe(0);
    expect(out.join('\n')).toMatch(/Second factor of two-factor@lonestar\.test reset: .* [1-9]\d* sessions? ended/);
    const [reset] = await events('second_factor.reset');
    expect(reset).toEqual({ removed: 12, sessionsEnded: expect.any(Number) }); // the TOTP row, ten recovery codes, the pending sign-in
    expect(JSON.stringify(reset)).not.toContain('lonestar');
    expect((await manage({ action: 'status' })).status).toBe(401);
    expect((await signIn()).token).toBeDefined();
    expect(await runAdminCli(['reset-second-factor', '--email', 'nobody@lonestar.test'], test.db, io)).toBe(1);
  });
});
