import { facts, heading, paragraph, renderPdf, signatureBlock, table, totalsBlock, MARGIN, type Pdf, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { discountSteps } from './totals.ts';
import type { CustomerCard } from '../salesDocuments/customer.ts';
import { dateIt, fileSafe } from '../salesDocuments/format.ts';
import type { PresentedProposal } from './present.ts';

// The proposal as a printed offer: letterhead, customer and addressee, conditions, rows (every row field and its
// VAT), totals per VAT rate, notes and the acceptance signature, kept on the page of the totals.
// Labels are Italian (the document's language); numbers go through the shared formatter in `language`.

export type ProposalPdfInput = {
  readonly issuer: Issuer;
  /** Language of the numbers (the shared formatter's); Italian by default. */
  readonly language?: string;
  readonly proposal: PresentedProposal;
  readonly customer: CustomerCard | null;
  readonly addressee: string | null;
  readonly compress?: boolean;
  readonly probe?: (run: TextRun) => void;
};

export const proposalTitle = (p: PresentedProposal): string => `Offerta n. ${p.number}${p.revision > 0 ? ` rev. ${p.revision}` : ''}`;
export const proposalFileName = (p: PresentedProposal): string => `offerta-${fileSafe(p.number)}${p.revision > 0 ? `-rev${p.revision}` : ''}.pdf`;

type Row = PresentedProposal['rows'][number];

/** "250×400 mm, 60 µm, Bande: …, Forature: …, Soggetti di stampa: 4, Cliché 480,00 €": every technical field. */
function rowDetails(r: Row, language: string): string {
  const extra = [
    r.format ? `${r.format.width_mm}×${r.format.height_mm} mm` : null,
    r.thickness_micron === null ? null : `${r.thickness_micron} µm`,
    r.bands ? `Bande: ${r.bands}` : null,
    r.punctures ? `Forature: ${r.punctures}` : null,
    r.print_subjects === null ? null : `Soggetti di stampa: ${r.print_subjects}`,
    isZero(r.cliche_cost) ? null : `Cliché ${formatMoney(r.cliche_cost, language)}`,
  ].filter(Boolean);
  const title = r.article_code ? `[${r.article_code}] ${r.description}` : r.description;
  return extra.length > 0 ? `${title}\n${extra.join(', ')}` : title;
}

const isZero = (value: string): boolean => /^-?0*(\.0*)?$/.test(value);

const vatLabel = (rate: Row['vat_rate'], language: string): string => (rate === 'exempt' ? 'Esente' : formatPercent(rate, language, 0));

/**
 * Every character the embedded font has a glyph for; others (emoji and their joiners) would print as empty
 * boxes, so they are dropped and the spaces around them closed up. Line breaks are kept.
 */
function printable(doc: Pdf): (text: string) => string {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (cp: number) => boolean } } })._font?.font;
  const has = font?.hasGlyphForCodePoint?.bind(font);
  if (!has) return (text) => text;
  return (text) => {
    let out = '';
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      if (cp < 0x20 || has(cp)) out += ch;
    }
    return out === text ? text : out.replace(/[ \t]{2,}/g, ' ').replace(/ +$/gm, '').replace(/^ +/gm, '');
  };
}

/** The same value with every string passed through `f` (the proposal as printed). */
function mapStrings<T>(value: T, f: (s: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, f)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  return value;
}

/** Room for the closing block (totals, notes, signature) or a new page, so the signature never stands alone. */
function keepTogether(doc: Pdf, height: number): void {
  const bottom = doc.page.height - MARGIN - 20;
  const room = bottom - MARGIN;
  if (height <= room && doc.y + height > bottom) doc.addPage();
}

export function proposalPdf(input: ProposalPdfInput): Promise<Uint8Array> {
  const language = input.language ?? 'it';
  const money = (amount: string) => formatMoney(amount, language);
  const title = proposalTitle(input.proposal);
  return renderPdf({ title, author: input.issuer.name, ...(input.compress === undefined ? {} : { compress: input.compress }), ...(input.probe ? { probe: input.probe } : {}) }, (doc) => {
    const clean = printable(doc);
    const p = mapStrings(input.proposal, clean);
    const customer = mapStrings(input.customer, clean);
    const addressee = input.addressee === null ? null : clean(input.addressee);
    letterhead(doc, input.issuer, 'OFFERTA', `N. ${p.number}${p.revision > 0 ? ` — revisione ${p.revision}` : ''}\ndel ${dateIt(p.date)}`);

    heading(doc, 'Spettabile');
    const company = p.addressees.filter((x) => x.role === 'company').map((x) => x.name);
    paragraph(doc, [customer?.name ?? p.customer.name, ...company, ...(customer?.addressLines ?? []), customer?.vatNumber ? `P. IVA ${customer.vatNumber}` : null].filter(Boolean).join('\n'));
    const attention = addressee ?? (p.addressees.filter((x) => x.role === 'attention').map((x) => x.name).join(', ') || null);
    if (attention) paragraph(doc, `Alla cortese attenzione di ${attention}`);

    heading(doc, 'Condizioni');
    facts(doc, [
      ['Validità', `${p.validity_days} giorni (fino al ${dateIt(p.valid_until)})`],
      ['Pagamento', p.payment_method ?? 'Da concordare'],
      ['Resa (Incoterms 2020)', p.incoterm],
      ['Agente', p.agent?.name],
      [
        'Luoghi di consegna',
        p.delivery_addresses
          .map((d) => [d.label, d.street, [d.postal_code, d.city, d.province ? `(${d.province})` : null].filter(Boolean).join(' '), d.country].filter(Boolean).join(', '))
          .join('\n'),
      ],
    ]);

    heading(doc, 'Articoli');
    table(
      doc,
      [
        // Header words fit their column in bold 8 pt, padding included (none is broken mid-word; a test checks).
        { title: '#', width: 0.04 },
        { title: 'Descrizione', width: 0.38 },
        { title: 'Quantità', width: 0.12, align: 'right' },
        { title: 'Prezzo', width: 0.12, align: 'right' },
        { title: 'Sconto', width: 0.08, align: 'right' },
        { title: 'IVA', width: 0.1, align: 'right' },
        { title: 'Totale', width: 0.16, align: 'right' },
      ],
      p.rows.map((r, i) => [
        String(i + 1),
        rowDetails(r, language),
        `${formatQuantity(r.quantity, language)} ${r.unit}`,
        formatUnitPrice(r.unit_price, language),
        isZero(r.discount_percent) ? '—' : formatPercent(r.discount_percent, language),
        vatLabel(r.vat_rate, language),
        money(r.total),
      ]),
    );

    const steps = discountSteps(p.totals.goods, p.totals.cliches, p.discounts.map((d) => d.percent));
    const lines: [string, string][] = [
      ['Merce', money(p.totals.goods)],
      ['Cliché', money(p.totals.cliches)],
      ...(p.discounts.length > 0
        ? [
            ['Subtotale', money(addCents(p.totals.goods, p.totals.cliches))] as [string, string],
            ...p.discounts.map((d, i): [string, string] => [`Sconto ${i + 1}: ${d.description} (${formatPercent(d.percent, language)})`, `-${money(steps[i] ?? '0.00')}`]),
            ['Totale sconti', `-${money(p.totals.discounts)}`] as [string, string],
          ]
        : []),
      ['Imponibile', money(p.totals.total)],
      ...p.totals.by_vat_rate.flatMap((v): [string, string][] =>
        v.vat_rate === 'exempt'
          ? [['Esente IVA', money(v.taxable)]]
          : [
              [`Imponibile IVA ${vatLabel(v.vat_rate, language)}`, money(v.taxable)],
              [`IVA ${vatLabel(v.vat_rate, language)}`, money(v.vat)],
            ],
      ),
      ['Totale IVA', money(p.totals.vat)],
      ['Totale offerta IVA inclusa', money(p.totals.grand_total)],
    ];
    const closing = `Offerta valida fino al ${dateIt(p.valid_until)}. Prezzi in euro, IVA esclusa salvo dove indicato.`;
    // Totals, notes, the closing line and the signature (about 100 pt) stay on one page when they fit on one.
    doc.font('regular').fontSize(9);
    const notesHeight = p.notes ? doc.heightOfString(p.notes, { width: doc.page.width - 2 * MARGIN }) + 30 : 0;
    keepTogether(doc, 16 * lines.length + 10 + notesHeight + doc.heightOfString(closing, { width: doc.page.width - 2 * MARGIN }) + 110);
    totalsBlock(doc, lines);

    if (p.notes) {
      heading(doc, 'Note');
      paragraph(doc, p.notes);
    }
    // With notes too long for one page, at least the closing line goes with the signature.
    keepTogether(doc, doc.heightOfString(closing, { width: doc.page.width - 2 * MARGIN }) + 110);
    paragraph(doc, closing);
    signatureBlock(doc, 'Per accettazione');
  });
}
/** "12.30" + "4.00" → "16.30" (cents, exact). */
const addCents = (a: string, b: string): string => {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) * (value.startsWith('-') ? -1n : 1n);
  };
  const sum = cents(a) + cents(b);
  return `${sum / 100n}.${String(sum % 100n).padStart(2, '0')}`;
};
