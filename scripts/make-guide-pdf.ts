/**
 * Writes the lead-magnet guide to app/public (served at `leadMagnetGuide.downloadUrl`):
 * `npx tsx scripts/make-guide-pdf.ts`. Run it after changing domain/lead-magnet.ts and commit
 * the PDF with it; scripts/guide-pdf.test.ts fails while the two disagree.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leadMagnetGuide } from '../domain/constants';
import { renderGuidePdf } from './guide-pdf';

export const guidePdfPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app', 'public', ...leadMagnetGuide.downloadUrl.split('/').filter(Boolean));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(path.dirname(guidePdfPath), { recursive: true });
  const pdf = renderGuidePdf();
  writeFileSync(guidePdfPath, pdf);
  console.log(`Wrote ${path.relative(process.cwd(), guidePdfPath)} (${pdf.byteLength} bytes)`);
}
