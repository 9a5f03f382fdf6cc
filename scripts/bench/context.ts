/** What every section of the bench gets, and what it gives back. */
import type { BenchOptions, SectionId } from './options';
import type { Row } from './report';

export interface ServerHandle {
  url: string;
  /** the server process' id (the bench's own with --in-process) */
  pid: number | undefined;
}

export interface BenchContext {
  options: BenchOptions;
  /** the built site the server serves (dist/client) */
  clientDir: string;
  /** true when this run built dist/ itself (with the canary secrets below in its environment) */
  builtByThisRun: boolean;
  /** canary secret values given to this run's build, by variable name */
  canaries: Readonly<Record<string, string>>;
  /** the admin the site server was started with */
  admin: { email: string; password: string };
  /** the production server on the build, started on first use */
  site(): Promise<ServerHandle>;
  /** the same server on PostgreSQL (a fresh schema), with --load-database-url; null without */
  sitePostgres: (() => Promise<ServerHandle>) | null;
  /** the bare Hono `/ok` app, started on first use */
  bare(): Promise<ServerHandle>;
  /** a progress line (stderr), so stdout holds only the table */
  progress(line: string): void;
}

export interface SectionOutput {
  rows: Row[];
  /** the section's raw figures, written to results.json under its id */
  data: unknown;
  /** lines printed under the table (e.g. the audits behind a missed score) */
  notes?: string[];
}

export interface Section {
  id: SectionId;
  title: string;
  run(ctx: BenchContext): Promise<SectionOutput>;
}
