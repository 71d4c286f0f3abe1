import { createRequire } from 'node:module';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { message } from '../i18n/message.ts';
import { renderMessage } from '../i18n/render.ts';
import type PDFDocument from 'pdfkit';

// A4 business documents with pdfkit. The DejaVu TTF is embedded: pdfkit's built-in fonts only cover WinAnsi and
// silently garble other characters (€ is fine there, but "ł", "ő" or "Ω" in a customer's name are not).

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

// pdfkit (with fontkit) is loaded with the first PDF, not when the server starts: 1.1 s of a start on the loaded
// machine (issue 36.6, quick back after a crash).
let pdfkit: typeof PDFDocument | null = null;
const loadPdfkit = (): typeof PDFDocument => (pdfkit ??= require('pdfkit') as typeof PDFDocument);

export type Pdf = InstanceType<typeof PDFDocument>;

// Reading and parsing a DejaVu TTF (fontkit) took most of a quote's or proposal's PDF (0.3–0.6 s each, its glyph
// metrics measured again for every document). A parsed font is only read by the documents that use it (each makes its
// own subset to embed), so the one the first document opened is lent to the next: pdfkit accepts a parsed font
// where it accepts a file (PDFFontFactory.open: "a font with layout()").
type FontName = 'regular' | 'bold';
type ParsedFont = { readonly layout: (...args: never[]) => unknown };
const FONT_FILES: Readonly<Record<FontName, string>> = { regular: FONT_REGULAR, bold: FONT_BOLD };
const parsedFonts = new Map<FontName, ParsedFont>();

/** The fonts this document opened (pdfkit keeps them by their registered name), kept for the next document. */
function keepParsedFonts(doc: Pdf): void {
  const opened = (doc as unknown as { _fontFamilies?: Partial<Record<string, { font?: unknown }>> })._fontFamilies ?? {};
  for (const name of ['regular', 'bold'] as const) {
    const font = opened[name]?.font;
    if (!parsedFonts.has(name) && typeof font === 'object' && font !== null && 'layout' in font && typeof font.layout === 'function') parsedFonts.set(name, font as ParsedFont);
  }
}

function registerFonts(doc: Pdf): void {
  for (const name of ['regular', 'bold'] as const) {
    const parsed = parsedFonts.get(name);
    // The declared type lists files only; pdfkit's own code takes the parsed font as is.
    doc.registerFont(name, parsed === undefined ? FONT_FILES[name] : (parsed as unknown as string));
  }
}

export type PdfOptions = {
  readonly title: string;
  /** The reader's: the page footer's words ("Pagina 1 di 2" / "Page 1 of 2"). */
  readonly language: Language;
  readonly author: string;
  /** Tests turn compression off to read the text streams. */
  readonly compress?: boolean;
  /** Tests receive every text run with its box, to check that no two runs overlap. */
  readonly probe?: (run: TextRun) => void;
};

/** A run of text as placed on a page (points, origin top left). */
export type TextRun = { readonly page: number; readonly text: string; readonly x: number; readonly y: number; readonly width: number; readonly height: number };

type TextOptions = { width?: number; align?: string; lineBreak?: boolean };

/**
 * Reports every `doc.text` call's box to `probe`: the width the text really takes (by its alignment inside the
 * given width) and the height from where it started to where the cursor went.
 */
function watchText(doc: Pdf, probe: (run: TextRun) => void): void {
  const original = doc.text.bind(doc) as (text: string, x?: number, y?: number, options?: TextOptions) => Pdf;
  let page = 0;
  doc.on('pageAdded', () => {
    page += 1;
  });
  const watched = (text: string, x?: number | TextOptions, y?: number, options?: TextOptions): Pdf => {
    const opts = typeof x === 'object' ? x : options;
    const startX = typeof x === 'number' ? x : doc.x;
    const startY = typeof y === 'number' ? y : doc.y;
    const width = opts?.width ?? doc.page.width - doc.page.margins.right - startX;
    const single = doc.widthOfString(text);
    const height = opts?.lineBreak === false ? doc.currentLineHeight(true) : doc.heightOfString(text, { width });
    const used = Math.min(single, width);
    const left = opts?.align === 'right' ? startX + width - used : opts?.align === 'center' ? startX + (width - used) / 2 : startX;
    const pageNow = currentPage(doc, page);
    const result = typeof x === 'object' ? original(text, x as never) : original(text, x, y, options);
    if (text.trim() !== '') probe({ page: pageNow, text, x: left, y: startY, width: single > width ? width : used, height });
    return result;
  };
  (doc as unknown as { text: typeof watched }).text = watched;
}

/** The page being written: after `switchToPage` (the footer) the buffered page index, else the last added. */
const currentPage = (doc: Pdf, added: number): number => {
  const range = doc.bufferedPageRange();
  const index = (doc as unknown as { _pageBuffer?: unknown[]; page: unknown })._pageBuffer?.indexOf(doc.page) ?? -1;
  return index >= 0 ? range.start + index : added;
};

export const MARGIN = 48;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#555555';
const RULE = '#bbbbbb';

/** Renders a document with `draw` and returns the bytes. */
export async function renderPdf(opts: PdfOptions, draw: (doc: Pdf) => void): Promise<Uint8Array> {
  const doc = new (loadPdfkit())({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    info: { Title: opts.title, Author: opts.author, Creator: 'Bottega' },
    bufferPages: true,
  });
  registerFonts(doc);
  doc.font('regular').fontSize(9);
  if (opts.probe) watchText(doc, opts.probe);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  footer(doc, opts.title, opts.language);
  doc.end();
  await done;
  keepParsedFonts(doc);
  return new Uint8Array(Buffer.concat(chunks));
}

/** "Pagina n di m" (in the document's language) and the document title at the bottom of every page. */
function footer(doc: Pdf, title: string, language: Language): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text inside the bottom margin would make pdfkit open a new page: lift the margin while writing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 16;
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(title, MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    const page = renderMessage(message('pdf.common.page', { page: i - range.start + 1, pages: range.count }), language);
    doc.text(page, MARGIN + CONTENT_WIDTH / 2, y, { width: CONTENT_WIDTH / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
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

/** Label/value pairs in two columns (a borderless table: a label that wraps pushes the next pair down); empty values are left out. */
export function facts(doc: Pdf, pairs: readonly (readonly [string, string | null | undefined])[]): void {
  const shown = pairs.filter((p): p is readonly [string, string] => typeof p[1] === 'string' && p[1] !== '');
  if (shown.length === 0) return;
  const labelWidth = 130;
  ensureSpace(doc, 14);
  doc.font('regular').fontSize(9);
  doc.table({
    position: { x: MARGIN, y: doc.y },
    maxWidth: CONTENT_WIDTH,
    columnStyles: [
      { width: labelWidth, textColor: MUTED },
      { width: CONTENT_WIDTH - labelWidth, textColor: 'black' },
    ],
    defaultStyle: { border: 0, padding: { top: 0, bottom: 1.5, left: 0, right: 8 } },
    data: shown.map(([label, value]) => [{ text: label, font: { src: 'bold' } }, value]),
  });
  doc.x = MARGIN;
}

export function paragraph(doc: Pdf, text: string): void {
  ensureSpace(doc, 20);
  doc.font('regular').fontSize(9).fillColor('black').text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
}

export type Column = { readonly title: string; readonly width: number; readonly align?: 'left' | 'right' | 'center' };

/** Where a table stops on a page: above the footer's band. */
const tableBottom = (doc: Pdf): number => doc.page.height - MARGIN - 20;

/**
 * A table drawn with pdfkit's table API, whose header repeats on each new page; widths are fractions of the content
 * width. pdfkit moves a row that does not fit to a new page by itself, without a header: each row is measured first,
 * and one that would not fit ends the table on this page and starts it again, header first, on the next.
 */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const widths = columns.map((c) => c.width * CONTENT_WIDTH);
  const pad = 3;
  const options = {
    maxWidth: CONTENT_WIDTH,
    columnStyles: columns.map((c, i) => ({ width: widths[i] ?? 0, align: { x: c.align ?? 'left', y: 'top' as const } })),
    defaultStyle: { border: { top: 0, left: 0, right: 0, bottom: 0.3 }, borderColor: RULE, padding: pad },
  };
  const header = columns.map((c) => ({ text: c.title, type: 'TH' as const, font: { src: 'bold' }, backgroundColor: '#eeeeee' }));
  doc.font('regular').fontSize(8).fillColor('black');
  const start = () => doc.table({ ...options, position: { x: MARGIN, y: doc.y } }).row(header);
  const heightOf = (cells: readonly string[]) => Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * pad })), 10) + 2 * pad;
  // The header and the first row stay together.
  if (doc.y + heightOf(columns.map((c) => c.title)) + heightOf(rows[0] ?? []) > tableBottom(doc)) doc.addPage();
  let current = start();
  for (const row of rows) {
    if (doc.y + heightOf(row) > tableBottom(doc)) {
      current.end();
      doc.addPage();
      doc.font('regular').fontSize(8).fillColor('black');
      current = start();
    }
    current = current.row([...row]);
  }
  current.end();
  doc.x = MARGIN;
  doc.font('regular').fontSize(9);
  doc.moveDown(0.5);
}

/** Right-aligned label/amount lines (totals) in the right half, kept together on one page; the last one bold. */
export function totalsBlock(doc: Pdf, lines: readonly (readonly [string, string])[]): void {
  ensureSpace(doc, 16 * lines.length + 10);
  const w = CONTENT_WIDTH * 0.5;
  doc.font('regular').fontSize(9).fillColor('black');
  doc.table({
    position: { x: MARGIN + w, y: doc.y },
    maxWidth: w,
    columnStyles: [
      { width: w * 0.62, align: { x: 'left', y: 'top' } },
      { width: w * 0.38, align: { x: 'right', y: 'top' } },
    ],
    defaultStyle: { border: 0, padding: { top: 0, bottom: 2, left: 0, right: 6 } },
    data: lines.map(([label, amount], i) => {
      const last = i === lines.length - 1;
      const font = last ? { src: 'bold', size: 10 } : { src: 'regular', size: 9 };
      return [
        { text: label, font },
        { text: amount, font, padding: { top: 0, bottom: 2, left: 0, right: 0 } },
      ];
    }),
  });
  doc.x = MARGIN;
  doc.font('regular').fontSize(9);
}

function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
}

/** The acceptance box: date and signature lines for the customer, side by side. */
/** The words under the signature lines, in the document's language. */
const SIGNATURE_WORDS: Readonly<Record<Language, { readonly date: string; readonly sign: string }>> = {
  it: { date: renderMessage(message('pdf.common.signDate'), 'it'), sign: renderMessage(message('pdf.common.signStamp'), 'it') },
  en: { date: renderMessage(message('pdf.common.signDate'), 'en'), sign: renderMessage(message('pdf.common.signStamp'), 'en') },
};

export function signatureBlock(doc: Pdf, caption: string, language: Language = 'it'): void {
  const words = SIGNATURE_WORDS[language];
  ensureSpace(doc, 80);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(9).fillColor('black').text(caption, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(2.2);
  const y = doc.y;
  const half = CONTENT_WIDTH / 2;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + half - 24, y).lineWidth(0.5).strokeColor('#000000').stroke();
  doc.moveTo(MARGIN + half + 24, y).lineTo(MARGIN + CONTENT_WIDTH, y).stroke();
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(words.date, MARGIN, y + 4, { width: half - 24 });
  doc.text(words.sign, MARGIN + half + 24, y + 4, { width: half - 24 });
  doc.fillColor('black');
  doc.x = MARGIN;
}
