import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/contract/operation.ts';
import type { TestServer } from '../harness.ts';
import { createActor, dataOf, idsIn, type Actor } from '../contract/actor.ts';
import { changedTables, fingerprint } from '../contract/fingerprint.ts';
import { createIdFinder, enumParam, type IdFinder } from '../contract/ids.ts';
import { implementedOperations } from '../contract/implemented.ts';
import { minimalValue, schemaAt } from '../contract/minimalValue.ts';
import { referenceMembers } from '../contract/references.ts';
import { enableNewsletter, explicitFinders } from '../contract/probes.ts';
import { fillPath, pathParamNames, planRequest, widestPage, type Bindings } from '../contract/requests.ts';

// Generated over the contract: a token of tenant A (acme) can neither read, list, change nor delete anything of
// tenant B (borgo). Every implemented operation with path parameters is called as A's admin on A's host with B's
// real ids (and with A's parent ids around B's child ids) and a body the contract accepts; the answer must be 404
// and the database must not change. Lists of A must never hold B's ids, even when filtered by B's ids.

const A = 'acme';
const B = 'borgo';

/**
 * Operations with path parameters the generated check cannot exercise, each with the reason. An operation skipped
 * for any other reason fails the test.
 */
export const CROSS_TENANT_SKIPS: Readonly<Record<string, string>> = {
  getCalendarFeed: 'the path holds a secret token, not an id; the feed is looked up by token hash AND the host\'s tenant (calendars/feed.ts)',
  downloadPdfByLink: 'the path holds a signed token naming its tenant; another tenant\'s token is refused like a forged one (pdfLinkHandlers.ts)',
  previewProfileMerge: 'needs two different profiles of one tenant (the generated call names one id twice, which is refused); merge itself is covered',
  markSetupStep: "the path names a step of the caller's own first-run checklist (a fixed vocabulary), no record of another tenant; tests/server/mailLogAndSetup.test.ts keeps each tenant's steps apart",
};

/**
 * Operations that answer something other than 404 for B's ids, by contract. They must still answer the same as
 * for an id that exists nowhere (so nothing leaks) and never 2xx.
 */
export const NOT_404: Readonly<Record<string, string>> = {};

/** Operations that ignore unknown references by contract: naming B's record must still change nothing. */
export const REFERENCE_NO_OPS: Readonly<Record<string, string>> = {
  unlinkRelatedUsers: 'contract: "Users not linked are ignored" (204); B\'s user is never linked to A\'s leader',
};

// A missing id of any table (ids are serial integers): what "does not exist" answers look like.
const MISSING_ID = 2_000_000_000;

type Problem = string;

export function crossTenantSuite(server: () => TestServer): void {
  let ops: Operation[] = [];
  let a: Actor;
  let b: Actor;
  let findA: IdFinder;
  let findB: IdFinder;

  beforeAll(async () => {
    const s = server();
    ops = implementedOperations(s.contract);
    const bAdmin = await s.token(B, `admin@${B}.test`);
    // B's menu modules all on, so that B's admin can list and create everything A will be pointed at.
    await s.request(B, 'DELETE', '/settings/modules.hidden', { token: bAdmin });
    const aAdmin = await s.token(A, `admin@${A}.test`);
    await enableNewsletter(s, A, aAdmin);
    await enableNewsletter(s, B, bAdmin);
    a = await createActor(s, A, aAdmin, ops);
    b = await createActor(s, B, bAdmin, ops);
    const explicit = explicitFinders(s);
    const keysOf = async (actor: Actor, path: string): Promise<Set<string>> => {
      const data = dataOf(await actor.get(path));
      const keys = Array.isArray(data) ? data.map((x: unknown) => (typeof x === 'object' && x !== null && 'key' in x ? String(x.key) : String(x))) : [];
      return new Set(keys);
    };
    findA = createIdFinder(s.contract.doc, ops, a, { explicit, salt: 'a' });
    // String keys (settings, preferences) B also has would reach A's own record of that key: pick B-only keys.
    findB = createIdFinder(s.contract.doc, ops, b, { explicit, salt: 'b', avoid: (path) => keysOf(a, path) });
  }, 300_000);

  describe('cross-tenant isolation (generated over the contract)', () => {
    it('builds request bodies the contract accepts for every operation', () => {
      const { doc, validator, routes } = server().contract;
      const refused: string[] = [];
      for (const op of routes.operations) {
        const ref = op.body?.contentTypes.get('application/json');
        if (!ref) continue;
        const value = minimalValue(doc, schemaAt(doc, ref), { idFor: () => 7, salt: 'x' });
        const errors = value === undefined ? { '': ['not built'] } : validator.body(ref, structuredClone(value), false);
        if (errors) refused.push(`${op.operationId}: ${JSON.stringify(errors)}`);
      }
      expect(refused).toEqual([]);
    });

    it("refuses B's token on A's host (401) at every operation that needs one", async () => {
      const s = server();
      const wrong: Problem[] = [];
      for (const op of s.contract.routes.operations) {
        if (op.permission.kind === 'public') continue;
        const bindings = Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
        const r = await s.request(A, op.method.toUpperCase(), fillPath(op.path, bindings), { token: b.token });
        if (r.status !== 401) wrong.push(`${op.operationId}: ${r.status}`);
      }
      expect(wrong).toEqual([]);
    }, 300_000);

    it("never lets A read, change or delete B's records through path ids", async () => {
      const s = server();
      const { doc } = s.contract;
      const gets = new Set(ops.filter((o) => o.method === 'get').map((o) => o.path));
      const folders = [path.join(s.config.dataDir, 'media')];
      const problems: Problem[] = [];
      let checked = 0;
      let calls = 0;
      for (const op of ops) {
        const names = pathParamNames(op);
        if (names.length === 0) continue;
        if (CROSS_TENANT_SKIPS[op.operationId]) continue;
        const foundB = await findB.find(op);
        if (!foundB.ok) {
          problems.push(`${op.operationId}: skipped, ${foundB.reason}`);
          continue;
        }
        const foundA = names.length > 1 ? await findA.find(op) : null;
        // All of B's ids; then A's parents around B's children (a handler checking only the parent's tenant).
        const variants: Bindings[] = [foundB.bindings];
        // (A fixed vocabulary, e.g. a sample's department, is no id of B: with only those left it is A's own call.)
        const ids = names.filter((n) => enumParam(doc, op, n) === undefined);
        if (foundA?.ok) {
          for (let k = 1; k < names.length; k++) {
            if (!ids.some((n) => names.indexOf(n) >= k)) continue;
            variants.push(Object.fromEntries(names.map((n, i) => [n, (i < k ? foundA.bindings : foundB.bindings)[n] ?? 0])));
          }
        }
        const snapshot = snapshotTemplate(op, gets);
        const snapPath = snapshot ? fillPath(snapshot, foundB.bindings) : null;
        // B's own read of the same ids must work, or A's 404 would prove nothing.
        const own = op.method === 'get' ? await b.call(planRequest(doc, op, foundB.bindings, { idFor: b.refs(op.path) })) : snapPath ? await b.get(snapPath) : null;
        if (own && own.status !== 200) problems.push(`${op.operationId}: B's own ${own.status} on its ids, the check proves nothing`);
        const before = await fingerprint(s.database.db, { folders });
        const seenBefore = own?.text ?? '';
        for (const bindings of variants) {
          const reply = await a.call(planRequest(doc, op, bindings, { idFor: a.refs(op.path), salt: `x${calls}` }));
          calls++;
          const where = `${op.operationId} ${op.method.toUpperCase()} ${fillPath(op.path, bindings)}`;
          if (reply.status >= 200 && reply.status < 300) problems.push(`${where}: ${reply.status} ${reply.text.slice(0, 160)}`);
          else if (reply.status !== 404) {
            const missing = Object.fromEntries(Object.entries(bindings).map(([k, v]) => [k, typeof v === 'number' ? MISSING_ID : enumParam(doc, op, k) !== undefined ? v : `${v}-missing`]));
            const control = await a.call(planRequest(doc, op, missing, { idFor: a.refs(op.path), salt: `y${calls}` }));
            const same = control.status === reply.status;
            if (!NOT_404[op.operationId] || !same) problems.push(`${where}: ${reply.status} (missing id: ${control.status}) ${reply.text.slice(0, 160)}`);
          }
        }
        const changed = changedTables(before, await fingerprint(s.database.db, { folders }));
        if (changed.length > 0) problems.push(`${op.operationId}: changed ${changed.join(', ')}`);
        if (snapPath && op.method !== 'get') {
          const seenAfter = (await b.get(snapPath)).text;
          if (seenAfter !== seenBefore) problems.push(`${op.operationId}: B's ${snapPath} changed`);
        }
        checked++;
      }
      console.log(`cross-tenant: ${checked} operations checked (${calls} calls with B's ids)`);
      expect(problems).toEqual([]);
    }, 600_000);

    it("never shows B's records in A's lists, even filtered by B's ids", async () => {
      const { doc } = server().contract;
      const problems: Problem[] = [];
      let compared = 0;
      for (const op of ops) {
        if (op.method !== 'get' || op.permission.kind === 'public') continue;
        const foundA = await findA.find(op);
        const foundB = await findB.find(op);
        if (!foundA.ok || !foundB.ok) continue;
        const query = widestPage(op);
        const listB = await b.call(planRequest(doc, op, foundB.bindings, { query, idFor: b.refs(op.path) }));
        const idsB = new Set(idsIn(dataOf(listB)));
        if (idsB.size === 0) continue;
        const listA = await a.call(planRequest(doc, op, foundA.bindings, { query, idFor: a.refs(op.path) }));
        const leaked = idsIn(dataOf(listA)).filter((id) => idsB.has(id));
        if (leaked.length > 0) problems.push(`${op.operationId}: A sees B's ${leaked.join(', ')}`);
        compared++;
        // Filters by reference (`?user_id=`, `?customer_id=`) given B's ids.
        for (const p of op.params.filter((x) => x.in === 'query' && /_id$/.test(x.name))) {
          const bId = b.idFor(p.name, op.path);
          if (bId === undefined) continue;
          const filtered = await a.call(planRequest(doc, op, foundA.bindings, { query: { ...query, [p.name]: String(bId) }, idFor: a.refs(op.path) }));
          if (filtered.status >= 500) problems.push(`${op.operationId}?${p.name}=${bId}: ${filtered.status}`);
          const seen = idsIn(dataOf(filtered)).filter((id) => idsB.has(id));
          if (seen.length > 0) problems.push(`${op.operationId}?${p.name}=${bId}: A sees B's ${seen.join(', ')}`);
        }
      }
      console.log(`cross-tenant: ${compared} lists compared`);
      expect(compared).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    }, 600_000);

    it("refuses references to B's records in A's bodies (404 or 422, nothing written)", async () => {
      const s = server();
      const { doc } = s.contract;
      const problems: Problem[] = [];
      let refused = 0;
      let earlier = 0;
      let n = 0;
      for (const op of ops) {
        const members = referenceMembers(doc, op);
        if (members.length === 0 || op.permission.kind === 'public') continue;
        const found = await findA.find(op);
        if (!found.ok) continue;
        for (const m of members) {
          const bId = b.idFor(m.name, op.path);
          if (bId === undefined) continue;
          n++;
          const refs = a.refs(op.path);
          const idFor = (field: string): number | undefined => (field === m.name ? bId : refs(field));
          const plan = planRequest(doc, op, found.bindings, { idFor, salt: `r${n}` });
          // The member may be optional: put it in explicitly.
          const body = typeof plan.body === 'string' ? (JSON.parse(plan.body) as Record<string, unknown>) : {};
          body[m.name] = m.many ? [bId] : bId;
          const before = await fingerprint(s.database.db);
          const reply = await a.call({ ...plan, body: JSON.stringify(body) });
          const changed = changedTables(before, await fingerprint(s.database.db));
          const where = `${op.operationId} ${m.name}=${bId}`;
          if (changed.length > 0) problems.push(`${where}: ${reply.status}, changed ${changed.join(', ')}`);
          else if (reply.status === 404 || reply.status === 422) refused++;
          else if (reply.status === 403 || reply.status === 409) earlier++;
          else if (!(reply.status === 204 && REFERENCE_NO_OPS[op.operationId])) problems.push(`${where}: ${reply.status} ${reply.text.slice(0, 200)}`);
        }
      }
      // `earlier`: refused by a rule about A's own record before the reference was looked at (e.g. "not a company").
      console.log(`cross-tenant: ${refused} of ${n} references to B's records refused (${earlier} refused earlier by another rule)`);
      expect(problems).toEqual([]);
    }, 600_000);
  });
}

/** The GET showing what a write would change: the record itself, or the nearest collection or record above it. */
function snapshotTemplate(op: Operation, gets: ReadonlySet<string>): string | null {
  if (op.method === 'get') return null;
  const segments = op.path.split('/').filter((x) => x !== '');
  for (let j = segments.length; j > 0; j--) {
    const template = `/${segments.slice(0, j).join('/')}`;
    if (gets.has(template)) return template;
  }
  return null;
}
