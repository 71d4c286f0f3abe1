import { facts, heading, paragraph, renderPdf, signatureBlock, table, totalsBlock, FONT, MARGIN, type Pdf, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { discountSteps } from '../../../../src/domain/proposalTotals.ts';
import type { CustomerCard } from '../../shared/salesDocuments/customer.ts';
import { fileSafe } from '../../shared/salesDocuments/format.ts';
import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import { isLanguage, type Language } from '../../../../src/domain/constants/languages.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { PresentedProposal } from './present.ts';
import { attentionLine } from '../../../../src/domain/proposalAttention.ts';

// The proposal as a printed offer: letterhead, customer and addressee, conditions, rows (every row field and its
// VAT), totals per VAT rate, notes and the acceptance signature, kept on the page of the totals.
// Labels in the reader's language (catalogue `pdf.*`: the requester's for a download, the tenant's for the copy mailed
// to a customer); dates and numbers through the shared formatters in the same language.

export type ProposalPdfInput = {
  readonly issuer: Issuer;
  /** Language of the labels, dates and numbers; Italian by default. */
  readonly language?: Language;
  readonly proposal: PresentedProposal;
  readonly customer: CustomerCard | null;
  readonly addressee: string | null;
  readonly compress?: boolean;
  readonly probe?: (run: TextRun) => void;
};

const sayIn =
  (language: Language) =>
  (key: string, params?: Record<string, string | number>): string =>
    renderMessage(message(`pdf.${key}`, params), language);

export const proposalTitle = (p: PresentedProposal, language: Language = 'it'): string =>
  sayIn(language)(p.revision > 0 ? 'proposal.titleRevised' : 'proposal.title', { number: p.number, revision: p.revision });
export const proposalFileName = (p: PresentedProposal, language: Language = 'it'): string =>
  `${sayIn(language)('proposal.fileStem')}-${fileSafe(p.number)}${p.revision > 0 ? `-rev${p.revision}` : ''}.pdf`;

type Row = PresentedProposal['rows'][number];

/** "250×400 mm, 60 µm, Bande: …, Forature: …, Soggetti di stampa: 4, Cliché 480,00 €": every technical field. */
function rowDetails(r: Row, language: Language): string {
  const say = sayIn(language);
  const extra = [
    r.format ? `${r.format.width_mm}×${r.format.height_mm} mm` : null,
    r.thickness_micron === null ? null : `${r.thickness_micron} µm`,
    r.bands ? say('proposal.bands', { value: r.bands }) : null,
    r.punctures ? say('proposal.punctures', { value: r.punctures }) : null,
    r.print_subjects === null ? null : say('proposal.printSubjects', { value: r.print_subjects }),
    isZero(r.cliche_cost) ? null : `Cliché ${formatMoney(r.cliche_cost, language)}`,
  ].filter(Boolean);
  const title = r.article_code ? `[${r.article_code}] ${r.description}` : r.description;
  return extra.length > 0 ? `${title}\n${extra.join(', ')}` : title;
}

const isZero = (value: string): boolean => /^-?0*(\.0*)?$/.test(value);

const vatLabel = (rate: Row['vat_rate'], language: Language): string => (rate === 'exempt' ? sayIn(language)('common.exempt') : formatPercent(rate, language, 0));

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
  const language: Language = isLanguage(input.language) ? input.language : 'it';
  const say = sayIn(language);
  const date = (wire: string): string => formatDate(wire, language);
  const money = (amount: string) => formatMoney(amount, language);
  const title = proposalTitle(input.proposal, language);
  return renderPdf({ title, language: language, author: input.issuer.name, ...(input.compress === undefined ? {} : { compress: input.compress }), ...(input.probe ? { probe: input.probe } : {}) }, (doc) => {
    const clean = printable(doc);
    const p = mapStrings(input.proposal, clean);
    const customer = mapStrings(input.customer, clean);
    const addressee = input.addressee === null ? null : clean(input.addressee);
    letterhead(doc, input.issuer, say('proposal.kind'), `${say(p.revision > 0 ? 'proposal.numberRevised' : 'common.number', { number: p.number, revision: p.revision })}\n${say('common.dated', { date: date(p.date) })}`);

    heading(doc, say('common.to'));
    const company = p.addressees.filter((x) => x.role === 'company').map((x) => x.name);
    paragraph(doc, [customer?.name ?? p.customer.name, ...company, ...(customer?.addressLines ?? []), customer?.vatNumber ? say('common.vatNumber', { value: customer.vatNumber }) : null].filter(Boolean).join('\n'));
    const attention = addressee ?? (attentionLine(p.addressees) || null);
    if (attention) paragraph(doc, say('proposal.attention', { name: attention }));

    heading(doc, say('common.conditions'));
    facts(doc, [
      [say('common.validity'), say('proposal.validity', { count: p.validity_days, date: date(p.valid_until) })],
      [say('proposal.payment'), p.payment_method ?? say('proposal.paymentToAgree')],
      [say('proposal.incoterm'), p.incoterm],
      [say('proposal.agent'), p.agent?.name],
      [
        say('proposal.deliveryPlaces'),
        p.delivery_addresses
          .map((d) => [d.label, d.street, [d.postal_code, d.city, d.province ? `(${d.province})` : null].filter(Boolean).join(' '), d.country].filter(Boolean).join(', '))
          .join('\n'),
      ],
    ]);

    heading(doc, say('common.articles'));
    table(
      doc,
      [
        // Header words fit their column in bold 8 pt, padding included (none is broken mid-word; a test checks).
        { title: '#', width: 0.04 },
        { title: say('common.description'), width: 0.38 },
        { title: say('common.quantity'), width: 0.12, align: 'right' },
        { title: say('common.price'), width: 0.12, align: 'right' },
        { title: say('common.discount'), width: 0.08, align: 'right' },
        { title: say('common.vat'), width: 0.1, align: 'right' },
        { title: say('common.total'), width: 0.16, align: 'right' },
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
      [say('proposal.goods'), money(p.totals.goods)],
      [say('proposal.cliches'), money(p.totals.cliches)],
      ...(p.discounts.length > 0
        ? [
            [say('proposal.subtotal'), money(addCents(p.totals.goods, p.totals.cliches))] as [string, string],
            ...p.discounts.map((d, i): [string, string] => [say('proposal.discountLine', { index: i + 1, description: d.description, rate: formatPercent(d.percent, language) }), `-${money(steps[i] ?? '0.00')}`]),
            [say('proposal.discountsTotal'), `-${money(p.totals.discounts)}`] as [string, string],
          ]
        : []),
      [say('common.net'), money(p.totals.total)],
      ...p.totals.by_vat_rate.flatMap((v): [string, string][] =>
        v.vat_rate === 'exempt'
          ? [[say('proposal.vatExempt'), money(v.taxable)]]
          : [
              [say('proposal.netAtRate', { rate: vatLabel(v.vat_rate, language) }), money(v.taxable)],
              [say('proposal.vatAtRate', { rate: vatLabel(v.vat_rate, language) }), money(v.vat)],
            ],
      ),
      [say('proposal.vatTotal'), money(p.totals.vat)],
      [say('proposal.grandTotal'), money(p.totals.grand_total)],
    ];
    const closing = say('proposal.closing', { date: date(p.valid_until) });
    // Totals, notes, the closing line and the signature (about 100 pt) stay on one page when they fit on one.
    doc.font(FONT.regular).fontSize(9);
    const notesHeight = p.notes ? doc.heightOfString(p.notes, { width: doc.page.width - 2 * MARGIN }) + 30 : 0;
    keepTogether(doc, 16 * lines.length + 10 + notesHeight + doc.heightOfString(closing, { width: doc.page.width - 2 * MARGIN }) + 110);
    totalsBlock(doc, lines);

    if (p.notes) {
      heading(doc, say('common.notes'));
      paragraph(doc, p.notes);
    }
    // With notes too long for one page, at least the closing line goes with the signature.
    keepTogether(doc, doc.heightOfString(closing, { width: doc.page.width - 2 * MARGIN }) + 110);
    paragraph(doc, closing);
    signatureBlock(doc, say('common.acceptance'), language);
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
