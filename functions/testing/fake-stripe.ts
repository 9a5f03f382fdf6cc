/**
 * A small local stand-in for the part of Stripe's HTTP API the site uses (STRIPE_API_URL points
 * at it), so tests exercise the real SDK's requests without the network: prices by lookup key,
 * products, Checkout Sessions, billing-portal sessions. It keeps state like Stripe does (a
 * created price is listed afterwards, a lookup key moves only with `transfer_lookup_key`) and
 * replays a POST sent again with the same Idempotency-Key, refusing one whose body changed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  lookup_key: string | null;
  product: string;
  unit_amount: number | null;
  currency: string;
  recurring: { interval: string } | null;
  metadata: Record<string, string>;
}

export interface FakeProduct {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  metadata: Record<string, string>;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  /** when it was created, in Unix seconds (Stripe's `created`) */
  created: number;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  /** the price bought (Stripe answers it as `line_items` when expanded) */
  priceId: string;
}

export interface FakeStripeOptions {
  /** lookup key -> price id, each created active at $10/month unless `priceDetails` says more */
  prices?: Record<string, string>;
  /** extra fields per price id (e.g. unit_amount) */
  priceDetails?: Record<string, Partial<FakePrice>>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedStripeRequest[];
  prices: Map<string, FakePrice>;
  products: Map<string, FakeProduct>;
  sessions: Map<string, FakeCheckoutSession>;
  /** what Stripe does when the visitor pays: the session becomes complete and paid */
  completeSession(id: string, customer?: { id?: string; email?: string }): FakeCheckoutSession;
  /** only the requests that change something (POST) */
  writes(): RecordedStripeRequest[];
  /** customers whose billing-portal sessions are refused, as when the portal is not set up in the dashboard */
  portalRefused: Set<string>;
  close(): Promise<void>;
}

type StripeErrorBody = { type: string; message: string; code?: string; param?: string };
class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}
const missing = (what: string, id: string, param?: string) =>
  new FakeStripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });
const invalid = (message: string, param?: string, code?: string) => new FakeStripeError(400, { type: 'invalid_request_error', message, param, code });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** `metadata[a]=1&metadata[b]=2` -> { a: '1', b: '2' } */
function mapOf(form: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

/** `lookup_keys[0]=a&lookup_keys[1]=b` -> ['a', 'b'] */
function listOf(params: URLSearchParams, name: string): string[] {
  return [...params].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);
}

export async function startFakeStripe(options: FakeStripeOptions | Record<string, string> = {}): Promise<FakeStripe> {
  const opts: FakeStripeOptions = 'prices' in options || 'priceDetails' in options ? (options as FakeStripeOptions) : { prices: options as Record<string, string> };
  const requests: RecordedStripeRequest[] = [];
  const portalRefused = new Set<string>();
  const prices = new Map<string, FakePrice>();
  const products = new Map<string, FakeProduct>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${++counter}`;

  for (const [lookupKey, id] of Object.entries(opts.prices ?? {})) {
    prices.set(id, {
      id,
      object: 'price',
      active: true,
      lookup_key: lookupKey,
      product: `prod_for_${id}`,
      unit_amount: 1000,
      currency: 'usd',
      recurring: { interval: 'month' },
      metadata: {},
      ...opts.priceDetails?.[id],
    });
  }

  function sessionJson(session: FakeCheckoutSession, expand: string[]) {
    const { priceId, ...rest } = session;
    const price = prices.get(priceId);
    return {
      ...rest,
      ...(expand.includes('line_items')
        ? {
            line_items: {
              object: 'list',
              has_more: false,
              url: `/v1/checkout/sessions/${session.id}/line_items`,
              data: price ? [{ id: `li_${session.id}`, object: 'item', quantity: 1, amount_total: price.unit_amount ?? 0, currency: price.currency, price }] : [],
            },
          }
        : {}),
    };
  }

  function route(method: string, path: string, query: URLSearchParams, form: URLSearchParams): unknown {
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/prices') {
      const keys = listOf(query, 'lookup_keys');
      const active = query.get('active');
      const limit = Number(query.get('limit') ?? 10);
      const data = [...prices.values()]
        .filter((p) => (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) && (active === null || String(p.active) === active))
        .slice(0, limit);
      return { object: 'list', url: '/v1/prices', has_more: false, data };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const product = form.get('product');
      if (!product || !products.has(product)) throw missing('product', product ?? '', 'product');
      const lookupKey = form.get('lookup_key');
      if (lookupKey) {
        const holder = [...prices.values()].find((p) => p.lookup_key === lookupKey);
        if (holder && form.get('transfer_lookup_key') !== 'true') {
          throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key', 'lookup_key_in_use');
        }
        if (holder) holder.lookup_key = null;
      }
      const interval = form.get('recurring[interval]');
      const price: FakePrice = {
        id: nextId('price'),
        object: 'price',
        active: true,
        lookup_key: lookupKey,
        product,
        unit_amount: form.has('unit_amount') ? Number(form.get('unit_amount')) : null,
        currency: form.get('currency') ?? 'usd',
        recurring: interval ? { interval } : null,
        metadata: mapOf(form, 'metadata'),
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'POST' && (match = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = prices.get(match[1]!);
      if (!price) throw missing('price', match[1]!);
      if (form.has('active')) price.active = form.get('active') === 'true';
      return price;
    }
    if (method === 'GET' && (match = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = products.get(match[1]!);
      if (!product) throw missing('product', match[1]!);
      return product;
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = form.get('id') ?? nextId('prod');
      if (products.has(id)) throw invalid(`Product already exists.`, 'id', 'resource_already_exists');
      const name = form.get('name');
      if (!name) throw invalid('Missing required param: name.', 'name', 'parameter_missing');
      const product: FakeProduct = { id, object: 'product', active: true, name, metadata: mapOf(form, 'metadata') };
      products.set(id, product);
      return product;
    }
    if (method === 'POST' && (match = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = products.get(match[1]!);
      if (!product) throw missing('product', match[1]!);
      if (form.has('name')) product.name = form.get('name')!;
      if (form.has('active')) product.active = form.get('active') === 'true';
      product.metadata = { ...product.metadata, ...mapOf(form, 'metadata') };
      return product;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = form.get('line_items[0][price]') ?? '';
      const price = prices.get(priceId);
      if (!price) throw missing('price', priceId, 'line_items[0][price]');
      if (!price.active) throw invalid(`The price specified is inactive.`, 'line_items[0][price]');
      const successUrl = form.get('success_url');
      if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
      const id = nextId('cs_test');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        created: Math.floor(Date.now() / 1000),
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        success_url: successUrl,
        cancel_url: form.get('cancel_url'),
        customer: null,
        customer_details: null,
        amount_total: price.unit_amount,
        currency: price.currency,
        metadata: mapOf(form, 'metadata'),
        subscription: null,
        priceId,
      };
      sessions.set(id, session);
      return sessionJson(session, []);
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(match[1]!);
      if (!session) throw missing('checkout.session', match[1]!);
      return sessionJson(session, listOf(query, 'expand'));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer');
      if (!customer) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
      if (portalRefused.has(customer)) throw invalid('No configuration provided and your test mode default configuration has not been created.');
      const id = nextId('bps_test');
      return {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: form.get('return_url'),
        url: `https://billing.stripe.com/p/session/${id}`,
      };
    }
    throw new FakeStripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function send(res: ServerResponse, status: number, body: string) {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', `req_fake_${requests.length}`);
    res.end(body);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const form = new URLSearchParams(raw);
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const method = req.method ?? '';
    requests.push({ method, path: url.pathname, query: url.searchParams, form, idempotencyKey });
    if (!req.headers.authorization?.startsWith('Bearer sk_')) {
      send(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (method === 'POST' && idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } }));
        return;
      }
      if (earlier) {
        res.setHeader('idempotent-replayed', 'true');
        send(res, earlier.status, earlier.body);
        return;
      }
    }
    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(route(method, url.pathname, url.searchParams, form));
    } catch (error) {
      if (!(error instanceof FakeStripeError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    if (method === 'POST' && idempotencyKey && status < 500) idempotent.set(idempotencyKey, { fingerprint, status, body });
    send(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    portalRefused,
    requests,
    prices,
    products,
    sessions,
    completeSession(id, customer = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      session.customer = customer.id ?? 'cus_fake_1';
      session.customer_details = { email: customer.email ?? 'buyer@example.com', name: null };
      session.subscription = `sub_for_${id}`;
      return session;
    },
    writes: () => requests.filter((r) => r.method === 'POST'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
