import type { components } from '../../../../src/api/schema.gen.ts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { documents } from '../schema/documents.ts';
import { profiles } from '../schema/directory.ts';
import { userVacationHours, vacations } from '../schema/vacations.ts';
import { saveMedia } from '../../media/store.ts';
import { DOCUMENT_MEDIA } from '../../modules/documents/repository.ts';
import { holidayCalendar, PATRON_SAINT_SETTING, patronSaintDay } from '../../../../src/domain/italianHolidays.ts';
import { workingDuration, yearsOf, type Schedule } from '../../modules/vacations/duration.ts';
import { syncVacationEvent } from '../../modules/vacations/event.ts';
import { decisionKind, periodOf as historyPeriod, recordStep } from '../../modules/vacations/history.ts';
import type { VacationRow } from '../../modules/vacations/repository.ts';
import type { DemoRole, ModuleSeeder, SeedTenant } from './context.ts';
import { DEMO_TENANTS } from './demoTenants.ts';
import { documentFiles } from './peopleFiles.ts';

// People's data: every demo user's leave allowance and schedule, vacation requests in every status over the
// current and next month (each with its calendar event), and a few archived documents with real files.
// Statistics have no seed: they are computed from the other modules' data. Deterministic: no randomness.

const ROLES: readonly DemoRole[] = ['admin', 'sub_admin', 'supervisor', 'operator'];
const SCHEDULE: Schedule = { hoursPerDay: '8', workingDays: [1, 2, 3, 4, 5] };
/** Yearly hours per kind as the tenants' contracts give them (ferie, ROL, ex-festività): different on purpose. */
const ALLOWANCES: Readonly<Record<string, { vacationHours: string; permissionHours: string; exHolidayHours: string }>> = {
  acme: { vacationHours: '160', permissionHours: '72', exHolidayHours: '32' },
  borgo: { vacationHours: '176', permissionHours: '104', exHolidayHours: '28' },
};
const DEFAULT_ALLOWANCE = { vacationHours: '160', permissionHours: '56', exHolidayHours: '32' } as const;

type VacationSeed = {
  who: DemoRole;
  type: components['schemas']['VacationTypeKey'];
  typeDescription?: string;
  /** 0 = current month, 1 = next month. */
  month: 0 | 1;
  /** The nth working day (Mon–Fri) of that month, 1-based, and how many working days it lasts. */
  day: number;
  days: number;
  /** Set for part-day requests (permissions, medical exams): wall-clock times on that day. */
  hours?: readonly [string, string];
  status: 'pending' | 'accepted' | 'modified' | 'rejected';
  notes: string | null;
  /** The approver's note of the decision (a rejection's reason, a change's explanation). */
  approverNote?: string;
  /** Accepted with changes: how many working days were asked for before the approver shortened the period. */
  asked?: number;
};

const VACATIONS: readonly VacationSeed[] = [
  { who: 'operator', type: 'vacation', month: 1, day: 6, days: 5, status: 'pending', notes: 'Settimana al mare con la famiglia.' },
  { who: 'operator', type: 'permission', month: 0, day: 4, days: 1, hours: ['14:00:00', '16:00:00'], status: 'accepted', notes: 'Pratiche in comune.' },
  { who: 'supervisor', type: 'vacation', month: 0, day: 12, days: 2, status: 'accepted', notes: null },
  { who: 'supervisor', type: 'medical_exam', month: 1, day: 3, days: 1, hours: ['08:30:00', '11:30:00'], status: 'pending', notes: 'Visita di controllo.' },
  {
    who: 'sub_admin', type: 'vacations_and_permissions', month: 0, day: 15, days: 3, asked: 5, status: 'modified', notes: 'Ridotta a tre giorni per la consegna in cantiere.',
    approverNote: 'Approvata per tre giorni: giovedì e venerdì serve la consegna in cantiere.',
  },
  {
    who: 'sub_admin', type: 'smart_working', month: 1, day: 2, days: 1, status: 'rejected', notes: 'Serve la presenza in sede per la riunione trimestrale.',
    approverNote: 'Il giorno della riunione trimestrale serve la presenza in sede.',
  },
  { who: 'admin', type: 'mission', month: 1, day: 8, days: 2, status: 'accepted', notes: 'Fiera di Verona.' },
  { who: 'operator', type: 'paid_time_off', month: 1, day: 12, days: 1, hours: ['09:00:00', '13:00:00'], status: 'pending', notes: null },
];

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of the nth Monday–Friday of the month `offset` months after `now`'s. */
function nthWorkingDay(now: string, offset: number, n: number): string {
  const base = new Date(Date.UTC(Number(now.slice(0, 4)), Number(now.slice(5, 7)) - 1 + offset, 1));
  let seen = 0;
  for (let d = new Date(base); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) seen += 1;
    if (seen === n) return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
}

function periodOf(now: string, v: VacationSeed): { start: string; end: string; allDay: boolean } {
  const first = nthWorkingDay(now, v.month, v.day);
  if (v.hours) return { start: `${first} ${v.hours[0]}`, end: `${first} ${v.hours[1]}`, allDay: false };
  const last = nthWorkingDay(now, v.month, v.day + v.days - 1);
  return { start: `${first} 00:00:00`, end: `${last} 23:59:59`, allDay: true };
}

const vacationsHidden = (slug: string): boolean => {
  const hidden = DEMO_TENANTS.find((d) => d.slug === slug)?.settings['modules.hidden'];
  return Array.isArray(hidden) && hidden.includes('vacations');
};

async function seedVacations(db: Db, t: SeedTenant): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(userVacationHours).where(eq(userVacationHours.tenantId, t.id));
  if ((existing?.n ?? 0) > 0 || vacationsHidden(t.slug)) return;
  const periods = VACATIONS.map((v) => ({ seed: v, ...periodOf(t.now, v) }));
  // The current year, and the next one when next month's requests fall in it (a December demo).
  const years = [...new Set(periods.flatMap((p) => yearsOf(p.start, p.end)).concat(Number(t.now.slice(0, 4))))].sort();
  for (const role of ROLES) {
    for (const year of years) {
      await db.insert(userVacationHours).values({
        tenantId: t.id,
        userId: t.users[role],
        year,
        ...(ALLOWANCES[t.slug] ?? DEFAULT_ALLOWANCE),
        workingHoursPerDay: SCHEDULE.hoursPerDay,
        workingDays: [...SCHEDULE.workingDays],
        createdAt: t.now,
        updatedAt: t.now,
      });
    }
  }
  const schedules = new Map(years.map((y) => [y, SCHEDULE]));
  // The tenant's calendar as the server computes requests: holidays and its patron saint cost nothing.
  const isHoliday = holidayCalendar(patronSaintDay(DEMO_TENANTS.find((d) => d.slug === t.slug)?.settings[PATRON_SAINT_SETTING]));
  for (const p of periods) {
    const duration = workingDuration(p.start, p.end, schedules, isHoliday);
    if (typeof duration === 'string') continue;
    const decided = p.seed.status !== 'pending';
    const [row] = await db
      .insert(vacations)
      .values({
        tenantId: t.id,
        userId: t.users[p.seed.who],
        type: p.seed.type,
        typeDescription: p.seed.typeDescription ?? null,
        start: p.start,
        end: p.end,
        allDay: p.allDay,
        hours: duration.hours,
        status: p.seed.status,
        notes: p.seed.notes,
        approverNotes: p.seed.approverNote ?? null,
        approverId: decided ? t.users.admin : null,
        createdBy: t.users[p.seed.who],
        createdAt: t.now,
        updatedAt: t.now,
      })
      .returning();
    if (!row) continue;
    await syncVacationEvent(db, row, t.now);
    await seedHistory(db, t, p.seed, row, schedules);
  }
}

/** The request's history as the app would have written it: filed by the requester, then the admin's decision. */
async function seedHistory(db: Db, t: SeedTenant, seed: VacationSeed, row: VacationRow, schedules: ReadonlyMap<number, Schedule>): Promise<void> {
  const granted = historyPeriod(row);
  const askedPeriod = seed.asked ? periodOf(t.now, { ...seed, days: seed.asked }) : null;
  const askedDuration = askedPeriod ? workingDuration(askedPeriod.start, askedPeriod.end, schedules) : null;
  const asked = askedPeriod && askedDuration !== null && typeof askedDuration !== 'string' ? { ...askedPeriod, hours: askedDuration.hours } : granted;
  await recordStep(db, t.id, row.id, { kind: 'created', status: 'pending', userId: t.users[seed.who], at: t.now, after: asked });
  if (seed.status === 'pending') return;
  const changed = asked !== granted;
  await recordStep(db, t.id, row.id, { kind: decisionKind(seed.status), status: seed.status, userId: t.users.admin, at: t.now, note: seed.approverNote ?? null, ...(changed ? { before: asked, after: granted } : {}) });
}

async function seedDocuments(db: Db, t: SeedTenant): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(documents).where(eq(documents.tenantId, t.id));
  if ((existing?.n ?? 0) > 0) return;
  const customers = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, t.id), eq(profiles.type, 'customer'), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.id))
    .limit(2);
  for (const [i, f] of documentFiles(t.slug).entries()) {
    const profileId = f.forCustomer === null ? null : (customers[f.forCustomer]?.id ?? null);
    const [doc] = await db
      .insert(documents)
      .values({ tenantId: t.id, title: f.title, description: f.description, category: f.category, profileId, createdBy: t.users[i % 2 === 0 ? 'admin' : 'sub_admin'], createdAt: t.now, updatedAt: t.now })
      .returning({ id: documents.id });
    if (!doc) continue;
    await saveMedia(db, t.config, { tenantId: t.id, ownerType: DOCUMENT_MEDIA, ownerId: doc.id }, f.file, { now: t.now });
  }
}

export const seedPeopleModule: ModuleSeeder = {
  name: 'people',
  async seed(db, t) {
    await seedVacations(db, t);
    await seedDocuments(db, t);
  },
};
