import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDashboardRules, sampleServers } from '../../domain';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { loadMigrations, migrate } from './index';
import { seed } from './seed';

describe.each(testDatabaseKinds)('database on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind, { migrate: false });
  });
  afterAll(() => test?.cleanup());

  it('applies every migration once, and nothing the second time', async () => {
    const all = (await loadMigrations()).map((m) => m.id);
    expect(all[0]).toBe('001_init');
    expect(await migrate(test.db)).toEqual(all);
    expect(await migrate(test.db)).toEqual([]);
    const rows = await test.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((r) => r.id)).toEqual(all);
  });

  it('creates the tables the functions use', async () => {
    const rows = await test.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'admin_sessions',
        'admins',
        'automation_rules',
        'health_checks',
        'monitor_alerts',
        'monitor_checks',
        'monitor_daily',
        'monitor_hourly',
        'monitor_incident_updates',
        'monitor_incidents',
        'monitored_sites',
        'processed_webhook_events',
        'rate_limits',
        'schema_migrations',
        'servers',
        'submissions',
        'subscriptions',
      ]),
    );
  });

  it('rolls a failing migration back entirely', async () => {
    const bad = [{ id: '999_bad', sql: 'create table half_done (id int); select * from no_such_table;' }];
    await expect(migrate(test.db, { migrations: bad })).rejects.toThrow();
    const rows = await test.db.query(`select 1 from information_schema.tables where table_name = 'half_done'`);
    expect(rows).toEqual([]);
    expect(await test.db.query(`select 1 from schema_migrations where id = '999_bad'`)).toEqual([]);
  });

  it('seeds once however often it runs', async () => {
    await seed(test.db);
    await test.db.query(`update automation_rules set enabled = not enabled where id = 'rule-1'`);
    await seed(test.db);
    const counts = await test.db.query<{ servers: number; rules: number; checks: number; samples: number }>(
      `select (select count(*)::int from servers) as servers, (select count(*)::int from automation_rules) as rules,
              (select count(*)::int from health_checks) as checks, (select count(*)::int from subscriptions where sample) as samples`,
    );
    // no health check and no subscription is seeded: only what the server and the webhook recorded
    expect(counts[0]).toEqual({ servers: sampleServers.length, rules: sampleDashboardRules.length, checks: 0, samples: 0 });
    // an admin's change survives a second seed
    const [rule] = await test.db.query<{ enabled: boolean }>(`select enabled from automation_rules where id = 'rule-1'`);
    expect(rule?.enabled).toBe(!sampleDashboardRules[0].enabled);
  });

  it('migration 013 removes the health checks and subscriptions an older seed invented and keeps the recorded ones', async () => {
    const old = await openTestDatabase(kind, { migrate: false });
    try {
      const all = await loadMigrations();
      await migrate(old.db, { migrations: all.filter((m) => m.id < '013') });
      await old.db.query(
        `insert into health_checks (checked_at, ok, response_ms, detail) values
           (now() - interval '3 days', true, 40, 'seeded'), (now() - interval '2 days', false, 90, 'seeded: database timeout'),
           (now(), true, 4, 'Database answered in 4 ms'), (now(), false, 5000, 'Database unreachable: timeout')`,
      );
      await old.db.query(
        `insert into subscriptions (stripe_subscription_id, status, amount_cents, sample) values
           ('sub_sample_1', 'active', 5900, true), ('sub_real_1', 'active', 2900, false)`,
      );
      expect(await migrate(old.db)).toContain('013_no_seeded_history');
      const rows = await old.db.query<{ detail: string }>('select detail from health_checks order by id');
      expect(rows.map((r) => r.detail)).toEqual(['Database answered in 4 ms', 'Database unreachable: timeout']);
      const subscriptions = await old.db.query<{ id: string }>('select stripe_subscription_id as id from subscriptions order by 1');
      expect(subscriptions.map((r) => r.id)).toEqual(['sub_real_1']);
    } finally {
      await old.cleanup();
    }
  });

  it('rolls back a failed transaction and commits a good one', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query(`insert into processed_webhook_events (event_id, event_type) values ('evt_tx', 'x')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await test.db.query(`select 1 from processed_webhook_events where event_id = 'evt_tx'`)).toEqual([]);
    const value = await test.db.transaction(async (tx) => {
      await tx.query(`insert into processed_webhook_events (event_id, event_type) values ('evt_tx', 'x')`);
      return 42;
    });
    expect(value).toBe(42);
    expect(await test.db.query(`select event_id from processed_webhook_events where event_id = 'evt_tx'`)).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')('two processes migrating at once apply each migration once', async () => {
    const fresh = await openTestDatabase('postgres', { migrate: false });
    try {
      const other = await fresh.reopen();
      const [a, b] = await Promise.all([migrate(fresh.db), migrate(other)]);
      expect([...a, ...b].sort()).toEqual((await loadMigrations()).map((m) => m.id));
      await Promise.all([seed(fresh.db), seed(other)]);
      const [row] = await fresh.db.query<{ n: number }>('select count(*)::int as n from servers');
      expect(row?.n).toBe(sampleServers.length);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('the migrations folder', () => {
  it('keeps the gaps in the numbers: ids are names that databases have recorded, not a count', async () => {
    const numbers = (await loadMigrations()).map((m) => Number(m.id.split('_')[0]));
    const unused = Array.from({ length: Math.max(...numbers) }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
    // functions/db/migrations/README.md: a shipped migration is never renumbered
    expect(unused).toEqual([2, 4, 5, 7, 8, 9]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
