import { facts, heading, paragraph, renderPdf, table, signatureBlock, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import type { CustomerCard } from '../../shared/salesDocuments/customer.ts';
import { formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { fileSafe, formatMm } from '../../shared/salesDocuments/format.ts';
import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { PresentedSample } from './present.ts';

// The sample sheet (scheda campionatura): customer, packaging specification, machine, targets, test results and
// the two department decisions. In the requester's language (catalogue `pdf.*`); dates and numbers through the shared
// formatters.

const sayIn =
  (language: Language) =>
  (key: string, params?: Record<string, string | number>): string =>
    renderMessage(message(`pdf.${key}`, params), language);

export const sampleTitle = (s: PresentedSample, language: Language = 'it'): string => sayIn(language)('sample.title', { number: s.number });
export const sampleFileName = (s: PresentedSample, language: Language = 'it'): string => `${sayIn(language)('sample.fileStem')}-${fileSafe(s.number)}.pdf`;

export function samplePdf(
  issuer: Issuer,
  s: PresentedSample,
  customer: CustomerCard | null,
  compress?: boolean,
  probe?: (run: TextRun) => void,
  language: Language = 'it',
): Promise<Uint8Array> {
  const say = sayIn(language);
  const dateIt = (wire: string): string => formatDate(wire, language);
  const qty = (value: string | number): string => formatQuantity(value, language);
  /** A status word of the catalogue, or the wire value when the catalogue has none. */
  const word = (group: string, value: string): string => {
    const text = say(`sample.${group}.${value}`);
    return text === `sample.${group}.${value}` ? value : text;
  };
  const title = sampleTitle(s, language);
  return renderPdf({ title, language: language, author: issuer.name, ...(compress === undefined ? {} : { compress }), ...(probe ? { probe } : {}) }, (doc) => {
    letterhead(doc, issuer, say('sample.kind'), `${say('common.number', { number: s.number })}\n${say('common.dated', { date: dateIt(s.date) })} — ${word('status', s.status)}`);

    heading(doc, say('sample.customer'));
    paragraph(doc, [customer?.name ?? s.customer.name, ...(customer?.addressLines ?? [])].join('\n'));
    facts(doc, [
      [say('sample.contact'), s.customer_data.contact],
      [say('sample.customerNotes'), s.customer_data.notes],
      [say('proposal.agent'), s.agent?.name],
      [say('sample.salesManager'), s.sales_manager?.name],
      [say('sample.newProject'), say(s.new_project ? 'common.yes' : 'common.no')],
    ]);

    heading(doc, say('sample.specifications'));
    facts(doc, [
      [say('sample.materials'), s.materials.join(', ') || null],
      [say('sample.format'), s.format ? formatMm(s.format) : null],
      [say('sample.thickness'), s.thickness_micron === null ? null : `${s.thickness_micron} µm`],
      [say('sample.weight'), s.weight === null ? null : say('sample.weightValue', { value: qty(s.weight) })],
      [say('sample.machine'), [s.machine_name, s.machine_type].filter(Boolean).join(' — ') || null],
      [say('sample.packingSpeed'), s.packing_speed === null ? null : say('sample.packingSpeedValue', { value: qty(s.packing_speed) })],
      [say('sample.priceTarget'), s.price_target === null ? null : say('sample.priceTargetValue', { value: formatUnitPrice(s.price_target, language) })],
      [say('sample.volume'), s.volume === null ? null : say('sample.volumeValue', { value: qty(s.volume) })],
      [say('sample.deliveryTime'), s.delivery_time],
    ]);

    heading(doc, say('sample.tests'));
    if (s.test_results.length === 0) paragraph(doc, say('sample.noTests'));
    else
      table(
        doc,
        [
          { title: say('sample.date'), width: 0.15 },
          { title: say('sample.outcomeHead'), width: 0.2 },
          { title: say('common.notes'), width: 0.65 },
        ],
        s.test_results.map((r) => [dateIt(r.date), word('outcome', r.outcome), r.notes ?? '']),
      );

    heading(doc, say('sample.approvals'));
    table(
      doc,
      [
        { title: say('sample.department'), width: 0.25 },
        { title: say('sample.decisionHead'), width: 0.15 },
        { title: say('sample.by'), width: 0.2 },
        { title: say('sample.on'), width: 0.15 },
        { title: say('common.notes'), width: 0.25 },
      ],
      (
        [
          [say('sample.technicalDirection'), s.approvals.technical_direction],
          [say('sample.salesManagement'), s.approvals.sales_management],
        ] as const
      ).map(([label, a]) => [label, word('decision', a.status), a.by?.name ?? '—', a.at ? dateIt(a.at) : '—', a.notes ?? '']),
    );
    signatureBlock(doc, say('sample.customerSeen'), language);
  });
}
