import { mkdtempSync, rmSync } from 'node:fs';
import { e2eAdmin } from './admin-account';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { addAdmin } from '../functions/auth/admins';
import { startServer } from '../functions/node-server';

/** An admin of its own for e2e/two-factor.test.ts, so the factors it enrols never stop other files signing in. */
export const twoFactorAdmin = { email: 'two-factor@example.com', password: 'e2e-two-factor-password-1234' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the server's STRIPE_WEBHOOK_SECRET: tests record customers with signed events */
    stripeWebhookSecret: string;
  }
}

/**
 * Starts the production server (the built site from `npm run build` plus the functions) on a
 * free port with an in-memory database, once for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const stripeWebhookSecret = 'whsec_e2e_only_not_a_real_secret';
  // an empty backup folder of its own, and no nightly backup, whatever the hour
  const backupDir = mkdtempSync(path.join(tmpdir(), 'e2e-backups-'));
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    // No Stripe key (payment calls say payments are not configured); a webhook secret, so a
    // test can record a customer as Stripe would.
    env: { ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password, STRIPE_WEBHOOK_SECRET: stripeWebhookSecret, BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '0' },
    quiet: true,
  });
  await addAdmin(server.db, { ...twoFactorAdmin, name: 'Two-factor admin' });
  project.provide('baseUrl', server.url);
  project.provide('stripeWebhookSecret', stripeWebhookSecret);
  return async () => {
    await server.close();
    rmSync(backupDir, { recursive: true, force: true });
  };
}
