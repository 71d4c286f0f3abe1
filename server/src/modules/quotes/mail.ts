import type { MailMessage } from '../../mail/mailer.ts';
import type { PresentedQuote } from './present.ts';

// The e-mail that carries a quote to its customer: the rows and totals in plain text and simple HTML.

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "1234.50" → "1.234,50" (Italian grouping, exact: only the string is rearranged). */
function euro(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction.padEnd(2, '0')} €`;
}

export function quoteMail(quote: PresentedQuote, to: string, tenantName: string, subject?: string, message?: string): MailMessage {
  const intro = message ?? `Gentile ${quote.customer.name},\nle inviamo il preventivo n. ${quote.number} del ${quote.date}.`;
  const lines = quote.rows.map(
    (r) => `- ${r.description}: ${r.quantity}${r.unit ? ` ${r.unit}` : ''} × ${euro(r.unit_price)}${r.discount_percent !== '0.00' ? ` (sconto ${r.discount_percent}%)` : ''} = ${euro(r.total)} (IVA ${r.vat_rate}%)`,
  );
  const totals = [`Imponibile: ${euro(quote.totals.net)}`, `IVA: ${euro(quote.totals.vat)}`, `Totale: ${euro(quote.totals.gross)}`];
  const validity = quote.valid_until ? [`Validità dell'offerta: fino al ${quote.valid_until}.`] : [];
  const text = [intro, '', ...lines, '', ...totals, ...validity, '', 'Cordiali saluti,', tenantName].join('\n');
  const rowsHtml = quote.rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.description)}</td><td>${r.quantity}${r.unit ? ` ${r.unit}` : ''}</td><td>${euro(r.unit_price)}</td><td>${r.discount_percent}%</td><td>${r.vat_rate}%</td><td>${euro(r.total)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p>` +
    `<table><thead><tr><th>Descrizione</th><th>Quantità</th><th>Prezzo</th><th>Sconto</th><th>IVA</th><th>Totale</th></tr></thead><tbody>${rowsHtml}</tbody></table>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p>${validity.map((v) => `<p>${escapeHtml(v)}</p>`).join('')}` +
    `<p>Cordiali saluti,<br>${escapeHtml(tenantName)}</p>`;
  return { to, subject: subject ?? `Preventivo ${quote.number}`, text, html };
}
