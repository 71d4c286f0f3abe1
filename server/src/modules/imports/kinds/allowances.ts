import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/core.ts';
import { userVacationHours } from '../../../db/schema/vacations.ts';
import type { FieldSpec, ImportKind, Planned, Written } from '../kind.ts';
import { snapshot } from '../records.ts';
import { readEmail, readInteger } from '../values.ts';
import { RowReader } from './common.ts';
import { normalHeader } from '../mapping.ts';
import { wordOf } from '../../../i18n/words.ts';
import { LANGUAGES } from '../../../../../src/domain/constants/languages.ts';

// Leave allowances: hours per user, year and kind (vacation, permits, ex-holidays). The data model keeps one
// record per user and year (user_vacation_hours) with a column per kind, so a row sets one column of that record,
// creating the record when the user has none for the year: its working hours per day and days come from the row
// when given, else from the user's latest other year, else 8 hours Monday to Friday.

export const ALLOWANCE_FIELDS: readonly FieldSpec[] = [
  { name: 'email', required: true, aliases: ['e-mail', 'mail', 'email', 'utente', 'dipendente', 'user', 'employee'] },
  { name: 'year', required: true, aliases: ['anno', 'year'] },
  { name: 'kind', required: true, aliases: ['tipo', 'tipo monte ore', 'voce', 'kind', 'type', 'leave type'] },
  { name: 'hours', required: true, aliases: ['ore', 'monte ore', 'hours'] },
  { name: 'working_hours_per_day', required: false, aliases: ['ore al giorno', 'ore giornaliere', 'ore lavorative al giorno', 'working hours per day', 'hours per day'] },
];

const KIND_COLUMN = { vacation: 'vacationHours', permission: 'permissionHours', exHoliday: 'exHolidayHours' } as const;
type Kind = keyof typeof KIND_COLUMN;
/** The kinds as the screens word them (common.json eventTypes, what the allowances export writes), by event key. */
const SCREEN_KIND: Readonly<Record<string, Kind>> = { vacation: 'vacation', permission: 'permission', ex_holiday: 'exHoliday' };
const OTHER_WORDS: readonly (readonly [string, Kind])[] = [
  ['ferie', 'vacation'],
  ['vacation', 'vacation'],
  ['vacations', 'vacation'],
  ['holiday', 'vacation'],
  ['permessi', 'permission'],
  ['permesso', 'permission'],
  ['rol', 'permission'],
  ['permits', 'permission'],
  ['permit', 'permission'],
  ['permission', 'permission'],
  ['ex festività', 'exHoliday'],
  ['ex-holidays', 'exHoliday'],
  ['ex-holiday', 'exHoliday'],
  ['exHoliday', 'exHoliday'],
];
/** Compared without case, accents, spaces and punctuation, as headers are ("Ex-festività" = "ex festivita"). */
const KIND_WORDS: ReadonlyMap<string, Kind> = new Map([
  ...Object.entries(SCREEN_KIND).flatMap(([event, kind]) => [[event, kind] as const, ...LANGUAGES.map((l) => [wordOf('leaveTypes')(event, l), kind] as const)]),
  ...OTHER_WORDS,
].map(([word, kind]) => [normalHeader(word), kind]));

export type AllowanceValue = { readonly email: string; readonly year: number; readonly kind: Kind; readonly hours: string; readonly perDay: string | null };
type Plan = { readonly userId: number; readonly email: string; readonly year: number; readonly kind: Kind; readonly hours: string; readonly perDay: string | null };

const DEFAULT_PER_DAY = '8';
const DEFAULT_DAYS = [1, 2, 3, 4, 5];

export const allowancesKind: ImportKind<AllowanceValue, Plan> = {
  kind: 'allowances',
  fields: ALLOWANCE_FIELDS,
  permissions: ['user_vacation_hours.create', 'user_vacation_hours.update'],
  parse(cells, conventions) {
    const r = new RowReader(cells, conventions);
    const email = r.require('email') === null ? null : r.read('email', readEmail);
    const year = r.require('year') === null ? null : r.read('year', readInteger);
    if (year !== null && (year < 2000 || year > 2100)) r.problem('year', 'imports.reasons.notAnInteger');
    const kindText = r.require('kind');
    const kind = kindText === null ? undefined : KIND_WORDS.get(normalHeader(kindText));
    if (kindText !== null && kind === undefined) r.problem('kind', 'imports.reasons.unknownLeaveKind');
    const hours = r.require('hours') === null ? null : r.decimal('hours', 8);
    if (hours?.startsWith('-')) r.problem('hours', 'imports.reasons.negative');
    // numeric(12,4) and numeric(8,4), as the contract says.
    const perDay = r.decimal('working_hours_per_day', 4);
    if (r.problems.length > 0 || email === null || year === null || kind === undefined || hours === null) return { ok: false, problems: r.problems };
    return { ok: true, key: `${email}|${year}|${kind}`, keyField: 'email', value: { email, year, kind, hours, perDay } };
  },
  async plan(ctx, rows) {
    const emails = [...new Set(rows.map((r) => r.value.email))];
    const people = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.tenantId, ctx.tenantId), inArray(sql`lower(${users.email})`, emails)));
    const idOf = new Map(people.map((p) => [p.email.toLowerCase(), p.id]));
    const ids = people.map((p) => p.id);
    const records = ids.length ? await ctx.db.select().from(userVacationHours).where(and(eq(userVacationHours.tenantId, ctx.tenantId), inArray(userVacationHours.userId, ids))) : [];
    const recordOf = new Map(records.map((r) => [`${r.userId}|${r.year}`, r]));
    return rows.map(({ row, value }): Planned<Plan> => {
      const userId = idOf.get(value.email);
      if (userId === undefined) return { row, action: 'reject', problems: [{ field: 'email', key: 'imports.reasons.unknownUser', params: { value: value.email } }] };
      const plan = { userId, email: value.email, year: value.year, kind: value.kind, hours: value.hours, perDay: value.perDay };
      const rec = recordOf.get(`${userId}|${value.year}`);
      if (!rec) return { row, action: 'create', plan };
      const same = Number(rec[KIND_COLUMN[value.kind]]) === Number(value.hours) && (value.perDay === null || Number(rec.workingHoursPerDay) === Number(value.perDay));
      return { row, action: same ? 'unchanged' : 'update', plan };
    });
  },
  async write(ctx, rows) {
    const out: Written[] = [];
    // One record per user and year: rows of the same batch for one record write it once each, and only the first
    // touch of a record in the batch is recorded (its image before the batch is what the undo puts back).
    const touched = new Set<number>();
    for (const r of rows) {
      const p = r.plan;
      const [rec] = await ctx.db.select().from(userVacationHours).where(and(eq(userVacationHours.userId, p.userId), eq(userVacationHours.year, p.year)));
      const column = KIND_COLUMN[p.kind];
      const label = `${p.email} ${p.year}`;
      if (!rec) {
        const [latest] = await ctx.db.select().from(userVacationHours).where(eq(userVacationHours.userId, p.userId)).orderBy(sql`${userVacationHours.year} desc`).limit(1);
        const [made] = await ctx.db
          .insert(userVacationHours)
          .values({
            tenantId: ctx.tenantId,
            userId: p.userId,
            year: p.year,
            vacationHours: '0',
            permissionHours: '0',
            exHolidayHours: '0',
            [column]: p.hours,
            workingHoursPerDay: p.perDay ?? latest?.workingHoursPerDay ?? DEFAULT_PER_DAY,
            workingDays: latest?.workingDays ?? DEFAULT_DAYS,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning({ id: userVacationHours.id });
        if (!made) continue;
        touched.add(made.id);
        out.push({ row: r.row, table: 'user_vacation_hours', recordId: made.id, label, action: 'created', before: null });
        continue;
      }
      const before = touched.has(rec.id) ? null : (await snapshot(ctx.db, 'user_vacation_hours', ctx.tenantId, [rec.id])).get(rec.id);
      await ctx.db
        .update(userVacationHours)
        .set({ [column]: p.hours, ...(p.perDay === null ? {} : { workingHoursPerDay: p.perDay }), updatedAt: ctx.now })
        .where(eq(userVacationHours.id, rec.id));
      if (!touched.has(rec.id)) out.push({ row: r.row, table: 'user_vacation_hours', recordId: rec.id, label, action: 'updated', before: before ?? null });
      touched.add(rec.id);
    }
    return out;
  },
};
