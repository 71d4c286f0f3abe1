import { letterheadLines, type LetterheadIdentity } from '../pdf/letterhead.ts';

// The footer every tenant mail ends with: the same identity as the PDFs' letterhead (Settings → Company), so a
// mail, like the document it carries, says who the company is (art. 2250 c.c.: sede, REA, capitale sociale).

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type MailFooter = { readonly text: string; readonly html: string };

export function mailFooter(identity: LetterheadIdentity): MailFooter {
  const lines = [identity.businessName, ...letterheadLines(identity)].filter((l) => l.trim() !== '');
  return {
    text: `\n\n-- \n${lines.join('\n')}`,
    html: `<hr><p style="font-size:12px;color:#555">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** The message's text and HTML with the footer appended (an HTML body gains it before its end). */
export function withFooter<M extends { readonly text: string; readonly html?: string }>(message: M, footer: MailFooter): M {
  return { ...message, text: `${message.text}${footer.text}`, ...(message.html === undefined ? {} : { html: `${message.html}${footer.html}` }) };
}
