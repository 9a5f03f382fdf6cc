#!/usr/bin/env node
/**
 * `npm test`: makes sure Debian's chromium is there, builds the site if stale, type-checks, lints
 * (ESLint, then knip for unused files, exports and dependencies), then runs every Vitest project
 * (unit, storybook in Chromium, e2e against the built server) and ends with one line
 * `N passed, N failed` over all of them (the type check, ESLint and knip count as one each).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let passed = 0;
let failed = 0;
/** What failed, printed again at the very end: CI keeps only the tail of the output. */
const failures = [];
/** Tests that failed once and passed on their one retry: flaky, to be fixed, listed at the end. */
const flaky = [];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function finish() {
  if (flaky.length > 0) {
    console.log('\nPassed only on their second try (flaky: find the cause and fix it):');
    for (const line of flaky.slice(0, 40)) console.log(`  ${line}`);
  }
  if (failures.length > 0) {
    console.log('\nWhat failed:');
    for (const line of failures.slice(0, 40)) console.log(`  ${line}`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium (apt-get install -y chromium)...');
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0) {
      console.error('Could not install chromium.');
      failed += 1;
      finish();
    }
  } else {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's chromium (sudo apt-get install -y chromium) ` +
        'or point CHROME_PATH at a Chromium binary. No test tool downloads its own browser.',
    );
    failed += 1;
    finish();
  }
}

if (run(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts']) !== 0) {
  console.error('The build failed.');
  failed += 1;
  finish();
}

console.log('\nType check (tsc --noEmit)...');
if (run('npx', ['tsc', '--noEmit', '-p', '.']) === 0) passed += 1;
else {
  failed += 1;
  failures.push('type check (tsc --noEmit)');
}

/**
 * ESLint and knip count as one test each; each of their findings is printed here as one line and
 * listed again at the end. Same rules as `npm run lint` and `npm run knip`.
 */
function findings(name, command, args, linesOf) {
  console.log(`\n${name}...`);
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] });
  let lines;
  try {
    lines = linesOf(result.stdout ?? '');
  } catch {
    lines = [`${name} did not run: ${String(result.stdout ?? '').split('\n')[0].slice(0, 200)}`];
  }
  if (result.status !== 0 && lines.length === 0) lines = [`${name} exited with ${result.status}`];
  for (const line of lines) console.log(`  ${line}`);
  if (lines.length === 0) {
    console.log('  no finding');
    passed += 1;
  } else {
    failed += 1;
    failures.push(...lines.map((line) => `[${name}] ${line}`));
  }
}

findings('ESLint', 'npx', ['eslint', '--max-warnings', '0', '--format', 'json', '.'], (stdout) =>
  JSON.parse(stdout).flatMap((file) =>
    file.messages.map(
      (m) => `${file.filePath.replace(`${process.cwd()}/`, '')}:${m.line}:${m.column} ${m.ruleId ?? ''} ${String(m.message).split('\n')[0].slice(0, 200)}`,
    ),
  ),
);
findings('knip', 'npx', ['knip', '--reporter', 'compact', '--no-progress'], (stdout) =>
  stdout.split('\n').map((line) => line.trim()).filter(Boolean),
);

/** One line per failed test or suite: the run, the file, the test's name and its first error line. */
function collectFailures(runName, results) {
  for (const file of results.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of (file.assertionResults ?? []).filter((t) => t.status === 'passed' && (t.failureMessages ?? []).length > 0)) {
      const firstLine = String(test.failureMessages[0]).split('\n')[0].slice(0, 300);
      flaky.push(`[${runName}] ${where} > ${test.fullName}: ${firstLine}`);
    }
    for (const test of failedTests) {
      const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`[${runName}] ${where} > ${test.fullName}: ${firstLine}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push(`[${runName}] ${where}: ${String(file.message ?? 'the file failed to run').split('\n')[0].slice(0, 300)}`);
    }
  }
}

mkdirSync('test-results', { recursive: true });

/**
 * A test that fails is run once more (`--retry=1`): one that then passes counts as passed but is
 * listed at the end as flaky, so a slow CI machine does not refuse a submission for a timing
 * fault while the fault stays in view. A test that fails twice fails the run.
 *
 * Every project once, then the stories again in the dark theme: every story must pass axe in
 * both themes. Arguments given to `npm test -- ...` narrow the first run and skip the second.
 */
const extraArgs = process.argv.slice(2);
const runs = [
  { name: 'all projects', args: extraArgs, env: {} },
  ...(extraArgs.length === 0 ? [{ name: 'stories, dark theme', args: ['--project', 'storybook'], env: { VITE_STORYBOOK_THEME: 'dark' } }] : []),
];
runs.forEach((vitestRun, index) => {
  console.log(`\nVitest: ${vitestRun.name}`);
  const report = `test-results/vitest-${index}.json`;
  const status = run('npx', ['vitest', 'run', '--retry=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestRun.args], {
    env: { ...process.env, ...vitestRun.env },
  });
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    collectFailures(vitestRun.name, results);
    if (status !== 0 && results.numFailedTests === 0) failed += 1; // a suite failed to load
    if (results.numTotalTests === 0) failed += 1; // a run with no tests is not a pass
  } catch {
    failed += 1;
    failures.push(`[${vitestRun.name}] no JSON report was written`);
  }
});
finish();
