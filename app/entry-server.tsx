import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import type { PageAnswer } from '../domain/form-requests';
import { createRouter } from './router';

export interface RenderedPage {
  status: number;
  html: string;
  headers: Headers;
}

/**
 * Renders one URL of the app to a complete HTML document. Used at build time by the prerender
 * step for every public route, by the development server for every page request, and by the
 * server to answer a form posted before the page's scripts arrived (`formAnswer`).
 */
export async function renderPage(url: string, manifest: ServerManifest, formAnswer: PageAnswer | null = null): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({ request, createRouter: () => createRouter(formAnswer), getRouterManifest: () => manifest });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  return { status: response.status, html: await response.text(), headers: response.headers };
}

export { createRouter };
