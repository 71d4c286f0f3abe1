import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 32 bytes, base64url. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex: tokens are high-entropy, so a fast hash suffices (no salt or KDF needed). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
