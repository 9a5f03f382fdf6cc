/**
 * The pages an emailed portal link opens (functions/portal-links.ts). The link is
 * `/manage-subscription?token=...`: a GET only shows the page with an "Open billing portal"
 * button (a mail scanner that fetches every link uses nothing up); the button posts to the same
 * address, and that POST uses the link up and sends the browser to Stripe's billing portal (303).
 * A link that cannot open it gets the same page saying why (410 used, expired or unknown; 503
 * payments not configured or Stripe unreachable), with the form to ask for a new one.
 *
 * Both answers are rendered on the server at the address the browser shows, so the page works
 * before (and without) its scripts and hydrates into the same state.
 */
import Stripe from 'stripe';
import type { PageAnswer, PortalOpenRefusal } from '../domain';
import type { Database } from './db/index';
import type { Env } from './env';
import { isSameSitePost, type RenderedPage } from './form-posts';
import { errorResponse, trustedOrigin } from './http';
import { consumePortalLink, createCustomerPortalSession, releasePortalLink } from './portal-links';
import { createStripeClient } from './stripe';
import { messages } from '../domain';

export const manageSubscriptionPath = '/manage-subscription';

interface PortalLinkPagesOptions {
  db: Database;
  env: Env;
  now?: () => Date;
  /** a ready Stripe client, for tests; otherwise built from STRIPE_SECRET_KEY */
  stripe?: Stripe | null;
  render: (url: string, answer: PageAnswer | null) => Promise<RenderedPage>;
  contentSecurityPolicy: (scriptHashes: readonly string[], styleHashes: readonly string[]) => string;
}

const refusalStatus: Record<PortalOpenRefusal, number> = { used: 410, expired: 410, unknown: 410, notConfigured: 503, unavailable: 503 };

/** A page with a token in its address: never cached, and the token never sent on as a referrer. */
function pageHeaders(page: RenderedPage, csp: PortalLinkPagesOptions['contentSecurityPolicy']): Headers {
  return new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': csp(page.scriptHashes, page.styleHashes),
  });
}

export function createPortalLinkPages(options: PortalLinkPagesOptions) {
  const now = options.now ?? (() => new Date());
  const stripe = options.stripe === undefined ? createStripeClient(options.env) : options.stripe;

  const page = async (url: URL, answer: PageAnswer | null, status: number, method: string): Promise<Response> => {
    const rendered = await options.render(url.pathname + url.search, answer);
    return new Response(method === 'HEAD' ? null : rendered.html, { status, headers: pageHeaders(rendered, options.contentSecurityPolicy) });
  };

  return {
    /** Whether this request is for a link's page (a token in the address) rather than the plain page. */
    isLinkPage(request: Request): boolean {
      const url = new URL(request.url);
      return url.pathname.replace(/\/$/, '') === manageSubscriptionPath && url.searchParams.has('token');
    },

    /** GET: the page with the button; nothing is used up. */
    show(request: Request): Promise<Response> {
      return page(new URL(request.url), null, 200, request.method);
    },

    /** POST (the button): use the link up, then Stripe's portal; or the page saying why not. */
    async open(request: Request): Promise<Response> {
      if (!isSameSitePost(request, options.env)) return errorResponse(403, messages.formPostForeign);
      const url = new URL(request.url);
      const token = url.searchParams.get('token') ?? '';
      const refuse = (refusal: PortalOpenRefusal) => page(url, { kind: 'portalOpen', refusal }, refusalStatus[refusal], 'POST');
      // Checked before the link is used, so a server without keys leaves it working.
      if (!stripe) return refuse('notConfigured');
      const origin = trustedOrigin(request, options.env);
      if (!origin) return errorResponse(400, messages.siteOriginUnset);
      const at = now();
      const consumed = await consumePortalLink(options.db, token, at);
      if ('refused' in consumed) return refuse(consumed.refused);
      try {
        const portalUrl = await createCustomerPortalSession(stripe, consumed.customer, `${origin}${manageSubscriptionPath}`, at);
        return new Response(null, { status: 303, headers: { Location: portalUrl, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
      } catch (error) {
        // Stripe did not open it: the link is given back, so the same button can be pressed again.
        console.error('[stripe] billingPortal.sessions.create failed', error instanceof Error ? error.message : error);
        await releasePortalLink(options.db, token, at);
        return refuse('unavailable');
      }
    },
  };
}
