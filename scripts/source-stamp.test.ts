import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { buildModules } from './source-stamp';

describe('the build stamp', () => {
  it('covers the build script and every module of ours it imports, however deep', async () => {
    const root = process.cwd();
    const modules = (await buildModules(root)).map((file) => relative(root, file));
    // the prerender's rewriting of document pages was missing from the old hand-kept list, so
    // `npm start` served a stale build when only it changed
    expect(modules).toEqual(expect.arrayContaining(['scripts/build.ts', 'scripts/finish-page.ts', 'scripts/document-page.ts', 'scripts/csp.ts', 'scripts/site-manifest.ts', 'scripts/seo-files.ts', 'functions/site-headers.ts']));
    expect(modules.every((m) => !m.includes('node_modules') && !m.includes('.test.'))).toBe(true);
  });
});
