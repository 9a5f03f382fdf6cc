/**
 * Forms that work before the page's scripts arrive. Pages hydrate after the first paint, so on a
 * phone there are seconds in which a form looks ready and is not; without JavaScript it never
 * is. Every site form is therefore a real `<form method="post">` to its own page: the browser
 * posts it urlencoded, and this answers with the same page in the state the hydrated form would
 * show (accepted with the reference, or the field messages beside what was typed), rendered by
 * the app's own renderer and finished like a prerendered page. The submission goes through the
 * call's own handler, so validation, the honeypot, the rate limit and storage are the same.
 * As Remix's and Astro's actions do: progressive enhancement, never a query string.
 *
 * A form posted from another site is refused (Origin / Sec-Fetch-Site): a page elsewhere must
 * not be able to make a visitor's browser send our forms.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import {
  formFields,
  multiValueFields,
  formPages,
  messages,
  outcomeOfFailure,
  requestBody,
  type ApiCall,
  type FormKind,
  type FormPostAnswer,
  type PageAnswer,
  type SubmitOutcome,
} from '../domain';
import { finishPage, type RenderedPagesConfig } from '../scripts/finish-page';
import type { Env } from './env';
import { errorResponse, HttpError, readBodyText, type Handler, type RequestContext } from './http';

type RenderPage = (url: string, manifest: ServerManifest, formAnswer: PageAnswer | null) => Promise<{ status: number; html: string }>;

export interface RenderedPage {
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
}

/**
 * Renders a page of the built app at `url` with a form's answer, finished as the build finishes
 * every page. The renderer (dist/server) is loaded on the first form posted, not at start.
 */
export function createPageRenderer(staticDir: string): (url: string, answer: PageAnswer | null) => Promise<RenderedPage> {
  const serverDir = path.join(staticDir, '..', 'server');
  let loaded: Promise<{ renderPage: RenderPage; config: RenderedPagesConfig }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as { renderPage: RenderPage };
      const config = JSON.parse(await readFile(path.join(serverDir, 'pages.json'), 'utf8')) as RenderedPagesConfig;
      return { renderPage, config };
    })());
  return async (url, answer) => {
    const { renderPage, config } = await load();
    const page = await renderPage(url, config.routerManifest, answer);
    const readCss = async (href: string) => {
      const file = path.resolve(staticDir, `.${href}`);
      if (!file.startsWith(staticDir + path.sep)) throw new Error(`stylesheet outside the site: ${href}`);
      return (config.fontFaces[href] ?? '') + (await readFile(file, 'utf8'));
    };
    const finished = await finishPage(page.html, readCss);
    return { html: finished.html, scriptHashes: finished.scriptHashes, styleHashes: finished.styleHashes };
  };
}

const isUrlEncoded = (type: string | null) => type?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * A browser's form post from one of this site's own pages. Behind a TLS proxy the request the
 * server sees is `http://...` while the page was `https://...`, so the request's own URL cannot
 * say what "this site" is: the browser's `Sec-Fetch-Site` (which no page can forge) decides when
 * it is sent; otherwise `Origin` must be SITE_ORIGIN or the request's own origin (behind a
 * trusted proxy, under the scheme the proxy says it answered: `X-Forwarded-Proto`). The one
 * check for every form the server takes (site forms, the billing-portal button, checkout).
 */
export function isSameSitePost(request: Request, env: Pick<Env, 'SITE_ORIGIN' | 'TRUST_PROXY_HOPS'>): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const own = new URL(request.url);
  const proto = env.TRUST_PROXY_HOPS > 0 ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  const ownOrigin = proto === 'https' || proto === 'http' ? `${proto}://${own.host}` : own.origin;
  return origin === env.SITE_ORIGIN || origin === ownOrigin;
}

/** The call's answer, as the form shows it. */
async function outcomeOf(response: Response): Promise<SubmitOutcome> {
  const body = (await response.json().catch(() => ({}))) as { reference?: unknown; downloadUrl?: unknown; message?: unknown; error?: unknown; fields?: unknown };
  if (response.status === 202 && typeof body.message === 'string') return { type: 'acknowledged', message: body.message };
  if (response.ok && typeof body.reference === 'string') {
    return typeof body.downloadUrl === 'string'
      ? { type: 'accepted', reference: body.reference, downloadUrl: body.downloadUrl }
      : { type: 'accepted', reference: body.reference };
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  return outcomeOfFailure(response.status, { message: typeof body.error === 'string' ? body.error : undefined, fields }, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

export interface FormPostOptions {
  handlers: Record<ApiCall, Handler>;
  env: Pick<Env, 'SITE_ORIGIN' | 'TRUST_PROXY_HOPS'>;
  render: (url: string, answer: FormPostAnswer) => Promise<RenderedPage>;
  /** the Content-Security-Policy of a page with these inline hashes */
  contentSecurityPolicy: (scriptHashes: readonly string[], styleHashes: readonly string[]) => string;
}

/** Answers a form posted to its page (see the module comment). */
export function createFormPostHandler(options: FormPostOptions) {
  return async (pagePath: keyof typeof formPages, request: Request, context: RequestContext): Promise<Response> => {
    if (!isSameSitePost(request, options.env)) return errorResponse(403, messages.formPostForeign);
    if (!isUrlEncoded(request.headers.get('content-type'))) {
      return errorResponse(415, 'A form must be sent as application/x-www-form-urlencoded.');
    }
    let posted: URLSearchParams;
    try {
      posted = new URLSearchParams(await readBodyText(request));
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
      throw error;
    }
    const kind: FormKind = formPages[pagePath];
    const values = Object.fromEntries(
      formFields[kind].map((field) => [field, multiValueFields.includes(field) ? posted.getAll(field).join(',') : (posted.get(field) ?? '')]),
    );
    const call = new Request(new URL(request.url).origin + '/form-post', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requestBody(kind, values)),
    });
    const answer = await options.handlers[kind](call, context);
    const outcome = await outcomeOf(answer);
    const { search } = new URL(request.url);
    const page = await options.render(pagePath + search, { kind, values, outcome });
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': options.contentSecurityPolicy(page.scriptHashes, page.styleHashes),
    });
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter) headers.set('Retry-After', retryAfter);
    return new Response(page.html, { status: answer.status, headers });
  };
}
