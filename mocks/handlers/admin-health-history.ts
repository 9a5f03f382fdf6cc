import { adminHealthHistoryRequest, type AdminHealthHistoryResponse, type RecordedHealthCheck } from '../../domain/api';
import { sampleNow } from '../../domain/samples';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const DAY = 86_400_000;
/** A check every 5 minutes: 288 a day. */
const perDay = 288;
/** Days (counted back from today) with failed checks, and how many. */
const failedOn: Record<number, number> = { 3: 2, 11: 1, 19: 6 };

/** A deterministic history ending at the sample instant, so stories and screenshots are stable. */
function sampleHealthHistory(days: number, failures: Record<number, number> = failedOn): AdminHealthHistoryResponse {
  const today = Date.parse(new Date(sampleNow).toISOString().slice(0, 10));
  let total = 0;
  let failed = 0;
  const series = Array.from({ length: days }, (_, index) => {
    const back = days - 1 - index;
    const checks = back === 0 ? Math.floor((sampleNow - today) / 300_000) : perDay;
    const bad = Math.min(checks, failures[back] ?? 0);
    total += checks;
    failed += bad;
    return {
      date: new Date(today - back * DAY).toISOString().slice(0, 10),
      checks,
      failed: bad,
      uptimePercent: Math.round(((checks - bad) / checks) * 10_000) / 100,
      averageResponseMs: 40 + ((back * 37) % 60),
    };
  });
  const recent: RecordedHealthCheck[] = Array.from({ length: 10 }, (_, i) => ({
    checkedAt: new Date(sampleNow - i * 300_000).toISOString(),
    ok: true,
    responseMs: 3 + ((i * 7) % 9),
    detail: `Database answered in ${3 + ((i * 7) % 9)} ms`,
  }));
  const failureList: RecordedHealthCheck[] = Object.entries(failures)
    .filter(([back]) => Number(back) < days)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([back]) => ({
      checkedAt: new Date(today - Number(back) * DAY + 9 * 3_600_000).toISOString(),
      ok: false,
      responseMs: 5000,
      detail: 'Database unreachable: timeout (mock)',
    }));
  const live = {
    since: new Date(sampleNow - 3 * DAY - 4 * 3_600_000).toISOString(),
    requests: 48_213,
    serverErrors: 3,
    averageResponseMs: 18.4,
    rateLimited: 27,
    outboxQueued: 2,
    outboxFailed: 1,
    mailFailedAttempts: 4,
    averageQueryMs: 1.3,
    eventLoopLagMs: 11.2,
    lastBackup: { file: 'backup-2026-11-20T03-00-00Z.json.gz', at: new Date(today + 3 * 3_600_000).toISOString(), bytes: 1_843_200 },
  };
  return { live, uptime: `${(((total - failed) / total) * 100).toFixed(2)}%`, since: new Date(today - 45 * DAY).toISOString(), days: series, recent, failures: failureList };
}

const freshLive = (history: AdminHealthHistoryResponse): AdminHealthHistoryResponse => ({
  ...history,
  live: { ...history.live, since: new Date(sampleNow - 60_000).toISOString(), requests: 0, serverErrors: 0, averageResponseMs: null, rateLimited: 0, mailFailedAttempts: 0, averageQueryMs: null, eventLoopLagMs: null, lastBackup: null },
});

const answerWith = (failures?: Record<number, number>, fresh = false) =>
  mockCall(
    'adminHealthHistory',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminHealthHistoryRequest);
      if (!body.ok) return body.response;
      const history = sampleHealthHistory(body.data.days, failures);
      return respond('adminHealthHistory', fresh ? freshLive(history) : history);
    }),
  );

const success = answerWith();

export const adminHealthHistoryHandlers = {
  success,
  ...failureVariants('adminHealthHistory'),
  unauthorized: unauthorizedVariant('adminHealthHistory'),
  /** Not one failed check. */
  spotless: answerWith({}),
  /** A server that just started: nothing counted yet, no backup. */
  freshServer: answerWith(undefined, true),
};
