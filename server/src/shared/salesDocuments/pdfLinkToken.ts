import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a temporary PDF link: what it opens and until when, signed with a key derived from the server's
// secret. No state is stored: the signature and the expiry are the whole permission.

export type PdfLinkTarget =
  | { readonly kind: 'proposal'; readonly id: number; readonly revision?: number; readonly addressee?: string }
  | { readonly kind: 'sample'; readonly id: number };

export type PdfLinkClaims = PdfLinkTarget & { readonly tenantId: number; /** Unix seconds. */ readonly expires: number };

const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update('bottega pdf links v1').digest();

const sign = (payload: string, secret: string): string => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function signPdfLink(claims: PdfLinkClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The claims of a genuine, unexpired token, or null. */
export function verifyPdfLink(token: string, secret: string, nowSeconds: number): PdfLinkClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(claims) || typeof claims.tenantId !== 'number' || typeof claims.id !== 'number' || typeof claims.expires !== 'number') return null;
  if (claims.expires <= nowSeconds) return null;
  if (claims.kind === 'sample') return { kind: 'sample', id: claims.id, tenantId: claims.tenantId, expires: claims.expires };
  if (claims.kind !== 'proposal') return null;
  return {
    kind: 'proposal',
    id: claims.id,
    tenantId: claims.tenantId,
    expires: claims.expires,
    ...(typeof claims.revision === 'number' ? { revision: claims.revision } : {}),
    ...(typeof claims.addressee === 'string' ? { addressee: claims.addressee } : {}),
  };
}
