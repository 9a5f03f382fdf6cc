/**
 * The plan buttons' form posts (domain/checkout-form.ts): checkout that works before, and
 * without, the page's scripts. The post goes through the very handler the hydrated page calls
 * (create-payment or create-workflow-subscription), so validation, the return-URL checks and the
 * per-client checkout limit are the same; the answer is a 303 to Stripe's checkout, or a small
 * page saying plainly why not (payments not configured, too many attempts, Stripe unreachable).
 * A post from another site is refused (403), as every form the server takes.
 */
import {
  checkoutFailureKind,
  checkoutFailures,
  checkoutFormPath,
  checkoutRequest,
  checkoutReturnPaths,
  messages,
  subscriptionPriceIds,
  workflowPlanTypes,
  workflowSubscriptionRequest,
  type ApiCall,
  type CheckoutReturnPath,
  type SubscriptionPriceId,
  type WorkflowPlanType,
} from '../domain';
import type { Env } from './env';
import { isSameSitePost } from './form-posts';
import { errorResponse, HttpError, readBodyText, trustedOrigin, type Handler, type RequestContext } from './http';

/** A form of a few short hidden fields: anything longer is not one of ours. */
const maxCheckoutFormBytes = 1024;

const isUrlEncoded = (type: string | null) => type?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a checkout that could not start lands on: what happened, that nothing was charged, and the ways on. */
function refusalPage(status: number, title: string, detail: string, backTo: string, headers: HeadersInit = {}): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Lone Star Web Studio</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(detail)}</p>
<ul>
<li><a href="${escapeHtml(backTo)}">Back to the plans</a></li>
<li><a href="/contact">${escapeHtml(messages.checkoutFormContact)}</a></li>
</ul>
</main>
</body>
</html>
`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

interface CheckoutFormOptions {
  handlers: Pick<Record<ApiCall, Handler>, 'createPayment' | 'createWorkflowSubscription'>;
  env: Pick<Env, 'SITE_ORIGIN' | 'TRUST_PROXY_HOPS'>;
}

/** POST /checkout (urlencoded): `priceId` + `returnPath`, or `planType`. */
export function createCheckoutFormHandler({ handlers, env }: CheckoutFormOptions) {
  return async (request: Request, context: RequestContext): Promise<Response> => {
    if (!isSameSitePost(request, env)) return errorResponse(403, messages.formPostForeign);
    if (!isUrlEncoded(request.headers.get('content-type'))) return errorResponse(415, 'A form must be sent as application/x-www-form-urlencoded.');
    let posted: URLSearchParams;
    try {
      posted = new URLSearchParams(await readBodyText(request, maxCheckoutFormBytes));
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
      throw error;
    }
    const planType = posted.get('planType');
    const priceId = posted.get('priceId');
    const returnPath = posted.get('returnPath');
    const workflow = planType !== null;
    const backTo = workflow ? '/customer-workflows?tab=pricing' : oneOf(checkoutReturnPaths, returnPath) ? returnPath : '/pricing';

    let body: unknown;
    if (workflow) {
      if (!oneOf<WorkflowPlanType>(workflowPlanTypes, planType) || priceId !== null) return refusalPage(400, messages.checkoutFormInvalid, messages.checkoutFormInvalidDetail, backTo);
      body = workflowSubscriptionRequest(planType);
    } else {
      if (!oneOf<SubscriptionPriceId>(subscriptionPriceIds, priceId) || !oneOf<CheckoutReturnPath>(checkoutReturnPaths, returnPath)) {
        return refusalPage(400, messages.checkoutFormInvalid, messages.checkoutFormInvalidDetail, backTo);
      }
      const origin = trustedOrigin(request, env);
      if (!origin) return refusalPage(400, messages.checkoutFormInvalid, messages.siteOriginUnset, backTo);
      body = checkoutRequest(priceId, origin, returnPath);
    }

    // The JSON call's own handler, at the origin the request came to (its return-URL checks use SITE_ORIGIN).
    const call = new Request(new URL(checkoutFormPath, request.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await (workflow ? handlers.createWorkflowSubscription : handlers.createPayment)(call, context);
    const answered = (await answer.json().catch(() => ({}))) as { url?: unknown; checkoutUrl?: unknown; error?: unknown };
    const checkoutUrl = workflow ? answered.checkoutUrl : answered.url;
    if (answer.ok && typeof checkoutUrl === 'string' && checkoutUrl.startsWith('https://')) {
      return new Response(null, { status: 303, headers: { Location: checkoutUrl, 'Cache-Control': 'no-store' } });
    }
    const retryAfter = answer.headers.get('retry-after');
    const status = answer.ok ? 502 : answer.status;
    if (status === 400) return refusalPage(400, messages.checkoutFormInvalid, typeof answered.error === 'string' ? answered.error : messages.checkoutFormInvalidDetail, backTo);
    const notice = checkoutFailures[checkoutFailureKind(status, typeof answered.error === 'string' ? answered.error : undefined)];
    return refusalPage(status, notice.title, notice.hint, backTo, retryAfter ? { 'Retry-After': retryAfter } : {});
  };
}
