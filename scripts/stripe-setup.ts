/**
 * `npm run stripe:setup`: makes the Stripe account of STRIPE_SECRET_KEY sell what the site sells.
 * For every entry of the domain's `stripeCatalogue` it makes sure there is a product and an
 * active monthly price in US dollars carrying the entry's lookup key, which is how checkout finds
 * the price. Safe to run again: it looks everything up first and changes only what differs.
 *
 *   STRIPE_SECRET_KEY=sk_test_... npm run stripe:setup            # do it
 *   STRIPE_SECRET_KEY=sk_test_... npm run stripe:setup -- --dry-run   # only say what it would do
 *   STRIPE_SECRET_KEY=sk_live_... npm run stripe:setup -- --live  # a live key needs --live
 *
 * STRIPE_API_URL points it at a local stand-in (the tests do that).
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type Stripe from 'stripe';
import { stripeCatalogue } from '../domain/plans';
import { parseEnv } from '../functions/env';
import { handledWebhookEvents } from '../functions/handlers/stripe-webhook';
import { createStripeClient } from '../functions/stripe';

export interface CatalogueEntry {
  readonly lookupKey: string;
  readonly product: string;
  /** whole US dollars per month */
  readonly monthlyPrice: number;
}

export type SetupOutcome =
  | { lookupKey: string; price: 'unchanged'; priceId: string }
  | { lookupKey: string; price: 'created'; priceId: string }
  /** a price with the lookup key existed but differs: the key moved to a new price */
  | { lookupKey: string; price: 'replaced'; priceId: string; previousPriceId: string };

export interface SetupReport {
  outcomes: SetupOutcome[];
  productsCreated: string[];
  productsUpdated: string[];
}

export const currency = 'usd';
export const interval = 'month';

/** Our products have ids of our own, so finding them again needs no search. */
export function productIdFor(lookupKey: string): string {
  return `lsws_${lookupKey}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Every write carries a key made of what it asks for: a rerun after a crash cannot duplicate. */
function idempotencyKey(...parts: Array<string | number | boolean | null>): string {
  return `stripe-setup-${createHash('sha256').update(parts.map(String).join('\n')).digest('base64url')}`;
}

function isMissing(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string } | null;
  return e?.code === 'resource_missing' || e?.statusCode === 404;
}

async function pricesByLookupKey(stripe: Stripe, keys: readonly string[]): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  // Stripe takes at most 10 lookup keys per list call.
  for (let i = 0; i < keys.length; i += 10) {
    const chunk = keys.slice(i, i + 10);
    const list = await stripe.prices.list({ lookup_keys: chunk, limit: 100 });
    for (const price of list.data) if (price.lookup_key) found.set(price.lookup_key, price);
  }
  return found;
}

function priceMatches(price: Stripe.Price, entry: CatalogueEntry, productId: string): boolean {
  const product = typeof price.product === 'string' ? price.product : price.product.id;
  return (
    price.active &&
    product === productId &&
    price.unit_amount === entry.monthlyPrice * 100 &&
    price.currency === currency &&
    price.recurring?.interval === interval &&
    (price.recurring?.interval_count ?? 1) === 1
  );
}

export async function setupStripeCatalogue(
  stripe: Stripe,
  options: { catalogue?: readonly CatalogueEntry[]; dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<SetupReport> {
  const catalogue = options.catalogue ?? stripeCatalogue;
  const log = options.log ?? ((line: string) => console.log(line));
  const dry = options.dryRun ?? false;
  const report: SetupReport = { outcomes: [], productsCreated: [], productsUpdated: [] };
  const existing = await pricesByLookupKey(
    stripe,
    catalogue.map((e) => e.lookupKey),
  );

  for (const entry of catalogue) {
    const productId = productIdFor(entry.lookupKey);
    let product: Stripe.Product | null = null;
    try {
      product = await stripe.products.retrieve(productId);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (!product) {
      log(`  + product ${productId} "${entry.product}"`);
      if (!dry) {
        await stripe.products.create(
          { id: productId, name: entry.product, metadata: { lookup_key: entry.lookupKey } },
          { idempotencyKey: idempotencyKey('product', productId, entry.product) },
        );
      }
      report.productsCreated.push(productId);
    } else if (product.name !== entry.product || !product.active) {
      log(`  ~ product ${productId} "${product.name}" -> "${entry.product}"${product.active ? '' : ' (reactivated)'}`);
      if (!dry) {
        await stripe.products.update(
          productId,
          { name: entry.product, active: true },
          { idempotencyKey: idempotencyKey('product-update', productId, entry.product) },
        );
      }
      report.productsUpdated.push(productId);
    }

    const current = existing.get(entry.lookupKey);
    if (current && priceMatches(current, entry, productId)) {
      log(`  = ${entry.lookupKey}: ${current.id} ($${entry.monthlyPrice}/${interval}) already set up`);
      report.outcomes.push({ lookupKey: entry.lookupKey, price: 'unchanged', priceId: current.id });
      continue;
    }
    // A price's amount cannot change at Stripe: a new price takes over the lookup key, and
    // existing subscribers stay on the old one.
    const transfer = current !== undefined;
    log(
      transfer
        ? `  ~ ${entry.lookupKey}: ${current.id} differs; a new price $${entry.monthlyPrice}/${interval} takes its lookup key`
        : `  + ${entry.lookupKey}: new price $${entry.monthlyPrice}/${interval}`,
    );
    let priceId = '(dry run)';
    if (!dry) {
      const created = await stripe.prices.create(
        {
          product: productId,
          currency,
          unit_amount: entry.monthlyPrice * 100,
          recurring: { interval },
          lookup_key: entry.lookupKey,
          transfer_lookup_key: transfer,
          nickname: entry.product,
        },
        {
          idempotencyKey: idempotencyKey('price', productId, entry.lookupKey, entry.monthlyPrice, currency, interval, current?.id ?? null),
        },
      );
      priceId = created.id;
    }
    report.outcomes.push(
      transfer ? { lookupKey: entry.lookupKey, price: 'replaced', priceId, previousPriceId: current.id } : { lookupKey: entry.lookupKey, price: 'created', priceId },
    );
  }
  return report;
}

export function webhookCommand(port: number): string {
  return [
    `stripe listen --forward-to localhost:${port}/api/stripe-webhook`,
    `--events ${handledWebhookEvents.join(',')}`,
  ].join(' ');
}

async function main(argv: readonly string[]): Promise<number> {
  const env = parseEnv();
  const dryRun = argv.includes('--dry-run');
  if (!env.STRIPE_SECRET_KEY) {
    console.error('STRIPE_SECRET_KEY is not set. Use a test key from https://dashboard.stripe.com/test/apikeys');
    return 1;
  }
  const live = env.STRIPE_SECRET_KEY.startsWith('sk_live_') || env.STRIPE_SECRET_KEY.startsWith('rk_live_');
  if (live && !argv.includes('--live')) {
    console.error('This is a live key: nothing done. Run again with --live to set up the live account.');
    return 1;
  }
  const stripe = createStripeClient(env)!;
  console.log(`Setting up the Stripe catalogue (${live ? 'LIVE' : 'test'} mode${dryRun ? ', dry run' : ''})${env.STRIPE_API_URL ? ` at ${env.STRIPE_API_URL}` : ''}:`);
  const report = await setupStripeCatalogue(stripe, { dryRun });
  const created = report.outcomes.filter((o) => o.price === 'created').length;
  const replaced = report.outcomes.filter((o) => o.price === 'replaced').length;
  const unchanged = report.outcomes.filter((o) => o.price === 'unchanged').length;
  console.log(
    `\n${dryRun ? 'Would do' : 'Done'}: ${report.productsCreated.length} product(s) created, ${report.productsUpdated.length} updated; ` +
      `${created} price(s) created, ${replaced} replaced, ${unchanged} already right.`,
  );
  console.log('\nTo receive webhooks while developing, run the Stripe CLI and put the whsec_... secret it prints');
  console.log('into STRIPE_WEBHOOK_SECRET before starting the server:\n');
  console.log(`  ${webhookCommand(env.PORT)}\n`);
  console.log('In production, add an endpoint at https://<your site>/api/stripe-webhook in the Stripe dashboard');
  console.log('with the same events, and use its signing secret.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('Stripe set-up failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
