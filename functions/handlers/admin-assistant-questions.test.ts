/**
 * What visitors ask that the pages do not answer is kept (the question's words only, contact
 * details masked, 90 days) and listed for admins with a count, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAssistantQuestionsResponse, messages, unansweredKeepDays, type ApiCall } from '../../domain';
import { hashPassword } from '../auth/passwords';
import { parseEnv } from '../env';
import type { Handler } from '../http';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createOpenaiAssistantHandler } from './assistant';
import { createHandlers } from './index';

const origin = 'https://lonestar.test';
const admin = { email: 'owner@lonestar.test', password: 'a long and correct password' };
const day = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('unanswered assistant questions (%s)', (kind) => {
  let test: TestDatabase;
  let clock = Date.parse('2026-11-20T15:00:00.000Z');
  const now = () => new Date(clock);
  let handlers: Record<ApiCall, Handler>;
  let withModel: Handler;
  let token = '';
  let visitor = 0;

  async function call(handler: Handler, body: unknown, options: { token?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request = new Request(`${origin}/x`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const res = await handler(request, { clientIp: `203.0.113.${++visitor}` });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  const ask = (message: string, handler = handlers.openaiAssistant) => call(handler, { message, context: 'general', conversation_history: [] });
  const listed = async () => adminAssistantQuestionsResponse.parse((await call(handlers.adminAssistantQuestions, undefined, { token })).body);

  beforeAll(async () => {
    test = await openTestDatabase(kind, { seed: now() });
    await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [admin.email, 'Owner', await hashPassword(admin.password, { logN: 10, r: 8, p: 1 })]);
    const deps = { db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), now, sleep: async () => {} };
    handlers = createHandlers(deps);
    withModel = createOpenaiAssistantHandler({ ...deps, model: async () => 'A reply from the model.' });
    token = (await call(handlers.adminLogin, admin)).body.token;
  });
  afterAll(() => test?.cleanup());

  it('keeps what the pages do not answer, counted by its words whatever their case, and nothing the pages answer', async () => {
    expect(await listed()).toEqual({ questions: [], keptDays: unansweredKeepDays });
    expect((await ask('Do you offer payroll services?')).status).toBe(200);
    clock += 60_000;
    await ask('do you offer PAYROLL services?');
    await ask('How much is an online store?');
    await ask('Can you fix my iPad?');
    const { questions } = await listed();
    expect(questions).toEqual([
      { question: expect.stringMatching(/^do you offer payroll services\?$/i), count: 2, lastAskedAt: now().toISOString() },
      { question: 'Can you fix my iPad?', count: 1, lastAskedAt: now().toISOString() },
    ]);
    expect(questions.map((q) => q.question).join(' ')).not.toMatch(/online store/i);
  });

  it('with a model, a question no page matches is kept too', async () => {
    expect((await ask('Do you repair tractors?', withModel)).body.response).toContain('A reply from the model.');
    expect((await listed()).questions.map((q) => q.question)).toContain('Do you repair tractors?');
  });

  it('keeps the words only: no address or visitor id, and an email address or phone number in the question masked', async () => {
    await ask('Do you do payroll in Lubbock? Write to jo@example.com or call (806) 555-0199');
    const rows = await test.db.query<Record<string, unknown>>('select * from assistant_unanswered');
    expect(Object.keys(rows[0]!).sort()).toEqual(['asked_at', 'id', 'question']);
    const kept = rows.map((r) => String(r.question)).find((q) => q.includes('Lubbock'))!;
    expect(kept).toBe('Do you do payroll in Lubbock? Write to [email] or call [number]');
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
  });

  it(`forgets a question after ${unansweredKeepDays} days`, async () => {
    const before = (await test.db.query<{ n: number }>('select count(*)::int as n from assistant_unanswered'))[0]!.n;
    expect(before).toBeGreaterThan(0);
    clock += (unansweredKeepDays + 1) * day;
    token = (await call(handlers.adminLogin, admin)).body.token; // the session did not last that long
    // not listed any more, and gone from the table once the list is read
    expect((await listed()).questions).toEqual([]);
    expect(await test.db.query('select id from assistant_unanswered')).toEqual([]);
    await ask('Do you sell gift cards for tractors?');
    const rows = await test.db.query<{ question: string }>('select question from assistant_unanswered');
    expect(rows.map((r) => r.question)).toEqual(['Do you sell gift cards for tractors?']);
  });

  it('is for admins only: 401 without a session', async () => {
    expect(await call(handlers.adminAssistantQuestions, undefined)).toEqual({ status: 401, body: { error: messages.unauthorized } });
  });
});
