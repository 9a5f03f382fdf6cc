import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { rememberEarlyInput } from '../design-system';
import { createRouter } from './router';

async function start() {
  // Development only: every backend call is answered by MSW in the browser. The condition is
  // replaced at build time, so neither msw nor the handlers reach the production bundle.
  if (import.meta.env.DEV && import.meta.env.VITE_USE_MSW !== 'false') {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // What the visitor typed, chose or ticked while the scripts loaded: hydration puts back some of
  // it (a textarea's text), and the forms take it from here (docs/forms.md).
  rememberEarlyInput(document);
  // Hydrating inside a transition lets React yield to the browser every few milliseconds
  // instead of hydrating the whole page in one long task (which blocks input: TBT).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={createRouter()} />
      </StrictMode>,
    );
  });
}

void start();
