import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { sectionPasswords } from '../../db/schema/sectionAccess.ts';
import { burnVerification, verifyPassword } from '../../auth/passwordHash.ts';

// Which password opens a section: the section's own (set by an administrator, stored hashed). A section the
// tenant has given no password to is opened by re-entering one's account password, so a protected section is
// never open to whoever finds an unattended signed-in session.

export async function sectionPasswordMatches(db: Db, tenantId: number, section: string, userId: number, password: string): Promise<boolean> {
  const [own] = await db
    .select({ hash: sectionPasswords.passwordHash })
    .from(sectionPasswords)
    .where(and(eq(sectionPasswords.tenantId, tenantId), eq(sectionPasswords.section, section)))
    .limit(1);
  if (own) return verifyPassword(own.hash, password);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  if (!user?.hash) {
    await burnVerification(password);
    return false;
  }
  return verifyPassword(user.hash, password);
}
