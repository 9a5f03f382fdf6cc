import OpenAI from 'openai';
import Stripe from 'stripe';
import { relativeTimeLabel, type IntegrationStatus } from '../../domain';
import { probeDatabase } from '../admin/health-checks';
import { requireAdmin } from '../auth/sessions';
import type { Env } from '../env';
import { json, withErrorHandling, type Handler } from '../http';
import { stripeConnectionOptions } from '../stripe';
import { clockOf, type HandlerDeps } from './deps';

/** How long a reachability answer is reused: the page may poll, Stripe and OpenAI need not hear it. */
const cacheMs = 60_000;
const probeTimeoutMs = 5_000;

/** Test or live, from the key's documented prefix (sk_test_, rk_live_...); never more of the key. */
export function stripeMode(key: string | undefined): 'test' | 'live' | null {
  if (!key) return null;
  if (/^(sk|rk)_test_/.test(key)) return 'test';
  if (/^(sk|rk)_live_/.test(key)) return 'live';
  return null;
}

/** A message safe to show: the kind of failure, never a key or a URL with credentials in it. */
function failureReason(error: unknown): string {
  const type = (error as { type?: unknown } | null)?.type;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (type === 'StripeAuthenticationError' || status === 401) return 'the key was refused';
  if (type === 'StripePermissionError' || status === 403) return 'the key lacks permission';
  if (typeof status === 'number') return `it answered HTTP ${status}`;
  return 'it could not be reached';
}

async function timed<T>(probe: () => Promise<T>): Promise<number> {
  const started = Date.now();
  await probe();
  return Date.now() - started;
}

export type IntegrationProbes = {
  stripe: (env: Env) => Promise<void>;
  openai: (env: Env) => Promise<void>;
};

/** The real probes: one cheap read each, no retries, a short timeout. */
export const defaultProbes: IntegrationProbes = {
  async stripe(env) {
    const stripe = new Stripe(env.STRIPE_SECRET_KEY!, {
      ...stripeConnectionOptions(env.STRIPE_API_URL),
      maxNetworkRetries: 0,
      timeout: probeTimeoutMs,
    });
    await stripe.prices.list({ limit: 1 });
  },
  async openai(env) {
    const client = new OpenAI({ apiKey: env.OPENAI_API_KEY!, baseURL: env.OPENAI_BASE_URL ?? null, timeout: probeTimeoutMs, maxRetries: 0 });
    await client.models.list();
  },
};

/**
 * Whether Stripe, its webhook, OpenAI and the database are configured and reachable. Answers
 * only yes/no, the Stripe mode and timings: no key, no part of a key, no connection string.
 */
export function createAdminIntegrationsHandler(deps: HandlerDeps, probes: IntegrationProbes = defaultProbes): Handler {
  const now = clockOf(deps);
  let cached: { at: number; external: IntegrationStatus[] } | null = null;

  async function external(at: Date): Promise<IntegrationStatus[]> {
    if (cached && at.getTime() - cached.at < cacheMs) return cached.external;
    const env = deps.env;
    const stripe: IntegrationStatus = { id: 'stripe', name: 'Stripe payments', configured: !!env.STRIPE_SECRET_KEY, reachable: null, mode: stripeMode(env.STRIPE_SECRET_KEY), latencyMs: null, detail: '' };
    if (!stripe.configured) {
      stripe.detail = 'STRIPE_SECRET_KEY is not set: checkout answers 503 until it is.';
    } else {
      try {
        stripe.latencyMs = await timed(() => probes.stripe(env));
        stripe.reachable = true;
        stripe.detail = `Stripe answered in ${stripe.latencyMs} ms.`;
      } catch (error) {
        stripe.reachable = false;
        stripe.detail = `Stripe is configured but ${failureReason(error)}.`;
      }
    }
    const openai: IntegrationStatus = { id: 'openai', name: 'OpenAI assistant', configured: !!env.OPENAI_API_KEY, reachable: null, mode: null, latencyMs: null, detail: '' };
    if (!openai.configured) {
      openai.detail = 'OPENAI_API_KEY is not set: the assistant answers from the site catalogue, offline.';
    } else {
      try {
        openai.latencyMs = await timed(() => probes.openai(env));
        openai.reachable = true;
        openai.detail = `The model API answered in ${openai.latencyMs} ms.`;
      } catch (error) {
        openai.reachable = false;
        openai.detail = `OpenAI is configured but ${failureReason(error)}; the assistant falls back to the catalogue.`;
      }
    }
    cached = { at: at.getTime(), external: [stripe, openai] };
    return cached.external;
  }

  return withErrorHandling('admin-integrations', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const probe = await probeDatabase(deps.db);
    const database: IntegrationStatus = {
      id: 'database',
      name: deps.db.kind === 'postgres' ? 'PostgreSQL database' : 'Embedded database (PGlite)',
      configured: true,
      reachable: probe.ok,
      mode: null,
      latencyMs: probe.responseMs,
      detail: probe.ok ? probe.detail + '.' : 'The database did not answer.',
    };
    const [lastEvent] = await deps.db
      .query<{ processed_at: Date | string }>('select processed_at from processed_webhook_events order by processed_at desc limit 1')
      .catch(() => []);
    const webhookConfigured = !!deps.env.STRIPE_WEBHOOK_SECRET;
    const webhook: IntegrationStatus = {
      id: 'stripeWebhook',
      name: 'Stripe webhook',
      configured: webhookConfigured,
      // Stripe calls us: "reachable" means an event has arrived.
      reachable: webhookConfigured ? !!lastEvent : null,
      mode: null,
      latencyMs: null,
      detail: !webhookConfigured
        ? 'STRIPE_WEBHOOK_SECRET is not set: subscriptions are not recorded.'
        : lastEvent
          ? `Last event received ${relativeTimeLabel(lastEvent.processed_at, at).toLowerCase()}.`
          : 'Configured; no event has arrived yet.',
    };
    const [stripe, openai] = await external(at);
    return json({ integrations: [database, stripe!, webhook, openai!], checkedAt: at.toISOString() });
  });
}
