/**
 * The yardstick for the functions under load: a bare Hono app with one `/ok` route (GET and
 * POST answer `ok`), on the same Node adapter (@hono/node-server) as the site. It does nothing a
 * handler does (no middleware, no body read, no database), so "handler throughput / bare
 * throughput" is the share of a bare route's throughput a handler keeps.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { isEntry, serveAsChild, type RunningServerLike } from './child';

function createBareApp(): Hono {
  const app = new Hono();
  app.get('/ok', (c) => c.text('ok'));
  app.post('/ok', (c) => c.text('ok'));
  return app;
}

export interface BareServerConfig {
  /** 0 picks a free port */
  port: number;
  hostname?: string;
}

export async function startBareServer(config: BareServerConfig): Promise<RunningServerLike> {
  const app = createBareApp();
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.hostname ?? '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      }),
  };
}

if (isEntry(import.meta.url)) serveAsChild(startBareServer);
