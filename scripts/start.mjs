#!/usr/bin/env node
/**
 * `npm start` on a fresh clone: installs dependencies if they are missing, builds if the build
 * is missing or stale, then serves the site and its functions (functions/node-server.ts).
 * Plain JavaScript on purpose: it runs before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('node_modules/.package-lock.json')) {
  console.log('Installing dependencies (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

run(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts']);

const server = spawn(process.execPath, ['--import', 'tsx', 'functions/node-server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
