/**
 * An admin invitation goes out by email through a real SMTP server in the test process: to the
 * invited address, with the one-time link that the page showed, and the link works.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../domain';
import { startServer, type RunningServer } from '../node-server';
import { startTestSmtpServer, waitFor, type TestSmtpServer } from './smtp-test-server';

const admin = { email: 'owner@lonestar.test', password: 'the owner long password' };

describe('admin invitation email', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let dir: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'mail-invite-'));
    server = await startServer({
      port: 0,
      dataDir: dir,
      quiet: true,
      healthCheckEveryMs: 0,
      env: { SMTP_URL: smtp.url, SITE_ORIGIN: 'https://lonestar.test', MAIL_FROM: 'Lone Star Web Studio <hello@lonestar.test>', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      mail: { pollMs: 30, backoffMs: 30, maxAttempts: 50 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (call: keyof typeof apiPaths, body: unknown, token?: string) => {
    const response = await fetch(server.url + apiPaths[call], {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('emails the invited address the link shown once; the link then works', async () => {
    const login = await post('adminLogin', admin);
    expect(login.status).toBe(200);
    const invited = await post('adminAccount', { action: 'invite', email: 'Nina@Example.com', name: 'Nina' }, login.body.token);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.invited.emailed).toBe(true);
    const link = invited.body.invited.link as string;
    expect(link).toMatch(/^https:\/\/lonestar\.test\/admin\/invite#token=[A-Za-z0-9_-]{43}$/);

    await waitFor(() => smtp.received.some((m) => m.to.includes('nina@example.com')), 15_000, 'the invitation email');
    const mail = smtp.received.find((m) => m.to.includes('nina@example.com'))!;
    expect(mail.parsed.subject).toContain('invited to the');
    expect(mail.parsed.text).toContain('Hi Nina,');
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.from?.text).toContain('hello@lonestar.test');

    const token = new URL(link).hash.replace('#token=', '');
    // once delivered, the stored copy no longer holds the token (issue 32: it stayed for up to 72 h)
    const stored = () => server.db.query<{ body_text: string; status: string }>(`select body_text, status from mail_outbox where template = 'admin.invitation'`);
    await waitFor(async () => (await stored())[0]?.status === 'sent', 15_000, 'the invitation marked sent');
    const [sent] = await stored();
    expect(sent!.body_text).not.toContain(token);
    expect(sent!.body_text).toContain('/admin/invite#token=(sent-not-kept)');
    expect(sent!.body_text).toContain('Hi Nina,');

    const accepted = await post('adminInvitation', { action: 'accept', token, name: 'Nina', password: 'nina chose a long password' });
    expect(accepted.status).toBe(200);
    // the stored copy of the sent email no longer holds the token
    const rows = await server.db.query<{ body_text: string; status: string }>(`select body_text, status from mail_outbox where template = 'admin.invitation'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('sent');
    expect(rows[0]!.body_text).not.toContain(token);
  }, 60_000);
});
