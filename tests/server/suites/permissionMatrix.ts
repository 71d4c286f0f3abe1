import { beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { buildCatalogue } from '../../../server/src/permissions/catalogue.ts';
import { otherReadings } from '../../../server/src/permissions/check.ts';
import type { Reply, TestServer } from '../harness.ts';
import { createActor, dataOf, type Actor } from '../contract/actor.ts';
import { createIdFinder, type IdFinder } from '../contract/ids.ts';
import { implementedOperations } from '../contract/implemented.ts';
import { explicitFinders } from '../contract/probes.ts';
import { createRoleUser, tenantIdOf, type RoleUser } from '../contract/roleUsers.ts';
import { pathParamNames, planRequest, send, type Bindings } from '../contract/requests.ts';

// Generated over the contract: for every permission key an operation declares (`x-permission: module.action`), a
// role holding EVERY permission of the catalogue except that one (and its other readings) is refused (403) each operation of the key, with
// real path ids of its own tenant and a valid body; a role holding none still uses the `self` operations, and the
// public ones need no token.

const SLUG = 'acme';

/** The pipeline's answer to a missing or refused token (a public operation must never give it). */
const isAuthRefusal = (r: Reply): boolean =>
  r.status === 403 || (r.status === 401 && typeof r.body === 'object' && r.body !== null && 'message' in r.body && r.body.message === 'Unauthenticated.');

export function permissionMatrixSuite(server: () => TestServer): void {
  let ops: Operation[] = [];
  let admin: Actor;
  let finder: IdFinder;
  const lacking = new Map<string, RoleUser>();
  let none: RoleUser;
  let catalogue: string[] = [];

  // Path ids of the tenant's own records (found as its admin); an operation whose ids cannot be found still gets
  // the permission check with placeholder ids, since the pipeline refuses before looking at them.
  const placeholders: string[] = [];
  async function bindingsFor(op: Operation): Promise<Bindings> {
    const found = await finder.find(op);
    if (found.ok) return found.bindings;
    placeholders.push(`${op.operationId} (${found.reason})`);
    return Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
  }

  beforeAll(async () => {
    const s = server();
    ops = implementedOperations(s.contract);
    catalogue = buildCatalogue(s.contract.routes.operations).map((e) => e.name);
    admin = await createActor(s, SLUG, await s.token(SLUG, `admin@${SLUG}.test`), ops);
    finder = createIdFinder(s.contract.doc, ops, admin, { salt: 'p', explicit: explicitFinders(s) });
    const tenantId = await tenantIdOf(s, SLUG);
    const keys = [...new Set(ops.flatMap((op) => (op.permission.kind === 'key' ? [op.permission.key] : [])))].sort();
    for (const [i, key] of keys.entries()) {
      // Lacking a key means lacking its other readings too (spec §6's double sales report list check).
      const withheld = new Set([key, ...otherReadings(key)]);
      lacking.set(key, await createRoleUser(s, tenantId, `lacks_${i}`, catalogue.filter((p) => !withheld.has(p))));
    }
    none = await createRoleUser(s, tenantId, 'no_permissions', []);
  }, 300_000);

  describe('permission matrix (generated over the contract)', () => {
    it('refuses every operation to a role lacking exactly its permission (403)', async () => {
      const s = server();
      const { doc } = s.contract;
      const problems: string[] = [];
      let refused = 0;
      for (const op of ops) {
        if (op.permission.kind !== 'key') continue;
        const user = lacking.get(op.permission.key);
        if (!user) throw new Error(`no role for ${op.permission.key}`);
        const plan = planRequest(doc, op, await bindingsFor(op), { idFor: admin.refs(op.path), salt: `m${refused}` });
        const r = await send(s, SLUG, plan, user.token);
        if (r.status === 403) refused++;
        else problems.push(`${op.operationId} (${op.permission.key}): ${r.status} ${r.text.slice(0, 120)}`);
      }
      console.log(`permissions: ${refused} operations refused without their permission (${lacking.size} roles, one per key; ${placeholders.length} with placeholder ids${placeholders.length > 0 ? `: ${placeholders.join('; ')}` : ''})`);
      expect(problems).toEqual([]);
    }, 600_000);

    it('gives each of those roles everything else: its permissions are the catalogue minus one key', async () => {
      const s = server();
      const problems: string[] = [];
      for (const [key, user] of lacking) {
        const mine = dataOf(await s.request(SLUG, 'GET', '/users/me/permissions', { token: user.token }));
        const held = new Set(Array.isArray(mine) ? mine.map(String) : []);
        const missing = catalogue.filter((p) => p !== key && !otherReadings(key).includes(p) && !held.has(p));
        if (held.has(key) || missing.length > 0) problems.push(`${key}: holds it ${held.has(key)}, lacks ${missing.join(', ')}`);
      }
      expect(problems).toEqual([]);
    }, 300_000);

    it('lets a role without any permission use the self operations', async () => {
      const s = server();
      const { doc } = s.contract;
      const selfFinder = createIdFinder(doc, ops, await createActor(s, SLUG, none.token, ops), { salt: 's' });
      const problems: string[] = [];
      let allowed = 0;
      // Signing out revokes the token every other call uses: it goes last.
      const lastSignOut = [...ops].sort((a, b) => Number(a.operationId === 'revokeToken') - Number(b.operationId === 'revokeToken'));
      for (const op of lastSignOut) {
        if (op.permission.kind !== 'self') continue;
        const found = await selfFinder.find(op);
        const bindings = found.ok ? found.bindings : Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
        const r = await send(s, SLUG, planRequest(doc, op, bindings, { salt: `s${allowed}` }), none.token);
        // Past the permission check: success, or a rule about the record (409 "your primary calendar"); with no
        // record of its own found (nothing to point at), 404.
        const fine = !isAuthRefusal(r) && r.status < 500 && (found.ok ? r.status !== 404 : true);
        if (fine) allowed++;
        else problems.push(`${op.operationId}: ${r.status} ${r.text.slice(0, 120)}`);
      }
      console.log(`permissions: ${allowed} self operations allowed to a role without permissions`);
      expect(problems).toEqual([]);
    }, 300_000);

    it('answers the public operations without a token', async () => {
      const s = server();
      const { doc } = s.contract;
      const problems: string[] = [];
      for (const op of ops) {
        if (op.permission.kind !== 'public') continue;
        const bindings = Object.fromEntries(pathParamNames(op).map((n) => [n, 'unknown']));
        const r = await send(s, SLUG, planRequest(doc, op, bindings, { salt: 'pub' }));
        if (isAuthRefusal(r) || r.status >= 500) problems.push(`${op.operationId}: ${r.status} ${r.text.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);
  });
}
