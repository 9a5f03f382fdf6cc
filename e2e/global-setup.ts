import type { TestProject } from 'vitest/node';
import { startServer } from '../functions/node-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the server's STRIPE_WEBHOOK_SECRET: tests record customers with signed events */
    stripeWebhookSecret: string;
  }
}

const stripeWebhookSecret = 'whsec_e2e_only';

/**
 * Starts the production server (the built site from `npm run build` plus the functions) on a
 * free port with an in-memory database, once for the whole e2e run.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({
    port: 0,
    dataDir: 'memory://',
    // No Stripe key (payment calls say payments are not configured); a webhook secret, so a
    // test can record a customer as Stripe would.
    env: { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'e2e-admin-password-1234', STRIPE_WEBHOOK_SECRET: stripeWebhookSecret },
    quiet: true,
  });
  project.provide('baseUrl', server.url);
  project.provide('stripeWebhookSecret', stripeWebhookSecret);
  return async () => {
    await server.close();
  };
}
