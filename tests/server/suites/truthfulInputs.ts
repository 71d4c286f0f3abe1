import { beforeAll, describe, expect, it } from 'vitest';
import type { Json, OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { DB_VALUE_MESSAGES } from '../../../server/src/http/dbValueErrors.ts';
import type { Reply, TestServer } from '../harness.ts';
import { createActor, type Actor } from '../contract/actor.ts';
import { changedTables, fingerprint, type Fingerprint } from '../contract/fingerprint.ts';
import { createIdFinder, type IdFinder } from '../contract/ids.ts';
import { implementedOperations } from '../contract/implemented.ts';
import { minimalValue } from '../contract/minimalValue.ts';
import { explicitFinders } from '../contract/probes.ts';
import { pathParamNames, planRequest, type Bindings, type RequestPlan } from '../contract/requests.ts';
import { bodySchema, fieldName, typedFields, withValueAt, type TypedField, type TypedKind } from '../contract/typedFields.ts';

// Generated over the contract: every operation that takes a date, a wall-clock date-time or a decimal (in its
// query or its JSON body, found by schema) gets, one member at a time in an otherwise valid request, values that
// are not real calendar values or do not fit (2026-02-30, 25:61:61, year 0000, 1e20, 13 integer digits…): each
// must be a 422 naming that member, and the batch must write nothing. Then the contract's own limits are sent
// (the largest decimal its pattern allows, the first and last days of the calendar, a leap day): they may be
// refused by a business rule, but never with a 5xx, never as "not a valid date", and never by the database's
// out-of-range defence, which would mean the contract promises more than the column holds.

const SLUG = 'acme';

const INVALID: Readonly<Record<TypedKind, readonly Json[]>> = {
  date: ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-00-00', '0000-01-01', '2026-1-5', '2026-01-01 09:00:00', 20260101],
  'date-time': [
    '2026-02-30 10:00:00',
    '2026-01-01 25:61:61',
    '2026-01-01 24:00:00',
    '2026-01-01 10:60:00',
    '2025-02-29 09:00:00',
    '2026-13-01 09:00:00',
    '0000-00-00 00:00:00',
    '0000-01-01 00:00:00',
    '2026-01-01T09:00:00',
    '2026-01-01',
  ],
  decimal: ['1e20', '99999999999999.99', '1.23456', '1,5', 'NaN', 'Infinity', '', ' 1', '0x10', 1e20, 1.5],
};

// Values the contract accepts: a refusal is fine (a business rule), a 5xx or a calendar complaint is not.
const VALID_EDGES: Readonly<Record<'date' | 'date-time', readonly string[]>> = {
  date: ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'],
  'date-time': ['2024-02-29 23:59:59', '0001-01-01 00:00:00', '9999-12-31 23:59:59'],
};

const CALENDAR_MESSAGE = /must be a valid date/;

/** Longest run of `9`s the pattern takes as a whole number, and the most decimals it takes after it. */
function decimalLimits(pattern: string): { digits: number; decimals: number; negative: boolean } {
  const re = new RegExp(pattern, 'u');
  let digits = 0;
  while (digits < 40 && re.test('9'.repeat(digits + 1))) digits++;
  let decimals = 0;
  while (decimals < 20 && re.test(`1.${'9'.repeat(decimals + 1)}`)) decimals++;
  return { digits, decimals, negative: re.test('-1') };
}

/** Decimal values for one member: beyond its pattern (must be 422) and at its limits (must be stored or refused by a rule). */
function decimalValues(field: TypedField): { beyond: Json[]; limits: string[] } {
  const pattern = typeof field.schema.pattern === 'string' ? field.schema.pattern : '.*';
  const { digits, decimals, negative } = decimalLimits(pattern);
  const largest = `${'9'.repeat(digits)}${decimals > 0 ? `.${'9'.repeat(decimals)}` : ''}`;
  return {
    beyond: [...INVALID.decimal, '9'.repeat(digits + 1), `1.${'1'.repeat(decimals + 1)}`, ...(negative ? [] : ['-1'])],
    limits: [largest, ...(negative ? [`-${largest}`] : [])],
  };
}

export function truthfulInputsSuite(server: () => TestServer): void {
  let ops: Operation[] = [];
  let admin: Actor;
  let finder: IdFinder;

  beforeAll(async () => {
    const s = server();
    ops = implementedOperations(s.contract);
    admin = await createActor(s, SLUG, await s.token(SLUG, `admin@${SLUG}.test`), ops);
    finder = createIdFinder(s.contract.doc, ops, admin, { salt: 't', explicit: explicitFinders(s) });
  }, 300_000);

  /** The operation's valid request with these values in these members (a fresh salt per request: names stay unique). */
  function planWithAll(doc: OpenApiDocument, op: Operation, bindings: Bindings, changes: readonly (readonly [TypedField, Json])[], salt: string): RequestPlan {
    const opts = { idFor: admin.refs(op.path), salt };
    const query: Record<string, string> = {};
    for (const [field, value] of changes) if (field.in === 'query') query[String(field.path[0])] = typeof value === 'string' ? value : JSON.stringify(value);
    const base = planRequest(doc, op, bindings, { ...opts, query });
    const bodyChanges = changes.filter(([field]) => field.in === 'body');
    if (bodyChanges.length === 0) return base;
    let body: Json = minimalValue(doc, bodySchema(doc, op)?.schema, opts) ?? {};
    for (const [field, value] of bodyChanges) body = withValueAt(doc, body, field, value);
    return { ...base, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  }

  const planWith = (doc: OpenApiDocument, op: Operation, bindings: Bindings, field: TypedField, value: Json, salt: string): RequestPlan =>
    planWithAll(doc, op, bindings, [[field, value]], salt);

  /** A request to the operation `operationId` with real path ids and these member values (by dotted name). */
  async function requestWith(operationId: string, values: Readonly<Record<string, Json>>, salt: string): Promise<Reply> {
    const s = server();
    const { doc } = s.contract;
    const op = ops.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`${operationId} is not implemented`);
    const fields = typedFields(doc, op);
    const changes = Object.entries(values).map(([name, value]): readonly [TypedField, Json] => {
      const field = fields.find((f) => fieldName(f) === name);
      if (!field) throw new Error(`${operationId} has no date, date-time or decimal member ${name}`);
      return [field, value];
    });
    const found = await finder.find(op);
    const bindings = found.ok ? found.bindings : Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
    return admin.call(planWithAll(doc, op, bindings, changes, salt));
  }

  const errorsOf = (r: Reply): Record<string, string[]> => {
    const b = r.body;
    return typeof b === 'object' && b !== null && 'errors' in b && typeof b.errors === 'object' && b.errors !== null ? (b.errors as Record<string, string[]>) : {};
  };

  describe('truthful input checks', () => {
    it('answers an unreal period with a field message instead of rolling it over (was 1,576 hours)', async () => {
      const r = await requestWith('getVacationDuration', { start: '2026-02-30 08:00:00', end: '2026-03-02 18:00:00' }, 'd1');
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ message: 'The given data was invalid.', errors: { start: ['The start field must be a valid date and time (dd/mm/yyyy hh:mm).'] } });
      const both = await requestWith('getVacationDuration', { start: '0000-00-00 00:00:00', end: '2026-01-01 25:61:61' }, 'd2');
      expect(Object.keys((both.body as { errors: object }).errors).sort()).toEqual(['end', 'start']);
      const list = await requestWith('listQuotes', { from: '2026-02-30' }, 'd3');
      expect(list.body).toMatchObject({ errors: { from: ['The from field must be a valid date (dd/mm/yyyy).'] } });
      // The leap day of a leap year is a date like any other.
      const leap = await requestWith('listQuotes', { from: '2024-02-29', to: '2024-03-01' }, 'd4');
      expect(leap.status).toBe(200);
    });

    it('refuses a decimal beyond its column and a row total beyond numeric(16,2) with a 422 naming the member', async () => {
      const hours = await requestWith('createUserVacationHour', { working_hours_per_day: '99999' }, 'n1');
      expect(hours.status).toBe(422);
      expect(hours.body).toMatchObject({ errors: { working_hours_per_day: ['The working hours per day field format is invalid.'] } });
      // Proposals bound each amount on its own (quantity ≤ 1e9, unit price ≤ 1e7): amounts inside those bounds
      // whose product still does not fit.
      for (const [op, quantity, price] of [
        ['createQuote', '999999999999', '999999999999'],
        ['createProposal', '1000000000', '1000000'],
      ] as const) {
        const r = await requestWith(op, { 'rows.0.quantity': quantity, 'rows.0.unit_price': price }, `n2${op}`);
        expect(r.status, r.text).toBe(422);
        expect(r.body).toMatchObject({ errors: { 'rows.0.quantity': ['The row total (quantity × unit price) must not be greater than €99,999,999,999,999.99.'] } });
      }
    });

    it('refuses what the server would derive past the end of the calendar', async () => {
      const event = await requestWith('createCalendarEvent', { start: '9999-12-31 23:59:59' }, 'e1');
      expect(event.status).toBe(422);
      expect(event.body).toMatchObject({ errors: { end: [expect.stringContaining('31/12/9999 23:59')] } });
      const long = await requestWith('createCalendarEvent', { start: '0001-01-01 00:00:00', end: '9999-12-31 23:59:59' }, 'e2');
      expect(long.status).toBe(422);
      const proposal = await requestWith('createProposal', { date: '9999-12-31' }, 'e3');
      expect(proposal.status).toBe(422);
      expect(proposal.body).toMatchObject({ errors: { date: [expect.any(String)] } });
    });
  });

  describe('truthful input checks (generated over the contract)', () => {
    it('refuses dates, date-times and decimals that are not real or do not fit, with a 422 naming the member and nothing written', async () => {
      const s = server();
      const { doc } = s.contract;
      const snapshot = (): Promise<Fingerprint> => fingerprint(s.database.db, { exclude: new Set(['login_attempts']) });
      const problems: string[] = [];
      const covered: string[] = [];
      let requests = 0;
      let members = 0;
      for (const [index, op] of ops.entries()) {
        const fields = typedFields(doc, op).filter((f) => f.in === 'query' || bodySchema(doc, op)?.type === 'application/json');
        if (fields.length === 0) continue;
        covered.push(op.operationId);
        members += fields.length;
        const found = await finder.find(op);
        const bindings = found.ok ? found.bindings : Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
        const before = await snapshot();
        for (const field of fields) {
          const values = field.kind === 'decimal' ? decimalValues(field).beyond : INVALID[field.kind];
          for (const [k, value] of values.entries()) {
            const r = await admin.call(planWith(doc, op, bindings, field, value, `t${index}x${k}`));
            requests++;
            const name = fieldName(field);
            const where = `${op.operationId} ${field.in} ${name}=${JSON.stringify(value)}`;
            if (r.status !== 422) problems.push(`${where}: ${r.status} ${r.text.slice(0, 160)}`);
            else if (!Object.hasOwn(errorsOf(r), name)) problems.push(`${where}: 422 without a message for ${name}: ${r.text.slice(0, 160)}`);
          }
        }
        const changed = changedTables(before, await snapshot());
        if (changed.length > 0) problems.push(`${op.operationId}: refused requests changed ${changed.join(', ')}`);
      }
      console.log(`truthful inputs: ${covered.length} operations covered (${members} date, date-time and decimal members, ${requests} refused requests): ${covered.join(', ')}`);
      expect(covered.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }, 600_000);

    it('takes the values at the limits of the contract without a 5xx, a calendar complaint or a database overflow', async () => {
      const s = server();
      const { doc } = s.contract;
      const problems: string[] = [];
      let requests = 0;
      for (const [index, op] of ops.entries()) {
        const fields = typedFields(doc, op).filter((f) => f.in === 'query' || bodySchema(doc, op)?.type === 'application/json');
        if (fields.length === 0) continue;
        const found = await finder.find(op);
        const bindings = found.ok ? found.bindings : Object.fromEntries(pathParamNames(op).map((n) => [n, 1]));
        for (const field of fields) {
          const values = field.kind === 'decimal' ? decimalValues(field).limits : VALID_EDGES[field.kind];
          for (const [k, value] of values.entries()) {
            const r = await admin.call(planWith(doc, op, bindings, field, value, `t${index}v${k}`));
            requests++;
            const name = fieldName(field);
            const where = `${op.operationId} ${field.in} ${name}=${value}`;
            const messages = Object.values(errorsOf(r)).flat();
            if (r.status >= 500) problems.push(`${where}: ${r.status} ${r.text.slice(0, 160)}`);
            else if ((errorsOf(r)[name] ?? []).some((m) => CALENDAR_MESSAGE.test(m))) problems.push(`${where}: refused as not a real date: ${r.text.slice(0, 160)}`);
            else if (messages.some((m) => DB_VALUE_MESSAGES.includes(m))) problems.push(`${where}: the contract took it, the database did not: ${r.text.slice(0, 160)}`);
          }
        }
      }
      console.log(`truthful inputs: ${requests} requests at the contract's limits`);
      expect(problems).toEqual([]);
    }, 600_000);
  });
}
