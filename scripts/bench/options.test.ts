import { describe, expect, it } from 'vitest';
import { publicPages } from '../../domain/pages';
import { parseBenchArgs, type BenchOptions } from './options';

const parse = (...argv: string[]) => parseBenchArgs(argv) as BenchOptions;

describe('parseBenchArgs', () => {
  it('defaults: every public route, 3 Lighthouse runs, 1,000/s for 20 s, nothing skipped, free ports', () => {
    const options = parse();
    expect(options.routes).toEqual(Object.keys(publicPages));
    expect(options).toMatchObject({ runs: 3, port: 0, loadRate: 1000, loadSeconds: 20, loadTool: 'paced', inProcess: false, out: 'bench/results.json' });
    expect([...options.skip]).toEqual([]);
    expect(options.loadDatabaseUrl).toBeNull();
  });

  it('--load-database-url takes a postgres:// URL only', () => {
    expect(parse('--load-database-url', 'postgres://ci:ci@127.0.0.1:5432/ci_test').loadDatabaseUrl).toBe('postgres://ci:ci@127.0.0.1:5432/ci_test');
    expect(parse('--load-database-url', 'postgresql://db/x').loadDatabaseUrl).toBe('postgresql://db/x');
    expect(() => parse('--load-database-url', 'memory://')).toThrow(/postgres:\/\/ URL/);
  });

  it('reads routes, runs, skips and ports', () => {
    const options = parse('--routes', '/, /about', '--runs', '1', '--skip', 'lighthouse,load', '--port', '4210', '--load-tool', 'autocannon', '--in-process');
    expect(options.routes).toEqual(['/', '/about']);
    expect(options.runs).toBe(1);
    expect([...options.skip].sort()).toEqual(['lighthouse', 'load']);
    expect(options.port).toBe(4210);
    expect(options.loadTool).toBe('autocannon');
    expect(options.inProcess).toBe(true);
  });

  it('refuses unknown routes, sections, tools, options and bad numbers', () => {
    expect(() => parse('--routes', '/nope')).toThrow(/not public routes: \/nope/);
    expect(() => parse('--routes', '/admin')).toThrow(/not public routes/);
    expect(() => parse('--skip', 'lighthuose')).toThrow(/unknown sections lighthuose/);
    expect(() => parse('--load-tool', 'wrk')).toThrow(/paced or autocannon/);
    expect(() => parse('--runs', '0')).toThrow(/--runs must be an integer >= 1/);
    expect(() => parse('--runs', '1.5')).toThrow(/--runs/);
    expect(() => parse('--frobnicate')).toThrow();
  });

  it('--help asks for the usage text', () => {
    expect(parseBenchArgs(['--help'])).toBe('help');
  });
});
