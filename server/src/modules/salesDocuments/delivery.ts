import { json } from '../../http/handler.ts';
import { addMinutesToWallClock } from '../../time.ts';

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
 * The contract promises a signed URL that works without a token, but it declares no public (`x-public`) download
 * operation, and every /api route answers 401 without a bearer token. Until the contract adds one, the link is the
 * authenticated download path on the caller's own origin (no data in the URL), and `expires_at` is the time the
 * client should stop offering it (30 minutes).
 */
export function pdfLink(requestUrl: string, apiPath: string, query: Readonly<Record<string, string | undefined>>, now: string) {
  const url = new URL(`/api${apiPath}`, new URL(requestUrl).origin);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') url.searchParams.set(k, v);
  return { url: url.toString(), expires_at: addMinutesToWallClock(now, LINK_MINUTES) };
}

/**
 * A sales document whose e-mail could not be delivered (the SMTP transport refused or was unreachable) must not be
 * recorded as sent: the handler answers this 502 instead, and the caller tells the user. The outbox keeps the
 * message marked `failed`.
 */
export const mailNotDelivered = (reason: string): Response => json({ message: `The e-mail could not be delivered: ${reason}` }, 502);
