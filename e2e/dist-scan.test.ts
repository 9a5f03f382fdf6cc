/**
 * The real build (the one the e2e server serves: `npm test` builds it first) holds no msw,
 * Storybook or test code, no server-only module and no secret: scripts/dist-scan.ts over every
 * file of dist/client the server can send. Secret values checked exactly are those of the secret
 * variables set in this environment (CI's, a developer's); `npm run bench` also builds with canary
 * secrets and checks they did not get in.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFindings, scanDist, secretValuesFromEnv } from '../scripts/dist-scan';

describe('dist/client', () => {
  it('holds no msw, Storybook, test code, server-only module or secret', async () => {
    const result = await scanDist(path.resolve('dist/client'), { secretValues: secretValuesFromEnv() });
    // The scan really covered the build: pages, scripts and styles.
    const files = result.files;
    expect(files).toBeGreaterThan(20);
    expect(result.bytes).toBeGreaterThan(100_000);
    expect(result.findings, formatFindings(result.findings)).toEqual([]);
  });
});
