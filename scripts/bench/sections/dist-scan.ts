/** Nothing that must stay on the server (or in development) reached dist/client. */
import { formatFindings, scanDist, secretValuesFromEnv, type FindingKind } from '../../dist-scan';
import type { Section } from '../context';
import { checked, count, info, type Row } from '../report';

const kinds: Array<[FindingKind, string]> = [
  ['msw', 'no msw (mock service worker)'],
  ['storybook', 'no Storybook'],
  ['test-code', 'no test code'],
  ['server-only', 'no server-only module'],
];

export const distScanSection: Section = {
  id: 'dist-scan',
  title: 'dist scan',
  async run(ctx) {
    const canaryNames = new Set(Object.keys(ctx.canaries));
    // the canaries of this run's build, and any real secret set in the bench's own environment
    const secretValues = { ...secretValuesFromEnv(), ...ctx.canaries };
    const result = await scanDist(ctx.clientDir, { secretValues });
    const rows: Row[] = [info('dist scan', 'files scanned (dist/client, as served)', `${count(result.files)} (${(result.bytes / 1048576).toFixed(1)} MB)`)];
    for (const [kind, label] of kinds) {
      const found = result.findings.filter((f) => f.kind === kind).length;
      rows.push(checked('dist scan', label, `${found} found`, '0', found === 0));
    }
    const secretFindings = result.findings.filter((f) => f.kind === 'secret');
    const shaped = secretFindings.filter((f) => !canaryNames.has(f.rule.replace(/^secret:/, ''))).length;
    rows.push(checked('dist scan', 'no secret (key shapes, env values)', `${shaped} found`, '0', shaped === 0));
    if (ctx.builtByThisRun) {
      const leaked = secretFindings.filter((f) => canaryNames.has(f.rule.replace(/^secret:/, ''))).length;
      rows.push(checked('dist scan', `canary secrets given to the build (${canaryNames.size})`, `${leaked} found`, '0', leaked === 0));
    } else {
      rows.push(info('dist scan', 'canary secrets given to the build', 'not checked (--skip build)'));
    }
    return {
      rows,
      data: { files: result.files, bytes: result.bytes, canaries: [...canaryNames], findings: result.findings },
      notes: result.findings.length > 0 ? [`dist scan findings:\n${formatFindings(result.findings)}`] : [],
    };
  },
};
