/**
 * The mocks in the browser, for `npm run dev` (fully offline). Load it only in development, by a
 * dynamic import, so neither MSW nor the sample data reach the production bundle:
 *
 *   if (import.meta.env.DEV) await (await import('../mocks/browser')).startMockWorker();
 *
 * The worker script (`npx msw init <dev-only folder>`) is served from a development-only folder,
 * never from the production public folder.
 */
import { setupWorker } from 'msw/browser';
import { apiPaths } from '../domain/api';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

const backendPaths = new Set<string>(Object.values(apiPaths));

export interface StartMockWorkerOptions {
  /** Where the dev server serves mockServiceWorker.js. */
  workerUrl?: string;
}

export function startMockWorker({ workerUrl = '/mockServiceWorker.js' }: StartMockWorkerOptions = {}) {
  return worker.start({
    serviceWorker: { url: workerUrl },
    // Pages, scripts and fonts go to the dev server; only an unmocked backend call is worth a warning.
    onUnhandledRequest(request, print) {
      if (backendPaths.has(new URL(request.url).pathname)) print.warning();
    },
  });
}
