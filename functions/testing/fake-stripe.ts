/**
 * A tiny local stand-in for the two Stripe endpoints checkout uses (STRIPE_API_URL points at it),
 * so tests exercise the real SDK call without the network.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export async function startFakeStripe(prices: Record<string, string>): Promise<{ url: string; requests: RecordedStripeRequest[]; close(): Promise<void> }> {
  const requests: RecordedStripeRequest[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(await read(req));
    const key = req.headers['idempotency-key'];
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, form, idempotencyKey: typeof key === 'string' ? key : undefined });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      const lookup = url.searchParams.get('lookup_keys[0]') ?? '';
      const id = prices[lookup];
      res.end(JSON.stringify({ object: 'list', url: '/v1/prices', has_more: false, data: id ? [{ id, object: 'price', lookup_key: lookup, active: true }] : [] }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const n = requests.length;
      res.end(JSON.stringify({ id: `cs_test_${n}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_test_${n}` }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
