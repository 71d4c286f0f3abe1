import { formatDate } from '../../../../src/domain/numericDateFormat.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { formatMoney } from '../../../../src/domain/numberFormat.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { PresentedProposal } from './present.ts';
import { proposalFileName, proposalTitle } from './pdf.ts';

// The e-mail that carries a proposal PDF: a short standard text (or the user's message) with the PDF attached, in
// the tenant's language (the customer has no preference of ours).

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Recipients = { to: string; cc?: string; bcc?: string };

export function proposalMail(
  p: PresentedProposal,
  recipients: Recipients,
  issuer: string,
  pdf: Uint8Array,
  addressee: string | null,
  text: string | null,
  language: Language,
): MailMessage {
  const say = (key: string, params?: Record<string, string | number>): string => renderMessage(message(`mail.proposal.${key}`, params), language);
  const greeting = addressee ? say('greetingPerson', { name: addressee }) : say('greetingCompany', { name: p.customer.name });
  const intro =
    text ??
    `${greeting}\n${say('intro', { number: p.number, date: formatDate(p.date, language), total: formatMoney(p.totals.total, language), validUntil: formatDate(p.valid_until, language) })}\n${say('available')}`;
  const body = `${intro}\n\n${say('regards')}\n${issuer}`;
  return {
    ...recipients,
    subject: proposalTitle(p, language),
    text: body,
    html: `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p><p>${escapeHtml(say('regards'))}<br>${escapeHtml(issuer)}</p>`,
    attachments: [{ filename: proposalFileName(p, language), content: pdf, contentType: 'application/pdf' }],
  };
}
