/** `npm run bench -- [options]`: the command line of the bench. */
import { parseArgs } from 'node:util';
import { publicPages } from '../../domain/pages';

export const sectionIds = ['build', 'dist-scan', 'bytes', 'lighthouse', 'load', 'fuzz'] as const;
export type SectionId = (typeof sectionIds)[number];

export interface BenchOptions {
  /** public routes for Lighthouse and the byte metrics */
  routes: string[];
  /** Lighthouse runs per route (the median is reported) */
  runs: number;
  skip: Set<SectionId>;
  /** first port: the site on it, the bare Hono route on +1, Chromium's DevTools on +2; 0 = free ports */
  port: number;
  /** run the servers inside the bench's own process instead of child processes */
  inProcess: boolean;
  loadRate: number;
  loadSeconds: number;
  loadConnections: number;
  loadTool: 'paced' | 'autocannon';
  warmUpSeconds: number;
  throughputSeconds: number;
  throughputConnections: number;
  fuzzCount: number;
  /** a PostgreSQL URL: the load section also runs the functions on it (a fresh schema, dropped after) */
  loadDatabaseUrl: string | null;
  out: string;
}

export const usage = `Usage: npm run bench -- [options]

Builds the site, serves it, measures it and prints one table (also written to bench/results.json).

  --routes /,/about        public routes for Lighthouse and the byte metrics (default: all)
  --runs N                 Lighthouse runs per route; the median is reported (default 3)
  --skip a,b               leave out sections: ${sectionIds.join(', ')}
                           (--skip build measures the dist/ already there)
  --port N                 site on N, bare Hono route on N+1, Chromium DevTools on N+2, the site
                           on PostgreSQL on N+3 (default: free ports)
  --in-process             run the servers in the bench's process (default: child processes)
  --load-rate N            requests per second for the fixed-rate load (default 1000)
  --load-seconds N         length of each fixed-rate run (default 20)
  --load-connections N     keep-alive connections for the fixed-rate load (default 50)
  --load-tool paced|autocannon
                           fixed-rate generator: paced open loop (default) or autocannon overallRate
  --warm-up-seconds N      unrecorded load before each fixed-rate run (default 3)
  --throughput-seconds N   length of each uncapped throughput run (default 10)
  --throughput-connections N  connections for the throughput runs (default 10)
  --fuzz-count N           generated requests for the fuzz section (default 100000)
  --load-database-url URL  also load the functions on PostgreSQL at URL (postgres://...), in a
                           fresh schema dropped afterwards (default: only the in-memory PGlite)
  --out FILE               where to write the results (default bench/results.json)
  --help                   this text`;

function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min} (got "${value}")`);
  return n;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      routes: { type: 'string' },
      runs: { type: 'string' },
      skip: { type: 'string' },
      port: { type: 'string' },
      'in-process': { type: 'boolean' },
      'load-rate': { type: 'string' },
      'load-seconds': { type: 'string' },
      'load-connections': { type: 'string' },
      'load-tool': { type: 'string' },
      'warm-up-seconds': { type: 'string' },
      'throughput-seconds': { type: 'string' },
      'throughput-connections': { type: 'string' },
      'fuzz-count': { type: 'string' },
      'load-database-url': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return 'help';

  const known = Object.keys(publicPages);
  const routes = values.routes === undefined ? known : values.routes.split(',').map((r) => r.trim()).filter(Boolean);
  const unknownRoutes = routes.filter((r) => !known.includes(r));
  if (unknownRoutes.length > 0) throw new Error(`--routes: not public routes: ${unknownRoutes.join(', ')} (see domain/pages.ts publicPages)`);
  if (routes.length === 0) throw new Error('--routes: no route given');

  const skipList = (values.skip ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknownSkips = skipList.filter((s) => !(sectionIds as readonly string[]).includes(s));
  if (unknownSkips.length > 0) throw new Error(`--skip: unknown sections ${unknownSkips.join(', ')} (known: ${sectionIds.join(', ')})`);

  const loadTool = values['load-tool'] ?? 'paced';
  if (loadTool !== 'paced' && loadTool !== 'autocannon') throw new Error(`--load-tool must be paced or autocannon (got "${loadTool}")`);

  const loadDatabaseUrl = values['load-database-url'] ?? null;
  if (loadDatabaseUrl !== null && !/^postgres(ql)?:\/\//.test(loadDatabaseUrl)) {
    throw new Error(`--load-database-url must be a postgres:// URL (got "${loadDatabaseUrl}")`);
  }

  const port = positiveInt('port', values.port, 0, 0);
  if (port > 65532) throw new Error('--port must leave room for three more ports');

  return {
    routes,
    runs: positiveInt('runs', values.runs, 3),
    skip: new Set(skipList as SectionId[]),
    port,
    inProcess: values['in-process'] ?? false,
    loadRate: positiveInt('load-rate', values['load-rate'], 1000),
    loadSeconds: positiveInt('load-seconds', values['load-seconds'], 20),
    loadConnections: positiveInt('load-connections', values['load-connections'], 50),
    loadTool,
    warmUpSeconds: positiveInt('warm-up-seconds', values['warm-up-seconds'], 3, 0),
    throughputSeconds: positiveInt('throughput-seconds', values['throughput-seconds'], 10),
    throughputConnections: positiveInt('throughput-connections', values['throughput-connections'], 10),
    fuzzCount: positiveInt('fuzz-count', values['fuzz-count'], 100_000),
    loadDatabaseUrl,
    out: values.out ?? 'bench/results.json',
  };
}
