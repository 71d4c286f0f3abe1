import type { UploadedFile } from '../../http/context.ts';

// Small, real files for the demo documents: a one-page PDF (built here with a correct cross-reference table, so
// any viewer opens it) and plain-text / CSV files.

/** A one-page PDF showing `lines` in Helvetica (ASCII only: the demo texts avoid accents here). */
export function tinyPdf(lines: readonly string[]): Uint8Array {
  const escape = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const file = (name: string, type: string, bytes: Uint8Array): UploadedFile => ({ field: 'file', name, type, size: bytes.byteLength, bytes });
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

export type DocumentFile = {
  readonly title: string;
  readonly description: string | null;
  readonly category: string;
  /** Index among the tenant's first customers, or null for a document of the company itself. */
  readonly forCustomer: number | null;
  readonly file: UploadedFile;
};

export function documentFiles(slug: string): DocumentFile[] {
  return [
    {
      title: 'Contratto quadro di fornitura',
      description: 'Condizioni generali di fornitura firmate dal cliente.',
      category: 'Contratti',
      forCustomer: 0,
      file: file('contratto-quadro.pdf', 'application/pdf', tinyPdf(['Contratto quadro di fornitura', `Bottega demo - ${slug}`, 'Durata: 24 mesi dalla firma.', 'Pagamento: bonifico a 60 giorni data fattura.'])),
    },
    {
      title: 'Verbale di collaudo',
      description: 'Collaudo dell\'impianto con esito positivo.',
      category: 'Verbali',
      forCustomer: 1,
      file: file('verbale-collaudo.pdf', 'application/pdf', tinyPdf(['Verbale di collaudo', 'Impianto verificato e funzionante.', 'Firmato dal responsabile tecnico.'])),
    },
    {
      title: 'Certificazione ISO 9001',
      description: null,
      category: 'Certificazioni',
      forCustomer: null,
      file: file('iso-9001.txt', 'text/plain', utf8('Certificato ISO 9001:2015\nSistema di gestione per la qualità\nValido fino al 31/12 del prossimo anno.\n')),
    },
    {
      title: 'Listino trasporti',
      description: 'Tariffe dei corrieri per zona.',
      category: 'Listini',
      forCustomer: null,
      file: file('listino-trasporti.csv', 'text/csv', utf8('zona;tariffa_kg;minimo\nNord;0,45;18,00\nCentro;0,52;20,00\nSud e isole;0,68;25,00\n')),
    },
  ];
}
