/**
 * The site on Deno (Deno Deploy, Supabase Edge Functions, or any machine with Deno): the same Hono
 * app and the same start-up as the Node server (functions/site.ts), served by `deno serve`.
 * PostgreSQL by DATABASE_URL; without it, PGlite under DATA_DIR (default .data/pglite), where
 * the platform lets Deno write files. `npm run start:deno` runs it (docs/deploy.md).
 *
 * Nothing in functions/ changes for Deno: it resolves the npm packages from node_modules and
 * the extensionless imports with deno.json's settings, and runs the Node built-ins they use.
 */
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { restrictUmask } from '../functions/private-files.ts';
import { openSite } from '../functions/site.ts';

/** What `deno serve` hands the handler beside the request (Deno.ServeHandlerInfo). */
interface ServeHandlerInfo {
  remoteAddr: { hostname: string };
}

/** The built site (`npm run build`); its CSP hashes are read from beside it (dist/csp.json). */
const staticDir = process.env.STATIC_DIR ?? fileURLToPath(new URL('../dist/client', import.meta.url));
// Deno's node:process sets the umask (Deno.umask itself is unstable); where it cannot, the data
// and backup folders are still made 0700 and repaired at start (functions/private-files.ts).
restrictUmask();
const site = await openSite({ staticDir });
site.mailSender.start();
site.monitor.start();
console.log(`Site ready on Deno with ${site.db.kind}, serving ${path.relative(process.cwd(), staticDir) || '.'}`);

export default {
  // The app reads the client's address where the Node adapter puts it (functions/app.ts).
  fetch: (request: Request, info: ServeHandlerInfo) => site.app.fetch(request, { incoming: { socket: { remoteAddress: info.remoteAddr.hostname } } }),
};
