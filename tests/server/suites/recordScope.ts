import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { calendars } from '../../../server/src/db/schema/calendars.ts';
import { relatedUsers } from '../../../server/src/db/schema/core.ts';
import { companies, companyUsers } from '../../../server/src/db/schema/directory.ts';
import { userVacationHours, vacations } from '../../../server/src/db/schema/vacations.ts';
import { buildCatalogue } from '../../../server/src/permissions/catalogue.ts';
import type { Reply, TestServer } from '../harness.ts';
import { createActor, dataOf, type Actor } from '../contract/actor.ts';
import { implementedOperations } from '../contract/implemented.ts';
import { createRoleUser, tenantIdOf, type RoleUser } from '../contract/roleUsers.ts';
import { pathParamNames, planRequest, send, type Bindings, type RequestPlan } from '../contract/requests.ts';

// The record scope (server/src/permissions/recordScope.ts), generated over the contract: every operation declaring
// `x-scope` is called by six actors on a fresh record of one person (the owner) and, when the operation gives a
// record to someone (`x-scope.assignee`), with that person as the owner. The expected answer comes from the rule
// table below, never from a per-case list: an actor reaching the owner succeeds (2xx); an actor not reaching them
// gets 403.

const SLUG = 'acme';

/** How far an actor reaches (the rule: own records, own and the team's, every record). */
type Reach = 'own' | 'team' | 'all';
/** The actor's relation to the record's owner. */
type Relation = 'self' | 'leads' | 'stranger';

/** THE rule table. */
const REACHES: Readonly<Record<Reach, readonly Relation[]>> = { own: ['self'], team: ['self', 'leads'], all: ['self', 'leads', 'stranger'] };
const allowed = (reach: Reach, relation: Relation): boolean => REACHES[reach].includes(relation);

type ActorCase = { readonly name: string; readonly reach: Reach; readonly relation: Relation; readonly token: () => string };

/** Management keys: the catalogue's `*.management` (every scope's key is one of them). */
const isManagement = (permission: string): boolean => permission.endsWith('.management');

export function recordScopeSuite(server: () => TestServer): void {
  let ops: Operation[] = [];
  let admin: Actor;
  let adminToken = '';
  let owner: RoleUser;
  const people: Record<'stranger' | 'leader' | 'otherLeader' | 'manager', RoleUser> = {} as never;
  let cases: ActorCase[] = [];
  let ownerCalendar = 0;
  let made = 0;

  beforeAll(async () => {
    const s = server();
    ops = implementedOperations(s.contract);
    const catalogue = buildCatalogue(s.contract.routes.operations).map((e) => e.name);
    const tenantId = await tenantIdOf(s, SLUG);
    adminToken = await s.token(SLUG, `admin@${SLUG}.test`);
    admin = await createActor(s, SLUG, adminToken, ops);
    // Everyone but the manager holds every key except the management ones: only the record scope tells them apart.
    const working = catalogue.filter((p) => !isManagement(p));
    owner = await createRoleUser(s, tenantId, 'scope_owner', working);
    people.stranger = await createRoleUser(s, tenantId, 'scope_stranger', working);
    people.leader = await createRoleUser(s, tenantId, 'scope_leader', working);
    people.otherLeader = await createRoleUser(s, tenantId, 'scope_other_leader', working);
    people.manager = await createRoleUser(s, tenantId, 'scope_manager', catalogue);
    const { db } = s.database;
    await db.insert(relatedUsers).values([
      { tenantId, leaderId: people.leader.userId, memberId: owner.userId },
      { tenantId, leaderId: people.otherLeader.userId, memberId: people.stranger.userId },
    ]);
    // Working hours and allowances for the owner, so that leave on their behalf is computed, not refused for lacking them.
    await db.insert(userVacationHours).values(
      [2030, 2031, 2032, 2033].map((year) => ({ tenantId, userId: owner.userId, year, vacationHours: '2000', permissionHours: '2000', workingHoursPerDay: '8', workingDays: [1, 2, 3, 4, 5, 6, 7] })),
    );
    // The owner's primary calendar (made on first sight of their calendars).
    await s.request(SLUG, 'GET', '/calendars', { token: owner.token });
    const [cal] = await db
      .select({ id: calendars.id })
      .from(calendars)
      .where(and(eq(calendars.tenantId, tenantId), eq(calendars.ownerId, owner.userId), eq(calendars.primary, true)));
    if (!cal) throw new Error('the owner has no primary calendar');
    ownerCalendar = cal.id;
    cases = [
      { name: 'operator on own record', reach: 'own', relation: 'self', token: () => owner.token },
      { name: "operator on another's record", reach: 'own', relation: 'stranger', token: () => people.stranger.token },
      { name: "team leader on a member's record", reach: 'team', relation: 'leads', token: () => people.leader.token },
      { name: "team leader on an outsider's record", reach: 'team', relation: 'stranger', token: () => people.otherLeader.token },
      { name: 'holder of the management key', reach: 'all', relation: 'stranger', token: () => people.manager.token },
      { name: 'administrator', reach: 'all', relation: 'stranger', token: () => adminToken },
    ];
  }, 300_000);

  /** A fresh record of the owner for `x-scope.record`, by kind. */
  async function ownedRecord(kind: string): Promise<number> {
    const s = server();
    made++;
    const post = async (path: string, body: object): Promise<number> => {
      const r = await s.request(SLUG, 'POST', path, { token: owner.token, body });
      const id = (dataOf(r) as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') throw new Error(`POST ${path} as the owner: ${r.status} ${r.text.slice(0, 200)}`);
      return id;
    };
    switch (kind) {
      case 'task':
        return post('/tasks', { summary: `Attività di prova ${made}`, with_event: false });
      case 'work':
        return post('/works', { name: `Pratica di prova ${made}` });
      case 'sales_report': {
        const profile = admin.idFor('profile_id', '/sales-reports');
        return post('/sales-reports', { profile_id: profile, date: '2030-01-15', contact_type: 'visit', summary: `Visita ${made}` });
      }
      case 'vacation': {
        // Straight in the table: the owner has no working hours, and creation's balance rules are not the point here.
        const day = String(1 + (made % 28)).padStart(2, '0');
        const month = String(1 + Math.floor(made / 28) % 12).padStart(2, '0');
        const [row] = await s.database.db
          .insert(vacations)
          .values({ tenantId: await tenantIdOf(s, SLUG), userId: owner.userId, type: 'vacation', start: `2031-${month}-${day} 09:00:00`, end: `2031-${month}-${day} 13:00:00`, hours: '4', status: 'pending', createdBy: owner.userId })
          .returning({ id: vacations.id });
        if (!row) throw new Error('vacation not inserted');
        return row.id;
      }
      case 'calendar':
        return ownerCalendar;
      default:
        throw new Error(`no fixture for record kind ${kind}`);
    }
  }

  /** Path values: the owner's record for the scope's parameter, then each sub-record created under it by the owner. */
  async function bindingsFor(op: Operation): Promise<Bindings> {
    const s = server();
    const scope = op.scope;
    if (!scope) throw new Error(`${op.operationId} has no x-scope`);
    const bindings: Record<string, number> = {};
    if (scope.record !== null) bindings[scope.param] = await ownedRecord(scope.record);
    const segments = op.path.split('/').filter((x) => x !== '');
    for (const [i, seg] of segments.entries()) {
      const name = /^\{(.+)\}$/.exec(seg)?.[1];
      if (name === undefined || bindings[name] !== undefined) continue;
      // POST to the collection above the parameter, as the owner, with a minimal valid body.
      const template = `/${segments.slice(0, i).join('/')}`;
      const create = ops.find((o) => o.method === 'post' && o.path === template);
      if (!create) throw new Error(`${op.operationId}: nothing creates {${name}}`);
      made++;
      const plan = planRequest(s.contract.doc, create, bindings, { idFor: admin.refs(template), salt: `scope${made}` });
      const r = await send(s, SLUG, withBody(plan, create.path.startsWith('/calendars') ? { start: '2031-03-03 10:00:00' } : {}), owner.token);
      const data = dataOf(r);
      const id = Array.isArray(data) ? (data.at(-1) as { id?: unknown } | undefined)?.id : (data as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') throw new Error(`${op.operationId}: creating {${name}} as the owner: ${r.status} ${r.text.slice(0, 200)}`);
      bindings[name] = id;
    }
    for (const name of pathParamNames(op)) if (bindings[name] === undefined) throw new Error(`${op.operationId}: no {${name}}`);
    return bindings;
  }

  /** The plan with some JSON body members set (a multipart or empty body is left as it is). */
  function withBody(plan: RequestPlan, members: Readonly<Record<string, unknown>>): RequestPlan {
    if (typeof plan.body !== 'string' || Object.keys(members).length === 0) return plan;
    const value = JSON.parse(plan.body) as Record<string, unknown>;
    return { ...plan, body: JSON.stringify({ ...value, ...members }) };
  }

  async function attempt(op: Operation, actor: ActorCase, i: number): Promise<Reply> {
    const s = server();
    const bindings = await bindingsFor(op);
    // A calendar event moves within the owner's calendar: the destination is the same record.
    const query: Record<string, string> = op.params.some((p) => p.in === 'query' && p.name === 'destination') ? { destination: String(bindings.id) } : {};
    const plan = planRequest(s.contract.doc, op, bindings, { idFor: admin.refs(op.path), salt: `sc${i}`, query });
    // The person the record is given to is the owner too: the same relation decides.
    // A new task without its 'Costo ' event (which needs a start): the task is the point here.
    // Leave on a day of its own (the minimal body's start and end are equal, and periods may not overlap).
    const day = `${2032 + Math.floor(i / 336)}-${String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const leave = op.tags.includes('vacations') ? { start: `${day} 09:00:00`, end: `${day} 13:00:00` } : {};
    const extra = op.operationId === 'createTask' ? { with_event: false } : leave;
    return send(s, SLUG, withBody(plan, { ...extra, ...(op.scope?.assignee ? { [op.scope.assignee]: owner.userId } : {}) }), actor.token());
  }

  describe('record scope (generated over the contract and the rule table)', () => {
    it('lets each actor act on the owner\'s records exactly as far as the rule reaches', async () => {
      const scoped = ops.filter((op) => op.scope !== null);
      const problems: string[] = [];
      const tally = { allowed: 0, refused: 0 };
      const allowedStatuses = new Map<number, number>();
      let i = 0;
      for (const op of scoped) {
        for (const actor of cases) {
          const expected = allowed(actor.reach, actor.relation);
          const r = await attempt(op, actor, i++);
          const passed = r.status >= 200 && r.status < 300;
          if (expected && passed) {
            tally.allowed++;
            allowedStatuses.set(r.status, (allowedStatuses.get(r.status) ?? 0) + 1);
          }
          else if (!expected && r.status === 403) tally.refused++;
          else problems.push(`${op.operationId} / ${actor.name}: expected ${expected ? 'allowed' : '403'}, got ${r.status} ${r.text.slice(0, 120)}`);
        }
      }
      console.log(`record scope: ${scoped.length} scoped operations × ${cases.length} actors: ${tally.allowed} allowed, ${tally.refused} refused as the rule says (allowed answers: ${[...allowedStatuses].map(([status, n]) => `${n}× ${status}`).join(', ')})`);
      expect(scoped.length).toBeGreaterThanOrEqual(30);
      expect(problems).toEqual([]);
    }, 600_000);

    it("counts a work's task assignees among its people (and says so in the work's `people`)", async () => {
      const s = server();
      const made = await s.request(SLUG, 'POST', '/works', { token: adminToken, body: { name: 'Pratica condivisa' } });
      const workId = (dataOf(made) as { id: number }).id;
      const update = (token: string) => s.request(SLUG, 'PUT', `/works/${workId}`, { token, body: { name: 'Pratica condivisa, rinominata' } });
      expect((await update(owner.token)).status).toBe(403);
      const task = await s.request(SLUG, 'POST', '/tasks', { token: adminToken, body: { summary: 'Sopralluogo', with_event: false, work_id: workId, assignee_id: owner.userId } });
      expect(task.status).toBe(201);
      expect((await update(owner.token)).status).toBe(200);
      expect((await update(people.leader.token)).status).toBe(200);
      expect((await update(people.stranger.token)).status).toBe(403);
      const read = await s.request(SLUG, 'GET', `/works/${workId}`, { token: owner.token });
      expect((dataOf(read) as { people: number[] }).people).toContain(owner.userId);
    });

    it("flags the calendars `writable` as far as the rule reaches, and the writes agree (a team member's company calendar included)", async () => {
      const s = server();
      const { db } = s.database;
      const tenantId = await tenantIdOf(s, SLUG);
      const [company] = await db.insert(companies).values({ tenantId, name: 'Scope Srl' }).returning({ id: companies.id });
      if (!company) throw new Error('no company');
      await db.insert(companyUsers).values({ tenantId, companyId: company.id, userId: owner.userId });
      const [shared] = await db.insert(calendars).values({ tenantId, name: 'Agenda Scope', type: 'company', companyId: company.id }).returning({ id: calendars.id });
      if (!shared) throw new Error('no company calendar');
      const expected = { owner: true, stranger: false, leader: true, otherLeader: false, manager: true };
      for (const [who, writable] of Object.entries(expected)) {
        const token = who === 'owner' ? owner.token : people[who as keyof typeof people].token;
        const listed = (await s.request(SLUG, 'GET', '/calendars?page_size=500', { token })).body as { data: { id: number; writable: boolean }[] };
        for (const id of [ownerCalendar, shared.id]) {
          expect(listed.data.find((c) => c.id === id)?.writable, `${who} on calendar ${id}`).toBe(writable);
          const made = await s.request(SLUG, 'POST', `/calendars/${id}/events`, { token, body: { summary: 'Prova', start: '2031-06-02 09:00:00' } });
          expect(made.status, `${who} writes in calendar ${id}: ${made.text}`).toBe(writable ? 201 : 403);
        }
      }
    });

    it('declares the scope on every write of the five modules that names a record of one person', () => {
      const writes = ops.filter((op) => op.method !== 'get' && /^\/(tasks|works|vacations|sales-reports)\/\{id\}/.test(op.path));
      const exempt = new Set(['changeVacationStatus', 'createTaskComment', 'updateTaskComment', 'deleteTaskComment']);
      const missing = writes.filter((op) => op.scope === null && !exempt.has(op.operationId)).map((op) => op.operationId);
      expect(missing).toEqual([]);
    });
  });
}
