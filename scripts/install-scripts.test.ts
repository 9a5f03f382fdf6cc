/**
 * A quiet install (issue 20): npm 11 warns at every install about dependencies whose install
 * scripts nobody reviewed. package.json's `allowScripts` (written with `npm install-scripts
 * approve|deny`, as npm documents) says for each one whether it may run, so `npm ci` and
 * `npm start` on a fresh clone print no such warning. A new dependency with an install script
 * fails this test until it is reviewed the same way.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm install-scripts` and `allowScripts` came with npm 11.16; an older npm ignores the field (and warns about nothing). */
const npmVersion = (await run(npm, ['--version'])).stdout.trim().split('.').map(Number);
const npmKnowsAllowScripts = npmVersion[0]! > 11 || (npmVersion[0] === 11 && npmVersion[1]! >= 16);

describe('install scripts', () => {
  it.skipIf(!npmKnowsAllowScripts)('every installed dependency with an install script is reviewed in package.json', async () => {
    const { stdout } = await run(npm, ['install-scripts', 'ls', '--json'], { timeout: 60_000 });
    expect((JSON.parse(stdout) as { allowScripts: unknown[] }).allowScripts).toEqual([]);
  }, 90_000);

  it('esbuild may check its binary; msw has no worker folder to copy into, and deno finds its binary in its platform package, so neither is run', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean>; msw?: unknown };
    expect(pkg.allowScripts).toEqual({ esbuild: true, msw: false, deno: false });
    // msw's postinstall only copies mockServiceWorker.js into `msw.workerDirectory`; none is set
    // (Storybook and npm run dev serve the committed .storybook/public/mockServiceWorker.js)
    expect(pkg.msw).toBeUndefined();
  });
});
