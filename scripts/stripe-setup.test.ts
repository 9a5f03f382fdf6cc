import { afterEach, describe, expect, it } from 'vitest';
import { stripeCatalogue } from '../domain/plans';
import { parseEnv } from '../functions/env';
import { createStripeClient } from '../functions/stripe';
import { startFakeStripe, type FakeStripe } from '../functions/testing/fake-stripe';
import { productIdFor, setupStripeCatalogue, webhookCommand } from './stripe-setup';

let fake: FakeStripe | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function withFake() {
  fake = await startFakeStripe();
  const stripe = createStripeClient(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_URL: fake.url }))!;
  return { fake, stripe };
}

const quiet = { log: () => {} };

describe('stripe:setup against the fake Stripe', () => {
  it('creates a product and a monthly USD price with the lookup key for every catalogue entry', async () => {
    const { fake, stripe } = await withFake();
    const report = await setupStripeCatalogue(stripe, quiet);
    expect(report.outcomes.map((o) => o.price)).toEqual(stripeCatalogue.map(() => 'created'));
    for (const entry of stripeCatalogue) {
      const price = [...fake.prices.values()].find((p) => p.lookup_key === entry.lookupKey);
      expect(price, entry.lookupKey).toMatchObject({
        active: true,
        unit_amount: entry.monthlyPrice * 100,
        currency: 'usd',
        recurring: { interval: 'month' },
        product: productIdFor(entry.lookupKey),
      });
      expect(fake.products.get(productIdFor(entry.lookupKey))?.name).toBe(entry.product);
    }
    // every write carried our own key, not the SDK's random retry key
    const writes = fake.writes();
    expect(writes).toHaveLength(stripeCatalogue.length * 2);
    for (const write of writes) expect(write.idempotencyKey).toMatch(/^stripe-setup-/);
    // no price was created by moving a lookup key
    expect(writes.filter((w) => w.path === '/v1/prices').every((w) => w.form.get('transfer_lookup_key') === 'false')).toBe(true);
  });

  it('run twice, the second run creates nothing', async () => {
    const { fake, stripe } = await withFake();
    await setupStripeCatalogue(stripe, quiet);
    const before = fake.writes().length;
    const second = await setupStripeCatalogue(stripe, quiet);
    expect(fake.writes().length).toBe(before);
    expect(second.outcomes.every((o) => o.price === 'unchanged')).toBe(true);
    expect(second.productsCreated).toEqual([]);
    expect(fake.prices.size).toBe(stripeCatalogue.length);
  });

  it('a changed price gets a new Stripe price that takes over the lookup key; a renamed product is renamed', async () => {
    const { fake, stripe } = await withFake();
    await setupStripeCatalogue(stripe, quiet);
    const [first, ...rest] = stripeCatalogue;
    const oldPrice = [...fake.prices.values()].find((p) => p.lookup_key === first!.lookupKey)!;
    const changed = [{ ...first!, monthlyPrice: first!.monthlyPrice + 10, product: `${first!.product} (new)` }, ...rest];
    const writesBefore = fake.writes().length;
    const report = await setupStripeCatalogue(stripe, { ...quiet, catalogue: changed });
    expect(report.outcomes[0]).toMatchObject({ price: 'replaced', previousPriceId: oldPrice.id });
    expect(report.outcomes.slice(1).every((o) => o.price === 'unchanged')).toBe(true);
    expect(report.productsUpdated).toEqual([productIdFor(first!.lookupKey)]);
    const writes = fake.writes().slice(writesBefore);
    expect(writes.map((w) => w.path)).toEqual([`/v1/products/${productIdFor(first!.lookupKey)}`, '/v1/prices']);
    expect(writes[1]?.form.get('transfer_lookup_key')).toBe('true');
    const holder = [...fake.prices.values()].find((p) => p.lookup_key === first!.lookupKey)!;
    expect(holder.unit_amount).toBe((first!.monthlyPrice + 10) * 100);
    expect(oldPrice.lookup_key).toBeNull();
  });

  it('a dry run looks everything up and writes nothing', async () => {
    const { fake, stripe } = await withFake();
    const lines: string[] = [];
    const report = await setupStripeCatalogue(stripe, { dryRun: true, log: (l) => lines.push(l) });
    expect(fake.writes()).toEqual([]);
    expect(report.productsCreated).toHaveLength(stripeCatalogue.length);
    expect(lines.some((l) => l.includes(stripeCatalogue[0]!.lookupKey))).toBe(true);
  });

  it('the webhook command forwards the four handled events to the local server', () => {
    expect(webhookCommand(3000)).toBe(
      'stripe listen --forward-to localhost:3000/api/stripe-webhook --events checkout.session.completed,customer.subscription.created,customer.subscription.updated,customer.subscription.deleted',
    );
  });
});
