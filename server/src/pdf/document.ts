import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// A4 business documents with pdfkit. The DejaVu TTF is embedded: pdfkit's built-in fonts only cover WinAnsi and
// silently garble other characters (€ is fine there, but "ł", "ő" or "Ω" in a customer's name are not).

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type Pdf = InstanceType<typeof PDFDocument>;

export type PdfOptions = {
  readonly title: string;
  readonly author: string;
  /** Tests turn compression off to read the text streams. */
  readonly compress?: boolean;
};

export const MARGIN = 48;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** Renders a document with `draw` and returns the bytes. */
export async function renderPdf(opts: PdfOptions, draw: (doc: Pdf) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    info: { Title: opts.title, Author: opts.author, Creator: 'Bottega' },
    bufferPages: true,
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular').fontSize(9);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  footer(doc, opts.title);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** "Pagina n di m" and the document title at the bottom of every page. */
function footer(doc: Pdf, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text inside the bottom margin would make pdfkit open a new page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(title, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`Pagina ${i - range.start + 1} di ${range.count}`, MARGIN + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Issuer name on the left, document title and number on the right, then a rule. */
export function letterhead(doc: Pdf, issuer: string, title: string, subtitle: string): void {
  const top = doc.y;
  doc.font('bold').fontSize(14).fillColor('black').text(issuer, MARGIN, top, { width: CONTENT_WIDTH * 0.55 });
  const leftBottom = doc.y;
  doc.font('bold').fontSize(16).text(title, MARGIN + CONTENT_WIDTH * 0.55, top, { width: CONTENT_WIDTH * 0.45, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(MUTED).text(subtitle, { width: CONTENT_WIDTH * 0.45, align: 'right' });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, leftBottom) + 8;
  rule(doc);
}

export function rule(doc: Pdf): void {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + CONTENT_WIDTH, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.moveDown(0.6);
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.4);
  doc.font('bold').fontSize(10).fillColor('black').text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9);
}

/** Label/value pairs in two columns; empty values are left out. */
export function facts(doc: Pdf, pairs: readonly (readonly [string, string | null | undefined])[]): void {
  const shown = pairs.filter((p): p is readonly [string, string] => typeof p[1] === 'string' && p[1] !== '');
  const labelWidth = 130;
  for (const [label, value] of shown) {
    ensureSpace(doc, 14);
    const y = doc.y;
    doc.font('bold').fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
    doc.font('regular').fillColor('black').text(value, MARGIN + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
    doc.moveDown(0.15);
  }
}

export function paragraph(doc: Pdf, text: string): void {
  ensureSpace(doc, 20);
  doc.font('regular').fontSize(9).fillColor('black').text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

export type Column = { readonly title: string; readonly width: number; readonly align?: 'left' | 'right' | 'center' };

/** A table whose header repeats on each new page; widths are fractions of the content width. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const widths = columns.map((c) => c.width * CONTENT_WIDTH);
  const pad = 3;
  const drawRow = (cells: readonly string[], bold: boolean): void => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad }));
    const h = Math.max(...heights, 10) + 2 * pad;
    if (doc.y + h > doc.page.height - MARGIN - 20) {
      doc.addPage();
      if (!bold) drawRow(columns.map((c) => c.title), true);
    }
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y, CONTENT_WIDTH, h).fillColor('#eeeeee').fill();
    doc.fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x + pad, y + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc.moveTo(MARGIN, y + h).lineTo(MARGIN + CONTENT_WIDTH, y + h).lineWidth(0.3).strokeColor(RULE).stroke();
    doc.y = y + h;
  };
  drawRow(columns.map((c) => c.title), true);
  for (const row of rows) drawRow(row, false);
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

/** Right-aligned label/amount lines (totals); the last one bold. */
export function totalsBlock(doc: Pdf, lines: readonly (readonly [string, string])[]): void {
  ensureSpace(doc, 16 * lines.length + 10);
  const x = MARGIN + CONTENT_WIDTH * 0.5;
  const w = CONTENT_WIDTH * 0.5;
  lines.forEach(([label, amount], i) => {
    const last = i === lines.length - 1;
    const y = doc.y;
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 9).fillColor('black');
    doc.text(label, x, y, { width: w * 0.6 });
    doc.text(amount, x + w * 0.6, y, { width: w * 0.4, align: 'right' });
    doc.moveDown(0.2);
  });
  doc.x = MARGIN;
  doc.font('regular').fontSize(9);
}

function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
}
