import { facts, heading, paragraph, renderPdf, table, signatureBlock, type TextRun } from '../../pdf/document.ts';
import { letterhead, type Issuer } from '../../pdf/letterhead.ts';
import type { CustomerCard } from '../salesDocuments/customer.ts';
import { formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { dateIt, fileSafe, formatMm } from '../salesDocuments/format.ts';
import type { PresentedSample } from './present.ts';

// The sample sheet (scheda campionatura): customer, packaging specification, machine, targets, test results and
// the two department decisions.

const STATUS: Record<string, string> = { draft: 'Bozza', in_evaluation: 'In valutazione', approved: 'Approvata', denied: 'Respinta' };
const DECISION: Record<string, string> = { pending: 'In attesa', approved: 'Approvata', evaluated: 'Valutata', denied: 'Respinta' };
const OUTCOME: Record<string, string> = { passed: 'Superato', failed: 'Non superato', to_repeat: 'Da ripetere' };

export const sampleTitle = (s: PresentedSample): string => `Campionatura n. ${s.number}`;
export const sampleFileName = (s: PresentedSample): string => `campionatura-${fileSafe(s.number)}.pdf`;

export function samplePdf(issuer: Issuer, s: PresentedSample, customer: CustomerCard | null, compress?: boolean, probe?: (run: TextRun) => void): Promise<Uint8Array> {
  const title = sampleTitle(s);
  return renderPdf({ title, author: issuer.name, ...(compress === undefined ? {} : { compress }), ...(probe ? { probe } : {}) }, (doc) => {
    letterhead(doc, issuer, 'CAMPIONATURA', `N. ${s.number}\ndel ${dateIt(s.date)} — ${STATUS[s.status] ?? s.status}`);

    heading(doc, 'Cliente');
    paragraph(doc, [customer?.name ?? s.customer.name, ...(customer?.addressLines ?? [])].join('\n'));
    facts(doc, [
      ['Referente', s.customer_data.contact],
      ['Note cliente', s.customer_data.notes],
      ['Agente', s.agent?.name],
      ['Responsabile commerciale', s.sales_manager?.name],
      ['Nuovo progetto', s.new_project ? 'Sì' : 'No'],
    ]);

    heading(doc, 'Specifiche');
    facts(doc, [
      ['Materiali', s.materials.join(', ') || null],
      ['Formato', s.format ? formatMm(s.format) : null],
      ['Spessore', s.thickness_micron === null ? null : `${s.thickness_micron} µm`],
      ['Peso', s.weight === null ? null : `${formatQuantity(s.weight, 'it')} g/pz`],
      ['Macchina', [s.machine_name, s.machine_type].filter(Boolean).join(' — ') || null],
      ['Velocità di confezionamento', s.packing_speed === null ? null : `${formatQuantity(s.packing_speed, 'it')} pz/min`],
      ['Prezzo obiettivo', s.price_target === null ? null : `${formatUnitPrice(s.price_target, 'it')} / 1000 pz`],
      ['Volume annuo', s.volume === null ? null : `${formatQuantity(s.volume, 'it')} pz`],
      ['Tempi di consegna', s.delivery_time],
    ]);

    heading(doc, 'Prove');
    if (s.test_results.length === 0) paragraph(doc, 'Nessuna prova registrata.');
    else
      table(
        doc,
        [
          { title: 'Data', width: 0.15 },
          { title: 'Esito', width: 0.2 },
          { title: 'Note', width: 0.65 },
        ],
        s.test_results.map((r) => [dateIt(r.date), OUTCOME[r.outcome] ?? r.outcome, r.notes ?? '']),
      );

    heading(doc, 'Approvazioni');
    table(
      doc,
      [
        { title: 'Reparto', width: 0.25 },
        { title: 'Decisione', width: 0.15 },
        { title: 'Da', width: 0.2 },
        { title: 'Il', width: 0.15 },
        { title: 'Note', width: 0.25 },
      ],
      (
        [
          ['Direzione tecnica', s.approvals.technical_direction],
          ['Direzione commerciale', s.approvals.sales_management],
        ] as const
      ).map(([label, a]) => [label, DECISION[a.status] ?? a.status, a.by?.name ?? '—', a.at ? dateIt(a.at) : '—', a.notes ?? '']),
    );
    signatureBlock(doc, 'Visto del cliente');
  });
}
