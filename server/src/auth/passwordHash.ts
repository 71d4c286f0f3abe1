import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost (19 MiB, 2 passes): OWASP's baseline.

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash when the account does not exist, so that response time does not reveal
 * which e-mail addresses have accounts.
 */
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hash('not-a-real-password');
  await verifyPassword(await dummy, password);
}
