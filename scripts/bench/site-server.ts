/**
 * The production server as the bench runs it: `startServer` from functions/node-server.ts on the
 * built site, with a fresh in-memory PGlite (or the PostgreSQL of `--load-database-url`), a known admin (so admin-verify gets a real token),
 * and no Stripe or OpenAI keys whatever the bench's own environment holds (create-payment's
 * validation and the assistant's offline answer then never touch the network).
 *
 * TRUST_PROXY_HOPS=1: the bench is the only client, on loopback, and it sends each assistant
 * question with its own X-Forwarded-For address, so the per-IP limit (20 questions per 10 minutes)
 * is checked and counted on every request, as in production, without turning the load into 429s.
 * That is an ordinary production setting (api.md "Configuration"), not a bypass: nothing in
 * functions/ knows about the bench.
 */
import path from 'node:path';
import { startServer } from '../../functions/node-server';
import { isEntry, serveAsChild, type RunningServerLike } from './child';

export interface SiteServerConfig {
  /** 0 picks a free port */
  port: number;
  adminEmail: string;
  adminPassword: string;
  /** default dist/client */
  staticDir?: string;
  /** PostgreSQL instead of the in-memory PGlite */
  databaseUrl?: string;
}

export async function startSiteServer(config: SiteServerConfig): Promise<RunningServerLike> {
  const server = await startServer({
    port: config.port,
    hostname: '127.0.0.1',
    dataDir: 'memory://',
    staticDir: path.resolve(config.staticDir ?? 'dist/client'),
    quiet: true,
    env: {
      ADMIN_EMAIL: config.adminEmail,
      ADMIN_PASSWORD: config.adminPassword,
      TRUST_PROXY_HOPS: '1',
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, close: () => server.close() };
}

if (isEntry(import.meta.url)) serveAsChild(startSiteServer);
