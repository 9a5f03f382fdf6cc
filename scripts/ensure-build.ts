/** Builds the site when dist/ is missing or was built from other sources. */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { sourceStamp } from './source-stamp';

async function main() {
  const current = await sourceStamp(process.cwd());
  const built = await readFile('dist/build-stamp.json', 'utf8')
    .then((text) => (JSON.parse(text) as { stamp?: string }).stamp)
    .catch(() => undefined);
  if (built === current) {
    console.log('Build is up to date.');
    return;
  }
  console.log(built ? 'Sources changed since the last build: rebuilding...' : 'No build yet: building...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

void main();
