import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '../../../../src/domain/numberFormat.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { PresentedQuote } from './present.ts';

// The e-mail that carries a quote to its customer: the rows and totals in plain text and simple HTML, in the
// tenant's language (the customer has no preference of ours), dates and numbers through the shared formatters.
// The company footer is added by the mailer.

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function quoteMail(quote: PresentedQuote, to: string, tenantName: string, subject: string | undefined, text: string | undefined, language: Language): MailMessage {
  const say = (key: string, params?: Record<string, string | number>): string => renderMessage(message(`mail.quote.${key}`, params), language);
  const euro = (amount: string): string => formatMoney(amount, language);
  const rate = (percent: string): string => formatPercent(percent, language);
  const intro = text ?? `${say('greeting', { name: quote.customer.name })}\n${say('intro', { number: quote.number, date: formatDate(quote.date, language) })}`;
  const lines = quote.rows.map(
    (r) =>
      `- ${r.description}: ${formatQuantity(r.quantity, language)}${r.unit ? ` ${r.unit}` : ''} × ${formatUnitPrice(r.unit_price, language)}${Number(r.discount_percent) !== 0 ? ` (${say('discount', { rate: rate(r.discount_percent) })})` : ''} = ${euro(r.total)} (${say('vat', { rate: rate(r.vat_rate) })})`,
  );
  const totals = [say('net', { amount: euro(quote.totals.net) }), say('vatTotal', { amount: euro(quote.totals.vat) }), say('gross', { amount: euro(quote.totals.gross) })];
  const validity = quote.valid_until ? [say('validUntil', { date: formatDate(quote.valid_until, language) })] : [];
  const text_ = [intro, '', ...lines, '', ...totals, ...validity, '', say('regards'), tenantName].join('\n');
  const head = ['description', 'quantity', 'price', 'discountHead', 'vatHead', 'total'].map((k) => `<th>${escapeHtml(say(`columns.${k}`))}</th>`).join('');
  const rowsHtml = quote.rows
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.description)}</td><td>${formatQuantity(r.quantity, language)}${r.unit ? ` ${escapeHtml(r.unit)}` : ''}</td><td>${formatUnitPrice(r.unit_price, language)}</td><td>${rate(r.discount_percent)}</td><td>${rate(r.vat_rate)}</td><td>${euro(r.total)}</td></tr>`,
    )
    .join('');
  const html =
    `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p>` +
    `<table><thead><tr>${head}</tr></thead><tbody>${rowsHtml}</tbody></table>` +
    `<p>${totals.map(escapeHtml).join('<br>')}</p>${validity.map((v) => `<p>${escapeHtml(v)}</p>`).join('')}` +
    `<p>${escapeHtml(say('regards'))}<br>${escapeHtml(tenantName)}</p>`;
  return { to, subject: subject ?? say('subject', { number: quote.number }), text: text_, html };
}
