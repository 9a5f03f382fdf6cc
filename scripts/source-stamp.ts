import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/** What the built site is made from, besides the build script and what it imports (below). */
const sourceRoots = ['app', 'design-system', 'domain', 'vite.config.ts', 'package-lock.json'];

/** The build's entry: it and every project module it imports, however deep, are sources too. */
const buildEntry = 'scripts/build.ts';

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

/** Relative specifiers of static imports, re-exports and dynamic `import('...')` in a module. */
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

async function resolveModule(specifier: string, fromFile: string): Promise<string | null> {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts')]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/**
 * The build script and every module of ours it imports (scripts/finish-page.ts,
 * scripts/document-page.ts, functions/site-headers.ts...), found by following relative imports,
 * so a change to any of them makes the build stale without a list to keep up to date.
 */
export async function buildModules(root: string): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [join(root, buildEntry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const target = await resolveModule(match[1]!, file);
      if (target && !target.includes('node_modules') && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

/** A hash of the sources' paths and contents (not times: a fresh clone has new times). */
export async function sourceStamp(root: string): Promise<string> {
  const listed = (await Promise.all(sourceRoots.map((r) => filesUnder(join(root, r))))).flat();
  const files = [...new Set([...listed, ...(await buildModules(root))])].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}
