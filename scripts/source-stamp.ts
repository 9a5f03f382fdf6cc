import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** What the built site is made from; a change in any of these makes the build stale. */
const sourceRoots = ['app', 'design-system', 'domain', 'vite.config.ts', 'package-lock.json', 'scripts/build.ts', 'scripts/site-manifest.ts', 'scripts/csp.ts', 'scripts/seo-files.ts', 'functions/site-headers.ts'];

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules' && !entry.name.endsWith('.stories.tsx') && !entry.name.includes('.test.'))
      .map((entry) => filesUnder(join(path, entry.name))),
  );
  return nested.flat();
}

/** A hash of the sources' paths and contents (not times: a fresh clone has new times). */
export async function sourceStamp(root: string): Promise<string> {
  const files = (await Promise.all(sourceRoots.map((r) => filesUnder(join(root, r))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
