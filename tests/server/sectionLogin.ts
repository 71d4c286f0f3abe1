import { DEMO_PASSWORD } from '../../server/src/db/seed/demoTenants.ts';
import type { TestServer } from './harness.ts';

// Operations of a password-protected section (`x-section` in the contract) answer 423 until the caller logs in to
// the section (POST /access). Tests that call them log in first, like the browser's gate does.

/** The evaluators section (goals, packages, evaluations, ratings): opened with the account password in the seed. */
export const EVALUATORS_SECTION = 'evaluators';

/** Logs the token's user in to `section`; fails the test when the server does not record the login. */
export async function openSection(server: TestServer, slug: string, token: string, section = EVALUATORS_SECTION, password = DEMO_PASSWORD): Promise<void> {
  const r = await server.request(slug, 'POST', '/access', { token, body: { section, password } });
  if (r.status !== 201) throw new Error(`section login to ${section} in ${slug} failed: ${r.status} ${r.text}`);
}

/**
 * For suites that walk every operation for minutes: before an operation of a section, logs in again once half the
 * window has passed since the last login, so the walk never meets a window that ended on its own.
 */
export function sectionKeeper(
  server: TestServer,
  slug: string,
  token: string,
  { bestEffort = false }: { readonly bestEffort?: boolean } = {},
): (op: { readonly section: string | null }) => Promise<void> {
  const openedAt = new Map<string, number>();
  const closed = new Set<string>();
  return async ({ section }) => {
    if (section === null || closed.has(section)) return;
    const last = openedAt.get(section);
    if (last !== undefined && Date.now() - last < (server.config.sectionAccessWindowSeconds * 1000) / 2) return;
    try {
      await openSection(server, slug, token, section);
      openedAt.set(section, Date.now());
    } catch (e) {
      // Best effort: a user who may not log in to the section (no sectionAccesses.create, no password) stays out.
      if (!bestEffort) throw e;
      closed.add(section);
    }
  };
}
