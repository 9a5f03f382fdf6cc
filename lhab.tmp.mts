import path from 'node:path';
const root = process.cwd();
const { startServer } = await import(path.join(root, 'functions/node-server.ts'));
const { chromiumPath, chromiumArgs } = await import(path.join(root, 'scripts/chromium.ts'));
const { launch } = await import('chrome-launcher');
const lighthouse = (await import('lighthouse')).default;
const server = await startServer({ port: 0, dataDir: 'memory://', quiet: true } as never);
const port = (server as any).port ?? (server as any).address?.().port ?? (server as any).server?.address?.().port;
for (const route of (process.env.ROUTES ?? '/').split(',')) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  const r = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, onlyCategories: ['performance'] });
  const ev = ((r!.artifacts as any).Trace).traceEvents as any[];
  const mains = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  for (const m of mains) {
    const evs = ev.filter((e) => `${e.pid}:${e.tid}` === m && e.ph === 'X');
    const tasks = evs.filter((e) => e.name === 'RunTask' && e.dur > 30000);
    const total = evs.filter((e) => e.name === 'RunTask').reduce((s, e) => s + e.dur, 0) / 1000;
    if (total > 50) console.log(route, 'TBT', Math.round(r!.lhr.audits['total-blocking-time'].numericValue), 'FCP', Math.round(r!.lhr.audits['first-contentful-paint'].numericValue), 'perf', r!.lhr.categories.performance.score, m, 'main-thread RunTask total ms', Math.round(total), 'long', tasks.length);
    for (const t of (process.env.DETAIL ? tasks.slice(0, 12) : [])) {
      const kids: Record<string, number> = {};
      for (const e of evs) if (e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t) kids[e.name] = (kids[e.name] ?? 0) + e.dur / 1000;
      console.log('  task', Math.round(t.dur / 1000), 'ms:', Object.entries(kids).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
    }
  }
  await chrome.kill();
}
process.exit(0);
