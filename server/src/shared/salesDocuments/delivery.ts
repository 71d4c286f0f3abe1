import { json, type Reply } from '../../http/handler.ts';
import type { Config } from '../../config.ts';
import type { TenantInfo } from '../../http/context.ts';
import { appUrl } from '../../http/publicUrl.ts';
import { addMinutesToWallClock } from '../../time.ts';
import { signPdfLink, type PdfLinkTarget } from './pdfLinkToken.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';

// How a sales document's PDF leaves the server: as a download, or as a link.

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(bytes.byteLength),
    },
  });
}

const LINK_MINUTES = 30;

/**
 * A temporary link to a PDF (contract getProposalPdfLink, getSamplePdfLink): the public `downloadPdfByLink` call with
 * a signed token naming the document and its expiry, on the app's public address. It downloads without signing in
 * until `expires_at` (30 minutes), and never after.
 */
export function pdfLink(ctx: { config: Config; tenant: TenantInfo; request: Request; now(): string }, target: PdfLinkTarget) {
  const expires = Math.floor(Date.now() / 1000) + LINK_MINUTES * 60;
  const token = signPdfLink({ ...target, tenantId: ctx.tenant.id, expires }, ctx.config.oauthClientSecret);
  return { url: appUrl(ctx.config, ctx.tenant.slug, `/api/pdf-links/${token}`, ctx.request.url), expires_at: addMinutesToWallClock(ctx.now(), LINK_MINUTES) };
}

/**
 * A sales document whose e-mail could not be delivered (the SMTP transport refused or was unreachable) must not be
 * recorded as sent: the handler answers this 502 instead, and the caller tells the user. The outbox keeps the
 * message marked `failed`.
 */
export const mailNotDelivered = (reason: string, language: Language): Reply<{ message: string }> =>
  json({ message: renderMessage(message('salesDocuments.mailNotDelivered', { reason }), language) }, 502);
