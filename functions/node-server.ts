/**
 * The Node adapter: opens the database (PGlite under .data/ unless DATABASE_URL), migrates,
 * seeds, makes sure there is an admin, and serves the site and its functions.
 * `tsx functions/node-server.ts` runs it; `startServer()` is for tests and other entry points.
 */
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { startNightlyBackups } from './db/backup';
import { parseEnv } from './env';
import type { Database } from './db/index';
import { requestBodyTimeoutMs } from './http';
import { restrictUmask } from './private-files';
import { clientNetwork } from './rate-limit';
import { openSite, type OpenSiteOptions } from './site';

export interface StartServerOptions extends OpenSiteOptions {
  /** overrides env.PORT; 0 picks a free port */
  port?: number;
  hostname?: string;
  /** false: no nightly backup (tests); otherwise as BACKUP_KEEP_DAYS says */
  nightlyBackups?: false;
  /** how long a request (headers and body) may take to arrive; default requestBodyTimeoutMs (15 s) */
  requestTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { env, db, app, recorder, mailSender, monitor } = await openSite(options);
  const port = options.port ?? env.PORT;
  // A request must arrive whole within this (Node's default is 300 s, which let a client dribbling
  // bodies hold connections and handlers; issue 32). Node answers 408 and closes the connection;
  // it checks every `connectionsCheckingInterval` (default 30 s, so a fraction of the limit here).
  const requestTimeout = options.requestTimeoutMs ?? requestBodyTimeoutMs;
  const serverOptions = {
    requestTimeout,
    headersTimeout: Math.min(10_000, requestTimeout),
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(requestTimeout / 4))),
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    // Node itself drops a body the app did not read once the answer is sent, and only then reads
    // the connection's next request. The adapter's own clean-up (`autoCleanupIncoming`) gives such
    // a body 500 ms and then destroys the socket, which a busy server misses, failing a client's
    // next request on that keep-alive connection (found by fuzzing; see http.ts readBodyText).
    const s = serve({ fetch: app.fetch, port, hostname: options.hostname ?? env.HOST, autoCleanupIncoming: false, serverOptions }, () => resolve(s));
    s.once('error', reject);
  });
  capConnectionsPerAddress(server, env.MAX_CONNECTIONS_PER_ADDRESS);
  mailSender.start();
  monitor.start();
  // Every night while the server runs, unless BACKUP_KEEP_DAYS=0 (docs/operations.md).
  const backups =
    env.BACKUP_KEEP_DAYS > 0 && options.nightlyBackups !== false
      ? startNightlyBackups({ db, dir: env.BACKUP_DIR, keepDays: env.BACKUP_KEEP_DAYS, hourUtc: env.BACKUP_HOUR_UTC, now: options.now })
      : null;
  const address = server.address() as AddressInfo;
  const url = `http://localhost:${address.port}`;

  let closing: Promise<void> | undefined;
  /**
   * A clean stop (SIGTERM): no new connection is taken; requests in flight finish, for at most
   * SHUTDOWN_GRACE_MS, and their connections close after their answer (a keep-alive connection
   * carries no further request); then the timers stop, the mail sender finishes the message it
   * is sending, and the database closes. docs/operations.md "Shutdown".
   */
  const close = () =>
    (closing ??= (async () => {
      const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
      await new Promise<void>((resolve) => {
        const limit = setTimeout(() => http.closeAllConnections?.(), env.SHUTDOWN_GRACE_MS);
        // Idle keep-alive sockets go now (after close); a busy one as soon as its answer is out.
        const sweeper = setInterval(() => http.closeIdleConnections?.(), 50);
        server.close(() => {
          clearTimeout(limit);
          clearInterval(sweeper);
          resolve();
        });
        http.closeIdleConnections?.();
      });
      recorder?.stop();
      await backups?.stop();
      await monitor.stop();
      await mailSender.stop();
      await db.close();
    })());
  // Answers given while stopping tell the client the connection closes with them.
  server.on('request', (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
  });
  return { url, port: address.port, db, close };
}

/**
 * At most `limit` open connections from one address (an IPv6 client by its /64, as the rate
 * limits count it); one more is answered 503 and closed before any request is read. Slow clients
 * from one address cannot take every socket the process has. 0: no cap.
 */
function capConnectionsPerAddress(server: ReturnType<typeof serve>, limit: number): void {
  if (limit <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limit) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\nContent-Length: 0\r\n\r\n');
      socket.destroySoon();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

async function main(): Promise<void> {
  // Everything the server writes (database, backups, the first admin's password) is 0600/0700
  // whatever the shell's umask (private-files.ts; docs/operations.md "File permissions").
  restrictUmask();
  const running = await startServer({ staticDir: path.resolve('dist/client') });
  console.log(`Site running at http://localhost:${running.port}`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    // the grace for requests in flight, then some for the outbox sender and the database
    const force = setTimeout(() => process.exit(1), parseEnv(process.env).SHUTDOWN_GRACE_MS + 10_000);
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
