/**
 * The lead-magnet guide (domain/lead-magnet.ts) as a small, valid PDF 1.4, written by hand: US
 * Letter pages, the three standard Helvetica faces (every PDF reader has them, so nothing is
 * embedded), text wrapped with the fonts' published widths, uncompressed content streams and a
 * byte-exact cross-reference table. No dependency and no timestamp: the same domain text always
 * gives the same bytes, which is what scripts/guide-pdf.test.ts holds the shipped file to.
 */
import { guide, guideCheckCount } from '../domain/lead-magnet';
import { agency } from '../domain/navigation';

type Face = 'regular' | 'bold' | 'italic';

/** Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126 (Adobe AFM). */
const asciiWidths: Record<'regular' | 'bold', number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** The few typographic characters the text uses, as WinAnsiEncoding bytes and their widths. */
const winAnsi: Record<string, { byte: number; regular: number; bold: number }> = {
  '\u2018': { byte: 0x91, regular: 222, bold: 278 },
  '\u2019': { byte: 0x92, regular: 222, bold: 278 },
  '\u201c': { byte: 0x93, regular: 333, bold: 500 },
  '\u201d': { byte: 0x94, regular: 333, bold: 500 },
  '\u2022': { byte: 0x95, regular: 350, bold: 350 },
  '\u2013': { byte: 0x96, regular: 556, bold: 556 },
  '\u2014': { byte: 0x97, regular: 1000, bold: 1000 },
  '\u2026': { byte: 0x85, regular: 1000, bold: 1000 },
  '\u00b7': { byte: 0xb7, regular: 278, bold: 278 },
};

function charWidth(char: string, face: Face): number {
  const metrics = face === 'bold' ? 'bold' : 'regular';
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return asciiWidths[metrics][code - 32]!;
  const special = winAnsi[char];
  if (special) return special[metrics];
  throw new Error(`The guide PDF cannot draw ${JSON.stringify(char)} (U+${code.toString(16)}); use ASCII or add it to winAnsi.`);
}

export function textWidth(text: string, face: Face, size: number): number {
  let total = 0;
  for (const char of text) total += charWidth(char, face);
  return (total * size) / 1000;
}

/** A PDF literal string: ASCII as is, WinAnsi bytes as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else {
      const special = winAnsi[char];
      if (!special) throw new Error(`Unsupported character ${JSON.stringify(char)}`);
      out += `\\${special.byte.toString(8).padStart(3, '0')}`;
    }
  }
  return `${out})`;
}

export function wrap(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, face, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// --- layout -------------------------------------------------------------------------------

const page = { width: 612, height: 792, margin: 60, bottom: 72 };
const contentWidth = page.width - 2 * page.margin;
const fontResource: Record<Face, string> = { regular: 'F1', bold: 'F2', italic: 'F3' };
type Rgb = readonly [number, number, number];
const hex = (value: string): Rgb => [1, 3, 5].map((i) => Math.round((parseInt(value.slice(i, i + 2), 16) / 255) * 1000) / 1000) as unknown as Rgb;
// The site's light theme: navy brand, burnt-orange accent, ink text (design-system/tokens).
const colours = { brand: hex('#1c3d7a'), accent: hex('#b04a0d'), text: hex('#132035'), muted: hex('#4a5568'), soft: hex('#e4ebf6'), white: hex('#ffffff') };

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const fill = (c: Rgb) => `${c.map(n).join(' ')} rg`;
const stroke = (c: Rgb) => `${c.map(n).join(' ')} RG`;

class Layout {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  y = 0;

  constructor() {
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = page.height - page.margin;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number) {
    if (this.y - height < page.bottom) this.newPage();
  }

  text(x: number, y: number, text: string, face: Face, size: number, colour: Rgb) {
    this.ops.push(`BT /${fontResource[face]} ${n(size)} Tf ${fill(colour)} ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`);
  }

  rect(x: number, y: number, w: number, h: number, options: { fill?: Rgb; stroke?: Rgb; lineWidth?: number }) {
    const paint = options.fill && options.stroke ? 'B' : options.fill ? 'f' : 'S';
    this.ops.push(
      [options.fill ? fill(options.fill) : '', options.stroke ? `${stroke(options.stroke)} ${n(options.lineWidth ?? 1)} w` : '', `${n(x)} ${n(y)} ${n(w)} ${n(h)} re ${paint}`]
        .filter(Boolean)
        .join(' '),
    );
  }

  /** Wrapped text from the cursor down; returns nothing, moves the cursor. */
  paragraph(text: string, options: { face?: Face; size?: number; colour?: Rgb; indent?: number; leading?: number; after?: number } = {}) {
    const { face = 'regular', size = 11, colour = colours.text, indent = 0, leading = size * 1.45, after = size * 0.8 } = options;
    const lines = wrap(text, face, size, contentWidth - indent);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.text(page.margin + indent, this.y + (leading - size) / 2, line, face, size, colour);
    }
    this.y -= after;
  }
}

function drawCover(layout: Layout) {
  const bandHeight = 196;
  layout.rect(0, page.height - bandHeight, page.width, bandHeight, { fill: colours.brand });
  layout.rect(0, page.height - bandHeight - 6, page.width, 6, { fill: colours.accent });
  let y = page.height - page.margin - 8;
  layout.text(page.margin, y, `${agency.name.toUpperCase()}  \u00b7  FREE GUIDE`, 'bold', 9.5, colours.soft);
  y -= 40;
  for (const line of wrap(guide.title, 'bold', 28, contentWidth)) {
    layout.text(page.margin, y, line, 'bold', 28, colours.white);
    y -= 34;
  }
  for (const line of wrap(guide.subtitle, 'regular', 13, contentWidth)) {
    layout.text(page.margin, y, line, 'regular', 13, colours.soft);
    y -= 18;
  }
  layout.y = page.height - bandHeight - 6 - 30;
  for (const paragraph of guide.intro) layout.paragraph(paragraph, { size: 11.5, after: 10 });

  // What is inside, as a short table of contents.
  layout.y -= 6;
  layout.paragraph('In this guide', { face: 'bold', size: 13, colour: colours.brand, after: 4 });
  guide.sections.forEach((section, index) => {
    layout.paragraph(`${index + 1}.  ${section.title}  \u2013  ${section.checks.length} checks`, { size: 11, indent: 8, after: 0 });
  });
  layout.y -= 10;
  drawHowTo(layout);
  layout.y -= 12;
  layout.paragraph(`Tick each box once the check passes. ${guideCheckCount} ticks means your website is doing its job.`, {
    face: 'italic',
    size: 10.5,
    colour: colours.muted,
  });
}

function drawHowTo(layout: Layout) {
  const indent = 44;
  const steps = guide.howTo.steps.map((step) => wrap(step, 'regular', 11, contentWidth - indent - 18));
  const height = 50 + steps.reduce((sum, lines) => sum + lines.length * 15 + 8, 0);
  layout.y -= 10;
  layout.rect(page.margin, layout.y - height, contentWidth, height, { fill: colours.soft });
  layout.text(page.margin + 18, layout.y - 28, guide.howTo.heading, 'bold', 13, colours.brand);
  let y = layout.y - 50;
  steps.forEach((lines, index) => {
    layout.text(page.margin + 20, y, String(index + 1), 'bold', 15, colours.accent);
    for (const line of lines) {
      layout.text(page.margin + indent, y, line, 'regular', 11, colours.text);
      y -= 15;
    }
    y -= 8;
  });
  layout.y -= height;
}

function drawSections(layout: Layout) {
  let number = 0;
  guide.sections.forEach((section, index) => {
    // A section heading never sits alone at the bottom of a page.
    layout.ensure(120);
    layout.y -= 22;
    layout.rect(page.margin, layout.y - 4, 4, 26, { fill: colours.accent });
    layout.text(page.margin + 14, layout.y + 2, `${index + 1}. ${section.title}`, 'bold', 17, colours.brand);
    layout.y -= 14;
    layout.paragraph(section.summary, { face: 'italic', size: 11, colour: colours.muted, after: 10 });
    for (const check of section.checks) {
      number += 1;
      const indent = 30;
      const titleLines = wrap(check.title, 'bold', 11.5, contentWidth - indent);
      const detailLines = wrap(check.detail, 'regular', 10.5, contentWidth - indent);
      layout.ensure(titleLines.length * 16 + detailLines.length * 15 + 12);
      const top = layout.y;
      layout.rect(page.margin + 2, top - 15, 12, 12, { stroke: colours.brand, lineWidth: 1.2 });
      layout.paragraph(`${number}. ${check.title}`, { face: 'bold', size: 11.5, indent, leading: 16, after: 1 });
      layout.paragraph(check.detail, { size: 10.5, colour: colours.text, indent, leading: 15, after: 12 });
    }
  });
}

function drawClosing(layout: Layout) {
  const lines = wrap(guide.closing.body, 'regular', 11, contentWidth - 36);
  const height = 52 + lines.length * 16;
  layout.ensure(height + 20);
  layout.y -= 14;
  layout.rect(page.margin, layout.y - height, contentWidth, height, { fill: colours.soft });
  layout.text(page.margin + 18, layout.y - 30, guide.closing.heading, 'bold', 14, colours.brand);
  let y = layout.y - 52;
  for (const line of lines) {
    layout.text(page.margin + 18, y, line, 'regular', 11, colours.text);
    y -= 16;
  }
  layout.y -= height;
}

function drawFooters(layout: Layout) {
  const total = layout.pages.length;
  layout.pages.forEach((ops, index) => {
    const left = `${agency.name}  \u00b7  ${agency.email}  \u00b7  ${agency.phoneDisplay}`;
    const right = `${guide.edition}  \u00b7  Page ${index + 1} of ${total}`;
    ops.push(`${stroke(colours.soft)} 0.8 w ${n(page.margin)} 52 m ${n(page.width - page.margin)} 52 l S`);
    ops.push(`BT /F1 8.5 Tf ${fill(colours.muted)} ${n(page.margin)} 38 Td ${pdfString(left)} Tj ET`);
    const x = page.width - page.margin - textWidth(right, 'regular', 8.5);
    ops.push(`BT /F1 8.5 Tf ${fill(colours.muted)} ${n(x)} 38 Td ${pdfString(right)} Tj ET`);
  });
}

// --- file ---------------------------------------------------------------------------------

/** Assembles objects into a PDF with a correct xref table (offsets are byte counts; all ASCII). */
function assemble(objects: string[]): string {
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  const bytes = (s: string) => Buffer.byteLength(s, 'latin1');
  objects.forEach((body, index) => {
    offsets.push(bytes(out));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = bytes(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** Text for the document information dictionary (PDFDocEncoding is ASCII for these). */
const infoString = (text: string) => pdfString(text.replace(/\u2019/g, "'"));

export function renderGuidePdf(): Buffer {
  const layout = new Layout();
  drawCover(layout);
  layout.newPage();
  drawSections(layout);
  drawClosing(layout);
  drawFooters(layout);

  // Objects: 1 catalog, 2 info, 3 pages, 4-6 fonts, then per page: page, content.
  const fontObjects = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].map(
    (base) => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`,
  );
  const firstPageObject = 7;
  const pageRefs = layout.pages.map((_, i) => `${firstPageObject + i * 2} 0 R`);
  const objects = [
    `<< /Type /Catalog /Pages 3 0 R /Lang (en-US) /ViewerPreferences << /DisplayDocTitle true >> >>`,
    `<< /Title ${infoString(guide.title)} /Author ${infoString(agency.name)} /Subject ${infoString(guide.subtitle)} /Creator (scripts/make-guide-pdf.ts) >>`,
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${layout.pages.length} >>`,
    ...fontObjects,
  ];
  layout.pages.forEach((ops, i) => {
    const content = `${ops.join('\n')}\n`;
    objects.push(
      `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R /F3 6 0 R >> >> /Contents ${firstPageObject + i * 2 + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    );
  });
  return Buffer.from(assemble(objects), 'latin1');
}
