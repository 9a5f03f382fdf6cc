/**
 * `npm run bench`: builds the site (with canary secrets in the build's environment), serves the
 * production build on loopback, runs each section, prints ONE table (metric, value, target,
 * result) and writes bench/results.json. docs/bench.md explains every figure.
 *
 * Exit status: 0 when every section ran, whatever the figures (missed targets show as MISS);
 * 1 when the build or a section failed (the other sections still run and are reported).
 *
 * A section is one entry of `sections` below: an object with an id (also a `--skip` name, see
 * options.ts), a title, and `run(ctx)` returning rows for the table, raw data for results.json
 * and notes for under the table (context.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchContext, Section, SectionOutput, ServerHandle } from './context';
import { startBareServer } from './bare-server';
import { startChild, type ChildServer } from './child';
import { openDatabase } from '../../functions/db/index';
import { parseBenchArgs, usage, type BenchOptions } from './options';
import { errorRow, formatTable, summaryOf, type Row } from './report';
import { bytesSection } from './sections/bytes';
import { distScanSection } from './sections/dist-scan';
import { fuzzSection } from './sections/fuzz';
import { lighthouseSection } from './sections/lighthouse';
import { loadSection } from './sections/load';
import { startSiteServer } from './site-server';
import { chromiumPath } from '../chromium';

/** In the order they run. Adding one: write it in sections/, import it, list it here and in options.ts `sectionIds`. */
const sections: Section[] = [distScanSection, bytesSection, lighthouseSection, loadSection, fuzzSection];

const root = process.cwd();
const here = path.dirname(fileURLToPath(import.meta.url));
const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/** Secret-looking values that are given to the build and must not come out in dist/client. */
function makeCanaries(): Record<string, string> {
  const tag = randomBytes(12).toString('hex');
  return {
    STRIPE_SECRET_KEY: `sk_test_BenchCanary${tag}`,
    STRIPE_WEBHOOK_SECRET: `whsec_BenchCanary${tag}`,
    OPENAI_API_KEY: `sk-proj-BenchCanary${tag}`,
    ADMIN_PASSWORD: `bench-canary-admin-${tag}`,
    SESSION_SECRET: `bench-canary-session-${tag}`,
    IP_HASH_SALT: `bench-canary-salt-${tag}`,
  };
}

function build(canaries: Record<string, string>): number {
  const started = Date.now();
  progress('building (scripts/build.ts, as npm run build does) with canary secrets in the environment...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'build.ts')], {
    cwd: root,
    env: { ...process.env, ...canaries },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
  return (Date.now() - started) / 1000;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion(): string | null {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function packageVersion(name: string): Promise<string | null> {
  try {
    return (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  };
}

/** The servers, started on first use: child processes, or in this process with --in-process. */
function serversFor(options: BenchOptions, admin: { email: string; password: string }) {
  const started: Partial<Record<'site' | 'sitePostgres' | 'bare', Promise<ChildServer>>> = {};
  const inProcess = async (start: () => Promise<{ url: string; close(): Promise<void> }>): Promise<ChildServer> => {
    const server = await start();
    return { url: server.url, pid: process.pid, output: () => [], errorLines: () => 0, close: () => server.close() };
  };
  const site = () =>
    (started.site ??= (() => {
      const config = { port: options.port, adminEmail: admin.email, adminPassword: admin.password };
      progress(`starting the site server (${options.inProcess ? 'in this process' : 'child process'}, in-memory PGlite)...`);
      return options.inProcess ? inProcess(() => startSiteServer(config)) : startChild(path.join(here, 'site-server.ts'), config, { env: serverEnv() });
    })());
  // On PostgreSQL: a schema of its own (search_path in the URL), dropped when the bench closes.
  let dropSchema: (() => Promise<void>) | null = null;
  const sitePostgres = (databaseUrl: string) =>
    (started.sitePostgres ??= (async () => {
      const schema = `bench_${randomBytes(6).toString('hex')}`;
      const adminDb = await openDatabase({ url: databaseUrl });
      await adminDb.exec(`create schema ${schema}`);
      dropSchema = async () => {
        await adminDb.exec(`drop schema ${schema} cascade`);
        await adminDb.close();
      };
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const config = { port: options.port ? options.port + 3 : 0, adminEmail: admin.email, adminPassword: admin.password, databaseUrl: url.href };
      progress(`starting the site server on PostgreSQL (schema ${schema})...`);
      return options.inProcess ? inProcess(() => startSiteServer(config)) : startChild(path.join(here, 'site-server.ts'), config, { env: serverEnv() });
    })());
  const bare = () =>
    (started.bare ??= (() => {
      const config = { port: options.port ? options.port + 1 : 0 };
      return options.inProcess ? inProcess(() => startBareServer(config)) : startChild(path.join(here, 'bare-server.ts'), config, { env: serverEnv() });
    })());
  const settled = async (which: 'site' | 'sitePostgres' | 'bare') => (started[which] ? await started[which]!.catch(() => null) : null);
  return {
    site: async (): Promise<ServerHandle> => {
      const s = await site();
      return { url: s.url, pid: s.pid };
    },
    sitePostgres: options.loadDatabaseUrl
      ? async (): Promise<ServerHandle> => {
          const s = await sitePostgres(options.loadDatabaseUrl!);
          return { url: s.url, pid: s.pid };
        }
      : null,
    bare: async (): Promise<ServerHandle> => {
      const s = await bare();
      return { url: s.url, pid: s.pid };
    },
    async close() {
      await Promise.all([settled('site'), settled('sitePostgres'), settled('bare')].map(async (s) => (await s)?.close()));
      await (dropSchema as (() => Promise<void>) | null)?.();
    },
    async log() {
      const out: Record<string, { errorLines: number; lastLines: string[] }> = {};
      for (const which of ['site', 'sitePostgres', 'bare'] as const) {
        const s = await settled(which);
        if (s) out[which] = { errorLines: s.errorLines(), lastLines: s.output().slice(-20) };
      }
      return out;
    },
  };
}

/** The servers' environment: the bench's own, minus every secret (the server must run without Stripe or OpenAI). */
function serverEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'OPENAI_API_KEY', 'DATABASE_URL', 'ADMIN_PASSWORD', 'ADMIN_EMAIL']) delete env[name];
  return env;
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    const parsed = parseBenchArgs(process.argv.slice(2));
    if (parsed === 'help') {
      console.log(usage);
      return 0;
    }
    options = parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }

  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const canaries = makeCanaries();
  const rows: Row[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  const errors: Array<{ section: string; message: string }> = [];

  let buildSeconds: number | null = null;
  if (!options.skip.has('build')) {
    try {
      buildSeconds = build(canaries);
    } catch (error) {
      console.error(`[bench] ${(error as Error).message}`);
      return 1;
    }
  }

  const admin = { email: 'bench-admin@example.com', password: `bench-${randomBytes(12).toString('hex')}` };
  const servers = serversFor(options, admin);
  const ctx: BenchContext = {
    options,
    clientDir: path.join(root, 'dist', 'client'),
    builtByThisRun: buildSeconds !== null,
    canaries: buildSeconds !== null ? canaries : {},
    admin,
    site: servers.site,
    sitePostgres: servers.sitePostgres,
    bare: servers.bare,
    progress,
  };

  const timings: Record<string, number> = {};
  try {
    for (const section of sections) {
      if (options.skip.has(section.id)) continue;
      const started = Date.now();
      progress(`${section.title}...`);
      let output: SectionOutput;
      try {
        output = await section.run(ctx);
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        errors.push({ section: section.id, message });
        rows.push(errorRow(section.title, error instanceof Error ? error.message : String(error)));
        notes.push(`${section.title} failed: ${message}`);
        continue;
      } finally {
        timings[section.id] = Math.round((Date.now() - started) / 100) / 10;
      }
      rows.push(...output.rows);
      notes.push(...(output.notes ?? []));
      data[section.id] = output.data;
    }
  } finally {
    const serverLog = await servers.log();
    await servers.close();
    for (const [which, log] of Object.entries(serverLog)) {
      if (log.errorLines > 0) notes.push(`the ${which} server wrote ${log.errorLines} line(s) to stderr; last:\n    ${log.lastLines.join('\n    ')}`);
    }
    data.serverLog = serverLog;
  }

  const summary = summaryOf(rows);
  const finishedAt = new Date();
  const commit = git(['rev-parse', 'HEAD']);
  const results = {
    date: startedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    commit,
    commitDirty: commit ? (git(['status', '--porcelain']) ?? '') !== '' : null,
    branch: git(['rev-parse', '--abbrev-ref', 'HEAD']),
    node: process.version,
    machine: { ...machine(), loadAverageBefore: loadBefore.map((l) => Math.round(l * 100) / 100), loadAverageAfter: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    tools: {
      chromium: chromiumVersion(),
      lighthouse: await packageVersion('lighthouse'),
      autocannon: await packageVersion('autocannon'),
    },
    options: { ...options, skip: [...options.skip] },
    buildSeconds,
    sectionSeconds: timings,
    summary,
    rows,
    notes,
    errors,
    sections: data,
  };
  const out = path.resolve(root, options.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);

  const m = results.machine;
  console.log(
    `\nLone Star Web Studio bench, ${results.date} (${results.durationSeconds} s), commit ${commit?.slice(0, 10) ?? 'unknown'}${results.commitDirty ? ' (uncommitted changes)' : ''}, Node ${process.version}, ${m.cores} cores (${m.cpuModel ?? 'unknown CPU'}), load average ${m.loadAverageBefore[0]} -> ${m.loadAverageAfter[0]}\n`,
  );
  console.log(formatTable(rows));
  console.log(`\n${summary.met} of ${summary.targets} targets met, ${summary.missed} missed${summary.errors ? `, ${summary.errors} section(s) FAILED` : ''}.`);
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
  console.log(`\nResults: ${path.relative(root, out)}`);
  return errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
