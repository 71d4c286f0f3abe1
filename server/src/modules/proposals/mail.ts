import type { MailMessage } from '../../mail/mailer.ts';
import { formatMoney } from '../../../../src/domain/numberFormat.ts';
import { dateIt } from '../salesDocuments/format.ts';
import type { PresentedProposal } from './present.ts';
import { proposalFileName, proposalTitle } from './pdf.ts';

// The e-mail that carries a proposal PDF: a short standard text (or the user's message) with the PDF attached.

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Recipients = { to: string; cc?: string; bcc?: string };

export function proposalMail(p: PresentedProposal, recipients: Recipients, issuer: string, pdf: Uint8Array, addressee: string | null, message: string | null): MailMessage {
  const greeting = addressee ? `Gentile ${addressee},` : `Spettabile ${p.customer.name},`;
  const intro =
    message ??
    `${greeting}\nin allegato la nostra offerta n. ${p.number} del ${dateIt(p.date)}, per un totale di ${formatMoney(p.totals.total, 'it')} (IVA esclusa), valida fino al ${dateIt(p.valid_until)}.\nRestiamo a disposizione per qualsiasi chiarimento.`;
  const text = `${intro}\n\nCordiali saluti,\n${issuer}`;
  return {
    ...recipients,
    subject: proposalTitle(p),
    text,
    html: `<p>${escapeHtml(intro).replace(/\n/g, '<br>')}</p><p>Cordiali saluti,<br>${escapeHtml(issuer)}</p>`,
    attachments: [{ filename: proposalFileName(p), content: pdf, contentType: 'application/pdf' }],
  };
}
