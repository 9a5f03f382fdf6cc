/**
 * The site as one Hono app: every backend call of api.md at its path, the built site from
 * `staticDir`, and the security headers on every response. Platform-neutral: the Node adapter
 * (node-server.ts) is one way to run it.
 */
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { apiPaths, bookingConfirmPath, callMethod, checkoutFormPath, formPages, isAdminCall, messages, type ApiCall, type PageAnswer } from '../domain';
import { createAudit } from './audit';
import { silentLogger, type Logger } from './log';
import { hashIp } from './rate-limit';
import type { Database } from './db/index';
import type { Env } from './env';
import { clientIp as clientIpFrom, errorResponse, errorToResponse, resolveClientIp, type Handler } from './http';
import { createFormPostHandler, createPageRenderer, type RenderedPage } from './form-posts';
import { createCheckoutFormHandler } from './checkout-form';
import { createPortalLinkPages, manageSubscriptionPath } from './portal-link-pages';
import { createBookingConfirmPages } from './booking-confirmations';
import { createHandlers } from './handlers/index';
import { bearerToken, requireAdmin } from './auth/sessions';
import { createMetrics, createWrongTokenCounter, metricsPath, tokenMatches, wrongMetricsTokensPerMinute, type Metrics } from './metrics';
import { fileResponse, loadCspHashes, resolveStaticFile } from './static-files';
import { contentSecurityPolicy, fileHeaders, securityHeaders } from './site-headers';

export interface CreateAppOptions {
  db: Database;
  env: Env;
  /** the built site; default `dist/client` */
  staticDir?: string;
  /** per-route script hashes; default read from `<staticDir>/../csp.json` */
  cspHashes?: Record<string, string[]>;
  /** per-route hashes of inline styles (critical CSS); default read from `<staticDir>/../csp-styles.json` */
  cspStyleHashes?: Record<string, string[]>;
  /** injectable clock, for tests */
  now?: () => Date;
  /** replaces individual handlers, for tests */
  handlers?: Partial<Record<ApiCall, Handler>>;
  /** where request lines and security events are logged; default: nowhere (tests) */
  logger?: Logger;
  /** what the server counts (functions/metrics.ts); default a new set for this app */
  metrics?: Metrics;
  /** renders a page of the app at request time; default the built renderer (dist/server), for tests */
  renderPage?: (url: string, answer: PageAnswer | null) => Promise<RenderedPage>;
}

export { contentSecurityPolicy, securityHeaders };

type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
type Variables = { requestId: string; call?: ApiCall | 'metrics'; noReferrer?: boolean };

const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p === '/functions' || p.startsWith('/functions/');
/** Methods as labels: the few HTTP names, anything else one value (bounded cardinality). */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (knownMethods.has(method) ? method : 'OTHER');
type AppEnv = { Bindings: Bindings; Variables: Variables };

/** A request id a trusted proxy may hand us: short, and nothing that could break a log line. */
const requestIdPattern = /^[\w.:-]{1,100}$/;

/** An error answer in JSON gets the request's id, so a visitor can quote it. */
async function withRequestId(res: Response, requestId: string): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  try {
    const body = (await res.clone().json()) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return res;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...body, requestId }), { status: res.status, statusText: res.statusText, headers });
  } catch {
    return res;
  }
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const staticDir = path.resolve(options.staticDir ?? 'dist/client');
  const cspHashes = options.cspHashes ?? loadCspHashes(path.join(staticDir, '..', 'csp.json'));
  const cspStyleHashes = options.cspStyleHashes ?? loadCspHashes(path.join(staticDir, '..', 'csp-styles.json'));
  const pageHashes = { scripts: cspHashes, styles: cspStyleHashes };
  const logger = options.logger ?? silentLogger;
  const metrics = options.metrics ?? createMetrics();
  const db = metrics.instrument(options.db);
  const audit = createAudit(db, logger, options.now);
  const handlers = { ...createHandlers({ db, env: options.env, now: options.now, audit, metrics }), ...options.handlers };
  const strictCsp = contentSecurityPolicy();

  const app = new Hono<AppEnv>();

  // One line per request: its id, method, path (never the query), status, duration, call.
  app.use('*', async (c, next) => {
    const started = performance.now();
    // The server's own id always leads; a trusted proxy's id follows it (`<uuid>:<proxy id>`), so
    // the proxy's id still finds the line with one grep, yet a client's X-Request-Id passed on by
    // a proxy can neither collide with another request's id nor pose as one (issue 32).
    const offered = options.env.TRUST_PROXY_HOPS > 0 ? c.req.header('x-request-id') : undefined;
    const requestId = offered && requestIdPattern.test(offered) ? `${randomUUID()}:${offered}` : randomUUID();
    c.set('requestId', requestId);
    const ended = metrics.requestStarted();
    try {
      await next();
    } finally {
      ended();
    }
    c.res = await withRequestId(c.res, requestId);
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    metrics.observeRequest(c.get('call') ?? (isApiPath(c.req.path) ? 'unknown' : 'site'), methodLabel(c.req.method), status, seconds);
    logger[status >= 500 ? 'error' : 'info'](
      { reqId: requestId, method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10, call: c.get('call') },
      'request',
    );
  });

  app.use('*', async (c, next) => {
    await next();
    let res = c.res;
    // A response with immutable headers (fetched from elsewhere) is copied before it is stamped.
    try {
      res.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      res = new Response(res.body, res);
      c.res = res;
    }
    for (const [name, value] of Object.entries(securityHeaders)) res.headers.set(name, value);
    // A page with a one-time token in its address sends no referrer at all (portal-link-pages.ts).
    if (c.get('noReferrer')) res.headers.set('Referrer-Policy', 'no-referrer');
    if (!res.headers.has('Content-Security-Policy')) res.headers.set('Content-Security-Policy', strictCsp);
  });

  const clientIpOf = (c: Context<AppEnv>) =>
    resolveClientIp(c.req.header('x-forwarded-for') ?? null, c.env?.incoming?.socket?.remoteAddress, options.env.TRUST_PROXY_HOPS);

  for (const call of Object.keys(apiPaths) as ApiCall[]) {
    const method = callMethod(call);
    const handler = handlers[call];
    app.all(apiPaths[call], async (c) => {
      const requestMethod = c.req.method;
      if (requestMethod === method || (method === 'GET' && requestMethod === 'HEAD')) {
        c.set('call', call);
        const requestId = c.get('requestId');
        const clientIp = clientIpOf(c);
        const res = await handler(c.req.raw, { clientIp, requestId });
        // Refusals are security events (sign-in records its own, with more to say).
        const refused = res.status === 429 && call !== 'adminLogin' ? 'rate_limited' : res.status === 401 && isAdminCall(call) ? 'admin.unauthorized' : null;
        if (res.status === 429) metrics.rateLimited(call);
        if (refused) await audit({ type: refused, client: hashIp(clientIpFrom(c.req.raw, { clientIp }), options.env.IP_HASH_SALT), call, requestId, detail: { status: res.status } });
        return res;
      }
      return errorResponse(405, `Use ${method} for this call.`, { Allow: method === 'GET' ? 'GET, HEAD' : 'POST' });
    });
  }
  // Prometheus's scrape: METRICS_TOKEN or an admin session (docs/operations.md).
  // A wrong bearer token (neither METRICS_TOKEN nor an admin session) is a security event; each
  // token is counted per client before it is checked, and past wrongMetricsTokensPerMinute in a
  // minute the client gets 429 without its token being checked (docs/security.md "Second round").
  const wrongMetricsTokens = createWrongTokenCounter();
  app.on(['GET', 'HEAD'], metricsPath, async (c) => {
    c.set('call', 'metrics');
    const now = options.now?.() ?? new Date();
    const presented = bearerToken(c.req.raw) ?? undefined;
    const client = hashIp(clientIpFrom(c.req.raw, { clientIp: clientIpOf(c) }), options.env.IP_HASH_SALT);
    const requestId = c.get('requestId');
    const count = presented === undefined ? 0 : wrongMetricsTokens.count(client, now);
    if (count > wrongMetricsTokensPerMinute) {
      metrics.rateLimited('metrics');
      // one event per client and minute, not one row per refused request
      if (count === wrongMetricsTokensPerMinute + 1) await audit({ type: 'rate_limited', client, call: 'metrics', requestId, detail: { status: 429 } });
      return errorResponse(429, messages.rateLimited, { 'Retry-After': String(wrongMetricsTokens.retryAfterSeconds(now)) });
    }
    if (!tokenMatches(presented, options.env.METRICS_TOKEN)) {
      try {
        await requireAdmin(db, c.req.raw, now);
      } catch (error) {
        if (presented !== undefined) await audit({ type: 'admin.unauthorized', client, call: 'metrics', requestId, detail: { status: 401, reason: 'wrong bearer token' } });
        return errorToResponse('metrics', error);
      }
    }
    if (presented !== undefined) wrongMetricsTokens.uncount(client, now);
    const { contentType, text } = await metrics.scrape();
    return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
  });
  const apiNotFound = () => errorResponse(404, messages.notFound);
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);
  app.all('/functions', apiNotFound);
  app.all('/functions/*', apiNotFound);

  // Forms posted before the page's scripts arrived, or without them (functions/form-posts.ts).
  const renderPage = options.renderPage ?? createPageRenderer(staticDir);
  const formPost = createFormPostHandler({ handlers, env: options.env, render: renderPage, contentSecurityPolicy });
  // An emailed link to the billing portal (/manage-subscription?token=...): its button's POST
  // uses the link up; the page itself is rendered per request (functions/portal-link-pages.ts).
  const portalLinkPages = createPortalLinkPages({ db: options.db, env: options.env, now: options.now, render: renderPage, contentSecurityPolicy });
  for (const route of [manageSubscriptionPath, `${manageSubscriptionPath}/`]) {
    app.post(route, async (c, next) => {
      if (!portalLinkPages.isLinkPage(c.req.raw)) return next();
      c.set('noReferrer', true);
      return portalLinkPages.open(c.req.raw);
    });
  }
  // An emailed link to confirm a booked call (/booking/confirm?token=...): GET shows the button,
  // its POST confirms (functions/booking-confirmations.ts).
  const bookingConfirmPages = createBookingConfirmPages({ db: options.db, env: options.env, now: options.now });
  for (const route of [bookingConfirmPath, `${bookingConfirmPath}/`]) {
    app.on(['GET', 'HEAD'], route, (c) => bookingConfirmPages.show(c.req.raw));
    app.post(route, (c) => bookingConfirmPages.confirm(c.req.raw, { clientIp: clientIpOf(c) }));
  }
  for (const pagePath of Object.keys(formPages) as Array<keyof typeof formPages>) {
    for (const route of [pagePath, `${pagePath}/`]) app.post(route, (c) => formPost(pagePath, c.req.raw, { clientIp: clientIpOf(c) }));
  }
  // A plan button pressed before (or without) the page's scripts: 303 to Stripe (functions/checkout-form.ts).
  const checkoutForm = createCheckoutFormHandler({ handlers, env: options.env });
  app.post(checkoutFormPath, (c) => checkoutForm(c.req.raw, { clientIp: clientIpOf(c), requestId: c.get('requestId') }));
  // The sign-in form posted before its scripts arrived: the password is never read from a form
  // post (the session lives in the browser's storage, which only the script can fill); the page
  // comes back empty, now with its scripts on the way.
  app.post('/admin/login', (c) => {
    const { search } = new URL(c.req.url);
    return new Response(null, { status: 303, headers: { Location: `/admin/login${search}`, 'Cache-Control': 'no-store' } });
  });

  app.all('*', (c) => {
    // Any other page's form (a demo's) posted before its scripts arrived: nothing is kept, and
    // the page comes back as it was, with what was typed never in an address.
    if (c.req.method === 'POST') {
      const url = new URL(c.req.url);
      const file = resolveStaticFile(staticDir, url.pathname);
      if (file?.status === 200 && file.route) return new Response(null, { status: 303, headers: { Location: url.pathname + url.search, 'Cache-Control': 'no-store' } });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    if (portalLinkPages.isLinkPage(c.req.raw)) {
      c.set('noReferrer', true);
      return portalLinkPages.show(c.req.raw);
    }
    const file = resolveStaticFile(staticDir, new URL(c.req.url).pathname);
    if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
    // The same headers the build writes into _headers for a static host (site-headers.ts).
    const relativePath = path.relative(staticDir, file.filePath).split(path.sep).join('/');
    return fileResponse(c.req.raw, file, fileHeaders(relativePath, pageHashes));
  });

  app.onError((error) => errorToResponse('app', error));
  return app;
}
