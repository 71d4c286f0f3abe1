import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { calendarEventProfiles, calendarEvents, calendarEventUsers, calendars, calendarSubscriptions } from '../schema/calendars.ts';
import { users } from '../schema/core.ts';
import { companies, profiles } from '../schema/directory.ts';
import { taskChecklistItems, taskChecklists, taskComments, tasks, taskStatusEvents, taskTypes } from '../schema/tasks.ts';
import { workPhases, works, workTypes } from '../schema/works.ts';
import { addMinutesToWallClock } from '../../time.ts';
import type { DemoRole, ModuleSeeder, SeedTenant } from './context.ts';

// Demo calendars, events, works and tasks for each tenant. Dates follow the real current month and the next one,
// so the calendar is never empty whenever the demo is opened. Deterministic: no randomness.

const ROLES: readonly DemoRole[] = ['admin', 'sub_admin', 'supervisor', 'operator'];
const USER_COLORS: Readonly<Record<DemoRole, string>> = { admin: '#3788d8', sub_admin: '#8e44ad', supervisor: '#16a085', operator: '#d35400' };
const COMPANY_COLOR = '#f97316';

const WORK_TYPES = [
  ['Installazione', 'Posa e messa in opera presso il cliente'],
  ['Manutenzione', 'Interventi programmati e straordinari'],
  ['Sopralluogo', 'Rilievi e verifiche in cantiere'],
  ['Consulenza', 'Progettazione e supporto tecnico'],
  ['Assistenza tecnica', 'Interventi in garanzia e post-vendita'],
] as const;

const TASK_TYPES = [
  ['Installazione', 'Montaggio e collaudo'],
  ['Manutenzione', 'Controlli periodici e riparazioni'],
  ['Sopralluogo', 'Visita e rilievo misure'],
  ['Consulenza', 'Incontro tecnico o commerciale'],
  ['Trasferta', 'Viaggio verso il cliente'],
  ['Formazione', 'Addestramento del personale del cliente'],
] as const;

type WorkSeed = { name: string; status: 'active' | 'suspended' | 'closed'; type: number; phases: readonly string[]; notes: string | null };
const WORKS: readonly WorkSeed[] = [
  { name: 'Arredo uffici sede centrale', status: 'active', type: 0, phases: ['Rilievo misure', 'Progetto esecutivo', 'Consegna e montaggio'], notes: 'Accesso dal retro, montacarichi disponibile.' },
  { name: 'Manutenzione impianto di aspirazione', status: 'active', type: 1, phases: ['Verifica filtri', 'Sostituzione componenti'], notes: null },
  { name: 'Sopralluogo nuovo showroom', status: 'active', type: 2, phases: ['Rilievo', 'Relazione tecnica'], notes: 'Portare il distanziometro laser.' },
  { name: 'Consulenza layout magazzino', status: 'active', type: 3, phases: ['Analisi flussi', 'Proposta layout', 'Revisione con il cliente'], notes: null },
  { name: 'Installazione scaffalature porta pallet', status: 'active', type: 0, phases: ['Tracciamento', 'Montaggio', 'Collaudo'], notes: null },
  { name: 'Ristrutturazione sala riunioni', status: 'suspended', type: 0, phases: ['Demolizioni', 'Impianti', 'Finiture'], notes: 'Sospesa in attesa dei permessi comunali.' },
  { name: 'Assistenza post-vendita cucine', status: 'suspended', type: 4, phases: ['Diagnosi', 'Intervento'], notes: null },
  { name: 'Fornitura arredi reception', status: 'closed', type: 0, phases: ['Ordine', 'Consegna', 'Montaggio', 'Chiusura pratica'], notes: 'Pratica chiusa e fatturata.' },
];

type TaskSeed = {
  summary: string;
  who: DemoRole;
  status: 'started' | 'paused' | 'completed';
  work: number | null;
  type: number;
  /** Day offset from today and start time; null: no dates. */
  day: number | null;
  time: string;
  minutes: number;
  tracked: number;
  /** Minutes the current run has been going (started tasks). */
  runningFor?: number;
  withEvent: boolean;
  checklist?: { name: string; items: readonly string[]; checked: number };
  comments?: readonly { by: DemoRole; body: string }[];
};

const TASKS: readonly TaskSeed[] = [
  { summary: 'Montaggio scrivanie open space', who: 'operator', status: 'started', work: 0, type: 0, day: 0, time: '08:30:00', minutes: 240, tracked: 3600, runningFor: 45, withEvent: true, checklist: { name: 'Montaggio', items: ['Scarico materiale', 'Montaggio strutture', 'Passaggio cavi', 'Pulizia finale'], checked: 2 }, comments: [{ by: 'supervisor', body: 'Ricordati di fotografare il lavoro finito.' }, { by: 'operator', body: 'Va bene, le carico a fine giornata.' }] },
  { summary: 'Verifica filtri aspirazione', who: 'supervisor', status: 'started', work: 1, type: 1, day: 0, time: '09:00:00', minutes: 120, tracked: 0, runningFor: 20, withEvent: true },
  { summary: 'Chiamata di assistenza cliente', who: 'admin', status: 'started', work: 6, type: 3, day: 0, time: '10:00:00', minutes: 30, tracked: 600, runningFor: 10, withEvent: false },
  { summary: 'Rilievo misure showroom', who: 'operator', status: 'paused', work: 2, type: 2, day: 1, time: '10:00:00', minutes: 90, tracked: 1800, withEvent: true, checklist: { name: 'Attrezzatura', items: ['Distanziometro', 'Macchina fotografica', 'Planimetrie'], checked: 1 } },
  { summary: 'Preparazione proposta layout', who: 'sub_admin', status: 'paused', work: 3, type: 3, day: 2, time: '14:00:00', minutes: 180, tracked: 5400, withEvent: true, comments: [{ by: 'admin', body: 'Includere anche la variante con soppalco.' }] },
  { summary: 'Tracciamento a terra scaffalature', who: 'operator', status: 'paused', work: 4, type: 0, day: 3, time: '08:00:00', minutes: 240, tracked: 0, withEvent: true },
  { summary: 'Ordine componenti di ricambio', who: 'supervisor', status: 'paused', work: 1, type: 1, day: -1, time: '11:00:00', minutes: 60, tracked: 900, withEvent: false, checklist: { name: 'Ricambi', items: ['Filtri a maniche', 'Guarnizioni', 'Motore ventola'], checked: 3 } },
  { summary: 'Formazione personale magazzino', who: 'sub_admin', status: 'paused', work: 4, type: 5, day: 8, time: '09:30:00', minutes: 120, tracked: 0, withEvent: true },
  { summary: 'Trasferta a Verona', who: 'supervisor', status: 'paused', work: null, type: 4, day: 5, time: '07:30:00', minutes: 90, tracked: 0, withEvent: false, comments: [{ by: 'supervisor', body: 'Prenotato il furgone grande.' }] },
  { summary: 'Preventivo finiture sala riunioni', who: 'admin', status: 'paused', work: 5, type: 3, day: null, time: '00:00:00', minutes: 0, tracked: 2700, withEvent: false },
  { summary: 'Diagnosi guasto cappa', who: 'operator', status: 'paused', work: 6, type: 4, day: -3, time: '15:00:00', minutes: 60, tracked: 2400, withEvent: false, comments: [{ by: 'operator', body: 'Serve il ricambio originale, ordinato.' }] },
  { summary: 'Consegna arredi reception', who: 'operator', status: 'completed', work: 7, type: 0, day: -10, time: '08:00:00', minutes: 300, tracked: 16200, withEvent: true, checklist: { name: 'Consegna', items: ['Carico furgone', 'Consegna', 'Firma bolla'], checked: 3 } },
  { summary: 'Collaudo impianto aspirazione', who: 'supervisor', status: 'completed', work: 1, type: 1, day: -6, time: '14:00:00', minutes: 120, tracked: 6900, withEvent: false },
  { summary: 'Relazione tecnica sopralluogo', who: 'sub_admin', status: 'completed', work: 2, type: 2, day: -4, time: '10:00:00', minutes: 90, tracked: 4500, withEvent: false, comments: [{ by: 'sub_admin', body: 'Relazione inviata al cliente.' }] },
  { summary: 'Chiusura pratica reception', who: 'admin', status: 'completed', work: 7, type: 3, day: -2, time: '16:00:00', minutes: 30, tracked: 1200, withEvent: false },
];

type Meeting = { summary: string; description: string | null; minutes: number; withCustomer: boolean };
const MEETINGS: readonly Meeting[] = [
  { summary: 'Riunione di coordinamento', description: 'Punto settimanale sulle pratiche aperte.', minutes: 60, withCustomer: false },
  { summary: 'Visita cliente', description: 'Presentazione nuovo catalogo.', minutes: 90, withCustomer: true },
  { summary: 'Call con fornitore', description: null, minutes: 30, withCustomer: false },
  { summary: 'Sopralluogo in cantiere', description: 'Verifica avanzamento lavori.', minutes: 120, withCustomer: true },
  { summary: 'Revisione preventivi', description: null, minutes: 45, withCustomer: false },
  { summary: 'Incontro commerciale', description: 'Trattativa per la fornitura annuale.', minutes: 60, withCustomer: true },
];
const TIMES = ['09:00:00', '10:30:00', '11:30:00', '14:30:00', '16:00:00'] as const;

const pad = (n: number): string => String(n).padStart(2, '0');
const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
const weekday = (y: number, m: number, d: number): number => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
const dayOf = (wall: string, offsetDays: number): string => addMinutesToWallClock(`${wall.slice(0, 10)} 00:00:00`, offsetDays * 1440).slice(0, 10);

async function seedWork(db: Db, t: SeedTenant): Promise<void> {
  const tenantId = t.id;
  const now = t.now;
  const stamp = { createdAt: now, updatedAt: now };
  const who = (r: DemoRole): number => t.users[r];
  const names = new Map(
    (await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.tenantId, tenantId))).map((u) => [u.id, u.name]),
  );

  // ---------------------------------------------------------------- calendars
  const primary = {} as Record<DemoRole, number>;
  for (const role of ROLES) {
    const [cal] = await db
      .insert(calendars)
      .values({ tenantId, name: names.get(who(role)) ?? role, type: 'user', ownerId: who(role), primary: true, backgroundColor: USER_COLORS[role], ...stamp })
      .onConflictDoNothing()
      .returning({ id: calendars.id });
    if (!cal) continue;
    primary[role] = cal.id;
    await db.insert(calendarSubscriptions).values({ tenantId, userId: who(role), calendarId: cal.id, createdAt: now });
  }
  const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.tenantId, tenantId)).orderBy(asc(companies.id)).limit(1);
  const [companyCal] = await db
    .insert(calendars)
    .values({ tenantId, name: `Agenda ${company?.name ?? 'aziendale'}`, type: 'company', companyId: company?.id ?? null, backgroundColor: COMPANY_COLOR, ...stamp })
    .returning({ id: calendars.id });
  if (companyCal) {
    await db.insert(calendarSubscriptions).values(ROLES.map((r) => ({ tenantId, userId: who(r), calendarId: companyCal.id, createdAt: now })));
  }
  // The team leader follows the operator's calendar.
  if (primary.operator !== undefined) {
    await db.insert(calendarSubscriptions).values({ tenantId, userId: who('supervisor'), calendarId: primary.operator, selected: true, visible: true, backgroundColor: '#e67e22', createdAt: now });
  }

  const customers = (
    await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.type, 'customer')))
      .orderBy(asc(profiles.id))
  ).map((p) => p.id);
  const customerAt = (i: number): number | null => (customers.length === 0 ? null : (customers[i % customers.length] ?? null));

  // ---------------------------------------------------------------- events: this month and the next
  const year = Number(now.slice(0, 4));
  const month = Number(now.slice(5, 7));
  let n = 0;
  for (const [y, m] of [
    [year, month],
    month === 12 ? [year + 1, 1] : [year, month + 1],
  ] as const) {
    for (let d = 1; d <= daysIn(y, m); d++) {
      const wd = weekday(y, m, d);
      if (wd === 0 || wd === 6) continue;
      const date = `${y}-${pad(m)}-${pad(d)}`;
      for (const [ri, role] of ROLES.entries()) {
        const calendarId = primary[role];
        if (calendarId === undefined || (d + ri) % 3 !== 0) continue;
        const meeting = MEETINGS[(d + ri * 2) % MEETINGS.length] ?? MEETINGS[0];
        if (!meeting) continue;
        const start = `${date} ${TIMES[(d + ri) % TIMES.length] ?? '09:00:00'}`;
        const customer = meeting.withCustomer ? customerAt(n) : null;
        const [ev] = await db
          .insert(calendarEvents)
          .values({
            tenantId,
            calendarId,
            summary: meeting.summary,
            description: meeting.description,
            start,
            end: addMinutesToWallClock(start, meeting.minutes),
            duration: meeting.minutes,
            // Every seventh event is private: other users see it as busy time.
            private: n % 7 === 3,
            status: n % 11 === 5 ? 'tentative' : 'confirmed',
            createdBy: who(role),
            ...stamp,
          })
          .returning({ id: calendarEvents.id });
        n++;
        if (ev && customer !== null) await db.insert(calendarEventProfiles).values({ tenantId, eventId: ev.id, profileId: customer });
        if (ev && meeting.summary === 'Riunione di coordinamento') {
          await db.insert(calendarEventUsers).values(ROLES.filter((r) => r !== role).map((r) => ({ tenantId, eventId: ev.id, userId: who(r) })));
        }
      }
    }
    // A few all-day events in the company calendar (end = the day after the last day, spec §9).
    if (companyCal) {
      const allDay = [
        { d: 6, days: 1, summary: 'Inventario di magazzino', type: null },
        { d: 15, days: 3, summary: 'Fiera del mobile', type: 'mission' },
        { d: 24, days: 1, summary: 'Chiusura uffici per manutenzione', type: null },
      ] as const;
      for (const a of allDay) {
        const start = `${y}-${pad(m)}-${pad(a.d)} 00:00:00`;
        await db.insert(calendarEvents).values({
          tenantId,
          calendarId: companyCal.id,
          summary: a.summary,
          start,
          end: addMinutesToWallClock(start, a.days * 1440),
          duration: a.days * 1440,
          allDay: true,
          busy: false,
          type: a.type,
          createdBy: who('admin'),
          ...stamp,
        });
      }
    }
  }
  // Smart working day of the operator, tomorrow.
  if (primary.operator !== undefined) {
    const start = `${dayOf(now, 1)} 00:00:00`;
    await db.insert(calendarEvents).values({ tenantId, calendarId: primary.operator, summary: 'Smart working', start, end: addMinutesToWallClock(start, 1440), duration: 1440, allDay: true, busy: false, type: 'smart_working', createdBy: who('operator'), ...stamp });
  }

  // ---------------------------------------------------------------- works
  const workTypeIds: number[] = [];
  for (const [name, description] of WORK_TYPES) {
    const [row] = await db.insert(workTypes).values({ tenantId, name, description, ...stamp }).returning({ id: workTypes.id });
    if (row) workTypeIds.push(row.id);
  }
  const taskTypeIds: number[] = [];
  for (const [name, description] of TASK_TYPES) {
    const [row] = await db.insert(taskTypes).values({ tenantId, name, description, ...stamp }).returning({ id: taskTypes.id });
    if (row) taskTypeIds.push(row.id);
  }
  const workIds: number[] = [];
  for (const [i, w] of WORKS.entries()) {
    // A closed work started well before its end, five days ago; the others are spread over the last weeks.
    const startDate = w.status === 'closed' ? dayOf(now, -90 + i * 3) : dayOf(now, -40 + i * 6);
    const [row] = await db
      .insert(works)
      .values({
        tenantId,
        code: `${now.slice(0, 4)}-${pad(0)}${pad(i + 1)}`,
        name: w.name,
        description: `${w.name}: pratica di esempio.`,
        status: w.status,
        customerId: customerAt(i),
        workTypeId: workTypeIds[w.type] ?? null,
        startDate,
        endDate: w.status === 'closed' ? dayOf(now, -5) : dayOf(now, 30 + i * 7),
        notes: w.notes,
        createdBy: who('supervisor'),
        ...stamp,
      })
      .returning({ id: works.id });
    if (!row) continue;
    workIds.push(row.id);
    await db.insert(workPhases).values(
      w.phases.map((name, p): typeof workPhases.$inferInsert => ({
        tenantId,
        workId: row.id,
        name,
        position: p + 1,
        status: w.status === 'closed' ? 'done' : p === 0 ? 'done' : p === 1 ? 'in_progress' : 'todo',
        startDate: dayOf(startDate, p * 7),
        endDate: dayOf(startDate, p * 7 + 6),
        ...stamp,
      })),
    );
  }

  // ---------------------------------------------------------------- tasks
  for (const [i, s] of TASKS.entries()) {
    const start = s.day === null ? null : `${dayOf(now, s.day)} ${s.time}`;
    const end = start === null ? null : addMinutesToWallClock(start, s.minutes);
    const workId = s.work === null ? null : (workIds[s.work] ?? null);
    const running = s.status === 'started' ? (s.runningFor ?? 15) : 0;
    const startedAt = s.status === 'started' ? addMinutesToWallClock(now, -running) : null;
    const completedAt = s.status === 'completed' && end !== null ? end : s.status === 'completed' ? now : null;
    const [task] = await db
      .insert(tasks)
      .values({
        tenantId,
        status: s.status,
        summary: s.summary,
        description: `${s.summary}.`,
        start,
        end,
        profileId: customerAt(i + 3),
        workId,
        taskTypeId: taskTypeIds[s.type] ?? null,
        assigneeId: who(s.who),
        createdBy: who('supervisor'),
        trackedSeconds: s.tracked,
        startedAt,
        runStartedAt: s.status === 'started' ? new Date(Date.now() - running * 60_000) : null,
        startedBy: s.status === 'started' ? who(s.who) : null,
        completedAt,
        ...stamp,
      })
      .returning({ id: tasks.id });
    if (!task) continue;
    // Its moves on the workflow (getTaskHistory): created stopped by the supervisor before anything else happened to
    // it, then the start or completion its status says, by its assignee.
    const moved = startedAt ?? completedAt;
    const createdAt = moved !== null && moved < now ? moved : now;
    await db.insert(taskStatusEvents).values([
      { tenantId, taskId: task.id, status: 'paused', userId: who('supervisor'), at: createdAt },
      ...(moved !== null ? [{ tenantId, taskId: task.id, status: s.status, userId: who(s.who), at: moved }] : []),
    ]);
    const calendarId = primary[s.who];
    if (s.withEvent && start !== null && end !== null && calendarId !== undefined) {
      const [ev] = await db
        .insert(calendarEvents)
        .values({ tenantId, calendarId, summary: `Costo ${s.summary}`, start, end, duration: s.minutes, taskId: task.id, workId, createdBy: who(s.who), ...stamp })
        .returning({ id: calendarEvents.id });
      const profileId = customerAt(i + 3);
      if (ev && profileId !== null) await db.insert(calendarEventProfiles).values({ tenantId, eventId: ev.id, profileId });
    }
    if (s.checklist) {
      const [list] = await db
        .insert(taskChecklists)
        .values({ tenantId, taskId: task.id, name: s.checklist.name, position: 1, ...stamp })
        .returning({ id: taskChecklists.id });
      if (list) {
        const checked = s.checklist.checked;
        await db.insert(taskChecklistItems).values(
          s.checklist.items.map((name, p) => ({ tenantId, checklistId: list.id, name, position: p + 1, checked: p < checked, checkedAt: p < checked ? now : null, ...stamp })),
        );
      }
    }
    for (const c of s.comments ?? []) {
      await db.insert(taskComments).values({ tenantId, taskId: task.id, authorId: who(c.by), body: c.body, ...stamp });
    }
  }
}

export const seedWorkModule: ModuleSeeder = { name: 'work', seed: seedWork };
