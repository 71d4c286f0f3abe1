import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { PresentedQuote } from './present.ts';
import { dateIt } from '../salesDocuments/format.ts';

// The e-mail that carries a quote to its customer: the rows and totals in plain text and simple HTML, numbers through
// the shared formatter (Italian, the customer's document). The company footer is added by the mailer.

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const IT = 'it';
const euro = (amount: string): string => formatMoney(amount, IT);
const rate = (percent: string): string => formatPercent(percent, IT);

export function quoteMail(quote: PresentedQuote, to: string, tenantName: string, subject?: string, message?: string): MailMessage {
  const intro = message ?? `Gentile ${quote.customer.name},\nle inviamo il preventivo n. ${quote.number} del ${dateIt(quote.date)}.`;
  const lines = quote.rows.map(
    (r) => `- ${r.description}: ${formatQuantity(r.quantity, IT)}${r.unit ? ` ${r.unit}` : ''} × ${formatUnitPrice(r.unit_price, IT)}${Number(r.discount_percent) !== 0 ? ` (sconto ${rate(r.discount_percent)})` : ''} = ${euro(r.total)} (IVA ${rate(r.vat_rate)})`,
  );
  const totals = [`Imponibile: ${euro(quote.totals.net)}`, `IVA: ${euro(quote.totals.vat)}`, `Totale: ${euro(quote.totals.gross)}`];
  const validity = quote.valid_until ? [`Validità dell'offerta: fino al ${dateIt(quote.valid_until)}.`] : [];
  const text = [intro, '', ...lines, '', ...totals, ...validity, '', 'Cordiali saluti,', tenantName].join('\n');
  const rowsHtml = quote.rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.description)}</td><td>${formatQuantity(r.quantity, IT)}${r.unit ? ` ${escapeHtml(r.unit)}` : ''}</td><td>${formatUnitPrice(r.unit_price, IT)}</td><td>${rate(r.discount_percent)}</td><td>${rate(r.vat_rate)}</td><td>${euro(r.total)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p>` +
    `<table><thead><tr><th>Descrizione</th><th>Quantità</th><th>Prezzo</th><th>Sconto</th><th>IVA</th><th>Totale</th></tr></thead><tbody>${rowsHtml}</tbody></table>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p>${validity.map((v) => `<p>${escapeHtml(v)}</p>`).join('')}` +
    `<p>Cordiali saluti,<br>${escapeHtml(tenantName)}</p>`;
  return { to, subject: subject ?? `Preventivo ${quote.number}`, text, html };
}
