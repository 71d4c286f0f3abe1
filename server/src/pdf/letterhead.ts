import { formatMoney } from '../../../src/domain/numberFormat.ts';
import { printableIban } from '../../../src/domain/companyIdentity.ts';
import { CONTENT_WIDTH, FONT, MARGIN, rule, type Pdf } from './document.ts';

// The company's letterhead, the same on every document the server prints (quotes, proposals, samples), and the
// text its mails end with. Its only source is the tenant's identity (Settings → Company). What an Italian S.r.l.'s
// documents must carry (art. 2250 c.c.): sede, REA number, capitale sociale "interamente versato", P. IVA.

/** The identity fields the letterhead prints (the company_identities row, or a test's literal). */
export type LetterheadIdentity = {
  readonly businessName: string;
  readonly street: string | null;
  readonly streetNumber: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly province: string | null;
  readonly country: string;
  readonly vatNumber: string | null;
  readonly fiscalCode: string | null;
  readonly reaNumber: string | null;
  readonly shareCapital: string | null;
  readonly pec: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly website: string | null;
  readonly iban: string | null;
  readonly logo: string | null;
};

/** Who issues a document, as printed at the top: name, detail lines, and a logo when there is one. */
export type Issuer = { readonly name: string; readonly lines: readonly string[]; readonly logo: Buffer | null };

const joined = (parts: readonly (string | null | undefined)[], separator = ' · '): string | null => {
  const shown = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return shown.length > 0 ? shown.join(separator) : null;
};

/** "Via Roma 1, 20121 Milano (MI)" (and the country when it is not Italy). */
export function seatLine(i: LetterheadIdentity): string | null {
  const street = joined([i.street, i.streetNumber], ' ');
  const town = joined([i.postalCode, i.city, i.province ? `(${i.province})` : null], ' ');
  return joined([street, town, i.country && i.country !== 'IT' ? i.country : null], ', ');
}

/** "C.F. e P. IVA 01234567890" when they are one number (as for most companies), else each on its own. */
const taxLine = (i: LetterheadIdentity): string | null =>
  i.vatNumber && i.fiscalCode === i.vatNumber ? `C.F. e P. IVA ${i.vatNumber}` : joined([i.vatNumber ? `P. IVA ${i.vatNumber}` : null, i.fiscalCode ? `C.F. ${i.fiscalCode}` : null]);

/** The letterhead's lines under the name: sede, tax numbers, REA and capital, PEC, contacts, IBAN. */
export function letterheadLines(i: LetterheadIdentity): string[] {
  const seat = seatLine(i);
  const lines = [
    seat ? `Sede legale: ${seat}` : null,
    taxLine(i),
    joined([i.reaNumber ? `REA ${i.reaNumber}` : null, i.shareCapital ? `Capitale sociale ${formatMoney(i.shareCapital, 'it')} i.v.` : null]),
    i.pec ? `PEC ${i.pec}` : null,
    joined([i.phone ? `Tel. ${i.phone}` : null, i.email, i.website]),
    i.iban ? `IBAN ${printableIban(i.iban)}` : null,
  ];
  return lines.filter((l): l is string => l !== null);
}

const logoOf = (url: string | null): Buffer | null => {
  const match = url ? /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(url) : null;
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
};

export const issuerFromIdentity = (i: LetterheadIdentity): Issuer => ({ name: i.businessName, lines: letterheadLines(i), logo: logoOf(i.logo) });

/** The issuer's letterhead on the left (logo, name, detail lines), document title and number on the right, then a rule. */
export function letterhead(doc: Pdf, issuer: Issuer, title: string, subtitle: string): void {
  const top = doc.y;
  const leftWidth = CONTENT_WIDTH * 0.6;
  let y = top;
  if (issuer.logo) {
    try {
      doc.image(issuer.logo, MARGIN, y, { fit: [120, 40] });
      y += 44;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the document (the server only accepts PNG/JPEG).
    }
  }
  doc.font(FONT.bold).fontSize(14).fillColor('black').text(issuer.name, MARGIN, y, { width: leftWidth });
  if (issuer.lines.length > 0) doc.font(FONT.regular).fontSize(7.5).fillColor('#555555').text(issuer.lines.join('\n'), MARGIN, doc.y, { width: leftWidth });
  const leftBottom = doc.y;
  doc.font(FONT.bold).fontSize(16).fillColor('black').text(title, MARGIN + leftWidth, top, { width: CONTENT_WIDTH - leftWidth, align: 'right' });
  doc.font(FONT.regular).fontSize(9).fillColor('#555555').text(subtitle, MARGIN + leftWidth, doc.y, { width: CONTENT_WIDTH - leftWidth, align: 'right' });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, leftBottom) + 8;
  doc.x = MARGIN;
  rule(doc);
}
