/**
 * The Node adapter: opens the database (PGlite under .data/ unless DATABASE_URL), migrates,
 * seeds, makes sure there is an admin, and serves the site and its functions.
 * `tsx functions/node-server.ts` runs it; `startServer()` is for tests and other entry points.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { Database } from './db/index';
import { openSite, type OpenSiteOptions } from './site';

export interface StartServerOptions extends OpenSiteOptions {
  /** overrides env.PORT; 0 picks a free port */
  port?: number;
  hostname?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { env, db, app, recorder, mailSender } = await openSite(options);
  const port = options.port ?? env.PORT;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    // Node itself drops a body the app did not read once the answer is sent, and only then reads
    // the connection's next request. The adapter's own clean-up (`autoCleanupIncoming`) gives such
    // a body 500 ms and then destroys the socket, which a busy server misses, failing a client's
    // next request on that keep-alive connection (found by fuzzing; see http.ts readBodyText).
    const s = serve({ fetch: app.fetch, port, hostname: options.hostname ?? env.HOST, autoCleanupIncoming: false }, () => resolve(s));
    s.once('error', reject);
  });
  mailSender.start();
  const address = server.address() as AddressInfo;
  const url = `http://localhost:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      recorder?.stop();
      await mailSender.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; idle ones go now, busy ones after their answer.
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await db.close();
    })());
  return { url, port: address.port, db, close };
}

async function main(): Promise<void> {
  const running = await startServer({ staticDir: path.resolve('dist/client') });
  console.log(`Site running at http://localhost:${running.port}`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
