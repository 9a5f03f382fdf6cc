import type { IntegrationStatus } from '../../domain/api';
import { sampleNow } from '../../domain/sample-data';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const checkedAt = new Date(sampleNow).toISOString();

/** Everything configured and answering, in Stripe's test mode. */
export const sampleIntegrations: IntegrationStatus[] = [
  { id: 'database', name: 'Embedded database (PGlite)', configured: true, reachable: true, mode: null, latencyMs: 3, detail: 'Database answered in 3 ms.' },
  { id: 'stripe', name: 'Stripe payments', configured: true, reachable: true, mode: 'test', latencyMs: 212, detail: 'Stripe answered in 212 ms.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: true, reachable: true, mode: null, latencyMs: null, detail: 'Last event received 2h ago.' },
  { id: 'openai', name: 'OpenAI assistant', configured: true, reachable: true, mode: null, latencyMs: 340, detail: 'The model API answered in 340 ms.' },
];

/** A fresh install: nothing but the database. */
export const sampleIntegrationsUnconfigured: IntegrationStatus[] = [
  sampleIntegrations[0]!,
  { id: 'stripe', name: 'Stripe payments', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'STRIPE_SECRET_KEY is not set: checkout answers 503 until it is.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'STRIPE_WEBHOOK_SECRET is not set: subscriptions are not recorded.' },
  { id: 'openai', name: 'OpenAI assistant', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'OPENAI_API_KEY is not set: the assistant answers from the site catalogue, offline.' },
];

/** Configured, but Stripe refuses the key and OpenAI does not answer. */
export const sampleIntegrationsFailing: IntegrationStatus[] = [
  sampleIntegrations[0]!,
  { id: 'stripe', name: 'Stripe payments', configured: true, reachable: false, mode: 'live', latencyMs: null, detail: 'Stripe is configured but the key was refused.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: true, reachable: false, mode: null, latencyMs: null, detail: 'Configured; no event has arrived yet.' },
  { id: 'openai', name: 'OpenAI assistant', configured: true, reachable: false, mode: null, latencyMs: null, detail: 'OpenAI is configured but it could not be reached; the assistant falls back to the catalogue.' },
];

const answer = (integrations: IntegrationStatus[]) =>
  mockCall('adminIntegrations', adminOnly(() => respond('adminIntegrations', { integrations, checkedAt })));

const success = answer(sampleIntegrations);

export const adminIntegrationsHandlers = {
  success,
  ...failureVariants('adminIntegrations'),
  unauthorized: unauthorizedVariant('adminIntegrations'),
  unconfigured: answer(sampleIntegrationsUnconfigured),
  failing: answer(sampleIntegrationsFailing),
};
