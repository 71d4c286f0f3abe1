import { and, desc, eq, isNull, like } from 'drizzle-orm';
import { resetMailsSettled } from '../../../server/src/auth/passwordReset.ts';
import { invitations, outbox, tenants } from '../../../server/src/db/schema/core.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demoTenants.ts';
import type { TestServer } from '../harness.ts';
import type { Actor } from './actor.ts';
import type { ExplicitFinder } from './ids.ts';

// Path values no list returns: secrets that only travel by e-mail (an invitation, a password reset token). They are
// made through the API as the tenant's admin and read back from the database and the mail outbox.

async function tenantId(server: TestServer, slug: string): Promise<number> {
  const [row] = await server.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}

/** A pending invitation of the actor's tenant (creates an unregistered user when none is pending). */
export const invitationOf =
  (server: TestServer): ExplicitFinder =>
  async (actor: Actor) => {
    const tid = await tenantId(server, actor.slug);
    const pending = async (): Promise<string | undefined> => {
      const [row] = await server.database.db
        .select({ token: invitations.token })
        .from(invitations)
        .where(and(eq(invitations.tenantId, tid), isNull(invitations.acceptedAt)))
        .orderBy(desc(invitations.id))
        .limit(1);
      return row?.token;
    };
    const found = await pending();
    if (found) return found;
    const email = `invito.${actor.slug}@example.it`;
    await server.request(actor.slug, 'POST', '/users', { token: actor.token, body: { name: 'Invito Prova', email, role_id: actor.idFor('role_id') } });
    return pending();
  };

/** A fresh password reset token of the actor's tenant, asked for its operator and read from the outbox. */
export const resetTokenOf =
  (server: TestServer): ExplicitFinder =>
  async (actor: Actor) => {
    const email = `operator@${actor.slug}.test`;
    await server.request(actor.slug, 'POST', '/password/reset', { body: { email } });
    // The mail is written after the answer (issue 21): on a loaded machine the outbox was read before it, and the
    // cross-tenant walk reported "no token found" (2026-11-28, a whole run at load 15).
    await resetMailsSettled();
    const [mail] = await server.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.text, '%/password/set/%')))
      .orderBy(desc(outbox.id))
      .limit(1);
    return /\/password\/set\/(\S+)/.exec(mail?.text ?? '')?.[1];
  };

/** A section login of the actor (sections without their own password open with the account password). */
export const sectionAccessOf =
  (server: TestServer): ExplicitFinder =>
  async (actor: Actor) => {
    const r = await server.request(actor.slug, 'POST', '/access', { token: actor.token, body: { section: 'reports', password: DEMO_PASSWORD } });
    const data = typeof r.body === 'object' && r.body !== null && 'data' in r.body ? r.body.data : undefined;
    return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : undefined;
  };

/**
 * A newsletter list of the actor, for the export of its recipients (`/exports/newsletter-lists/{listId}/recipients`):
 * the lists themselves live at `/newsletter/mailup/lists`, a path the finder cannot guess from the export's.
 */
export const newsletterListOf =
  (server: TestServer): ExplicitFinder =>
  async (actor: Actor) => {
    const r = await server.request(actor.slug, 'GET', '/newsletter/mailup/lists?page_size=1', { token: actor.token });
    const data = typeof r.body === 'object' && r.body !== null && 'data' in r.body && Array.isArray(r.body.data) ? (r.body.data as unknown[]) : [];
    const first = data[0];
    return typeof first === 'object' && first !== null && 'idList' in first && typeof first.idList === 'number' ? first.idList : undefined;
  };

/** Every explicit finder, by the collection template and parameter they serve. */
export const explicitFinders = (server: TestServer): Readonly<Record<string, ExplicitFinder>> => ({
  '/invitations/{invitationId}': invitationOf(server),
  '/password/find/{token}': resetTokenOf(server),
  '/access/{id}': sectionAccessOf(server),
  '/exports/newsletter-lists/{listId}': newsletterListOf(server),
});

/**
 * Switches the newsletter on for the token's user: it works only with the user's mailing-service credentials set
 * (contract tag `newsletter`); the reference server's built-in fake service accepts any.
 */
export async function enableNewsletter(server: TestServer, slug: string, token: string): Promise<void> {
  const prefs = { 'newsletter.enabled': 'enabled', 'newsletter.username': 'prova', 'newsletter.password': 'prova' };
  for (const [key, value] of Object.entries(prefs)) await server.request(slug, 'POST', '/users/me/preferences', { token, body: { key, value } });
}
