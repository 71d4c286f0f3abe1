import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/src/app.ts';
import { calendarEvents, calendars } from '../../../server/src/db/schema/calendars.ts';
import { tenants, userPreferences, users } from '../../../server/src/db/schema/core.ts';
import { profiles } from '../../../server/src/db/schema/directory.ts';
import { vacations } from '../../../server/src/db/schema/vacations.ts';
import { buildHandlerTable, type ErasedHandler } from '../../../server/src/http/dispatch.ts';
import { icsDocument } from '../../../server/src/modules/calendars/icsFeed.ts';
import { proposalPdf } from '../../../server/src/modules/proposals/pdf.ts';
import type { PresentedProposal } from '../../../server/src/modules/proposals/present.ts';
import { moduleHandlers } from '../../../server/src/modules/registry.ts';
import type { Logger } from '../../../server/src/log.ts';
import type { TextRun } from '../../../server/src/pdf/document.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { at, type Reply } from '../harness.ts';
import { useTestServer } from '../useServer.ts';

// Words the server makes itself (not a failure's message): a leave's event title and type labels, an untitled or
// private event in the calendar feed, the 500 answer, the refusals that were 409 without being conflicts, and the
// response cache that must keep one answer per language. Each read in Italian and in English.

type Row = Record<string, unknown>;

describe('server-made words, in the reader language', () => {
  const server = useTestServer();
  const db = () => server().database.db;
  const admin = () => server().token('acme', 'admin@acme.test');
  const ask = async (language: Language, method: string, urlPath: string, body?: unknown): Promise<Reply> =>
    server().request('acme', method, urlPath, { token: await admin(), body, headers: { 'accept-language': language } });
  const acmeId = async (): Promise<number> => {
    const [t] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme'));
    if (!t) throw new Error('no acme');
    return t.id;
  };

  /** A demo leave request of type `vacation` in acme, with its event and requester. */
  const demoLeave = async () => {
    const [row] = await db()
      .select({ eventId: calendarEvents.id, calendarId: calendarEvents.calendarId, start: calendarEvents.start, end: calendarEvents.end, summary: calendarEvents.summary, name: users.name })
      .from(calendarEvents)
      .innerJoin(vacations, eq(vacations.id, calendarEvents.vacationId))
      .innerJoin(users, eq(users.id, vacations.userId))
      .where(and(eq(calendarEvents.tenantId, await acmeId()), eq(vacations.type, 'vacation'), ne(vacations.status, 'rejected')))
      .limit(1);
    if (!row) throw new Error('the demo data has no vacation request in acme');
    return row;
  };
  const eventsOf = async (language: Language, leave: Awaited<ReturnType<typeof demoLeave>>): Promise<Row> => {
    const window = `start=${encodeURIComponent(leave.start)}&end=${encodeURIComponent(leave.end)}&page_size=500`;
    const list = await ask(language, 'GET', `/calendars/${leave.calendarId}/events?${window}`);
    expect(list.status, list.text).toBe(200);
    const found = (at(list.body, 'data') as Row[]).find((e) => e.id === leave.eventId);
    if (!found) throw new Error('the leave event is not in its calendar');
    return found;
  };

  it("events: a leave's title and type label per reader, from the same stored row (the cache keeps one answer per language)", async () => {
    const leave = await demoLeave();
    // Demo data stores no sentence: the requester's name only.
    expect(leave.summary).toBe(leave.name);
    const [worded] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(and(isNotNull(calendarEvents.vacationId), sql`${calendarEvents.summary} like '% – %'`));
    expect(worded?.n).toBe(0);

    // listCalendarEvents is a cached read: Italian, then English, then Italian again, each in its own words.
    expect(await eventsOf('it', leave)).toMatchObject({ summary: `Ferie – ${leave.name}`, type_description: 'Ferie' });
    expect(await eventsOf('en', leave)).toMatchObject({ summary: `Vacation – ${leave.name}`, type_description: 'Vacation' });
    expect(await eventsOf('it', leave)).toMatchObject({ summary: `Ferie – ${leave.name}`, type_description: 'Ferie' });
  });

  it("events: a task's event keeps spec §4's stored 'Costo ' title and reads it in the reader's language", async () => {
    const [task] = await db()
      .select({ id: calendarEvents.id, calendarId: calendarEvents.calendarId, summary: calendarEvents.summary })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.tenantId, await acmeId()), isNotNull(calendarEvents.taskId), sql`${calendarEvents.summary} like 'Costo %'`))
      .limit(1);
    if (!task?.summary) throw new Error("the demo data has no task event in acme");
    const name = task.summary.slice('Costo '.length);
    expect(at((await ask('it', 'GET', `/calendars/${task.calendarId}/events/${task.id}`)).body, 'data.summary')).toBe(`Costo ${name}`);
    expect(at((await ask('en', 'GET', `/calendars/${task.calendarId}/events/${task.id}`)).body, 'data.summary')).toBe(`Cost: ${name}`);
  });

  it("search: a leave's event is found by its requester and titled in the reader's language", async () => {
    const leave = await demoLeave();
    const titleIn = async (language: Language): Promise<unknown> => {
      const found = await ask(language, 'GET', `/search?q=${encodeURIComponent(leave.name)}&limit=20`);
      expect(found.status, found.text).toBe(200);
      const groups = at(found.body, 'data.groups') as { kind: string; hits: { id: number; title: string }[] }[];
      return groups.find((g) => g.kind === 'events')?.hits.find((h) => h.id === leave.eventId)?.title;
    };
    expect(await titleIn('it')).toBe(`Ferie – ${leave.name}`);
    expect(await titleIn('en')).toBe(`Vacation – ${leave.name}`);
  });

  it('migration 0020: an event stored with the old Italian sentence keeps only the name, and reads right in both languages', async () => {
    const leave = await demoLeave();
    await db().update(calendarEvents).set({ summary: `Ferie – ${leave.name}` }).where(eq(calendarEvents.id, leave.eventId));
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../../server/src/db/migrations/0019_neutral_vacation_event_titles.sql'), 'utf8');
    await db().execute(sql.raw(migration));
    const [after] = await db().select({ summary: calendarEvents.summary }).from(calendarEvents).where(eq(calendarEvents.id, leave.eventId));
    expect(after?.summary).toBe(leave.name);
    const one = await ask('en', 'GET', `/calendars/${leave.calendarId}/events/${leave.eventId}`);
    expect(at(one.body, 'data.summary')).toBe(`Vacation – ${leave.name}`);
  });

  it("calendar feed: an untitled event, a private one and a leave in the owner's language (preference, else the app's Accept-Language)", async () => {
    const [sample] = await db().select().from(calendarEvents).limit(1);
    if (!sample) throw new Error('no event');
    const base = { ...sample, description: null, private: false, vacationId: null, taskId: null, type: null };
    const feed = (language: Language) =>
      icsDocument({
        name: 'Bottega',
        language,
        timeZone: 'Europe/Rome',
        host: 'acme.bottega',
        events: [
          { event: { ...base, id: 1, summary: 'Riunione privata', private: true }, masked: true },
          { event: { ...base, id: 2, summary: null }, masked: false },
          { event: { ...base, id: 3, summary: 'Marco Bianchi', vacationId: 9, type: 'medical_exam' }, masked: false },
        ],
      });
    const summaries = (text: string): string[] =>
      Object.values(ical.sync.parseICS(text))
        .flatMap((c) => (c !== undefined && c.type === 'VEVENT' ? [typeof c.summary === 'string' ? c.summary : String(c.summary?.val ?? '')] : []))
        .sort();
    expect(summaries(feed('it'))).toEqual(['Evento senza titolo', 'Occupato', 'Visite Mediche – Marco Bianchi']);
    expect(summaries(feed('en'))).toEqual(['Busy', 'Medical appointments – Marco Bianchi', 'Untitled event']);

    // Through the feed address: no session, so the owner's preference decides, else what the calendar app asks for.
    const supervisor = await server().token('acme', 'supervisor@acme.test');
    const made = await server().request('acme', 'POST', '/users/me/calendar-feed', { token: supervisor });
    const token = at(made.body, 'data.token') as string;
    const [me] = await db().select({ id: users.id }).from(users).where(and(eq(users.tenantId, await acmeId()), eq(users.email, 'supervisor@acme.test')));
    const [primary] = await db().select({ id: calendars.id }).from(calendars).where(and(eq(calendars.ownerId, me?.id ?? 0), eq(calendars.primary, true)));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const untitled = await server().request('acme', 'POST', `/calendars/${primary?.id}/events`, { token: supervisor, body: { start: `${tomorrow} 09:00:00` } });
    expect(untitled.status, untitled.text).toBe(201);
    const read = async (language: Language) => summaries((await server().request('acme', 'GET', `/calendar-feeds/${token}`, { headers: { 'accept-language': language } })).text);
    expect(await read('it')).toContain('Evento senza titolo');
    expect(await read('en')).toContain('Untitled event');
    await db().insert(userPreferences).values({ tenantId: await acmeId(), userId: me?.id ?? 0, key: 'language', value: 'en', updatedAt: '2026-11-27 10:00:00' });
    expect(await read('it')).toContain('Untitled event');
  });

  it("PDF: the page footer in the document's language", async () => {
    const proposal = at((await ask('en', 'GET', '/proposals?page_size=1')).body, 'data.0') as PresentedProposal;
    const footers = async (language: Language): Promise<string[]> => {
      const runs: TextRun[] = [];
      await proposalPdf({ issuer: { name: 'Rossi 4711', lines: [], logo: null }, proposal, customer: null, addressee: null, language, probe: (run) => runs.push(run) });
      return runs.map((run) => run.text).filter((text) => /^(Pagina|Page) \d/.test(text));
    };
    expect((await footers('it'))[0]).toMatch(/^Pagina 1 di \d+$/);
    expect((await footers('en'))[0]).toMatch(/^Page 1 of \d+$/);
  }, 90_000);

  it("500: a defect answers in the reader's words, never the cause, and is logged", async () => {
    const errors: string[] = [];
    const log: Logger = { info: () => undefined, warn: () => undefined, error: (m) => errors.push(m) };
    const table = buildHandlerTable(moduleHandlers);
    if (!table.ok) throw new Error('handlers');
    const broken = new Map<string, ErasedHandler>(table.value);
    broken.set('getCurrentTenant', () => Promise.reject(new Error('secret internals')));
    const app = createApp({ config: server().config, db: db(), contract: server().contract, handlers: broken, log });
    const get = async (language: string) => {
      const res = await app.request('http://acme.localhost/api/tenants/current', { headers: { 'accept-language': language } });
      return { status: res.status, body: (await res.json()) as Row };
    };
    expect(await get('it')).toEqual({ status: 500, body: { message: "Errore del server: riprova tra poco; se si ripete, avvisa l'assistenza." } });
    expect(await get('en-GB,en;q=0.8')).toEqual({ status: 500, body: { message: 'Server error: try again in a moment; if it happens again, tell support.' } });
    expect(errors).toEqual(['GET getCurrentTenant failed', 'GET getCurrentTenant failed']);
  });

  it('no false conflicts: a quote to a customer without e-mail and an association with a non-company are 422 with a code, in both languages', async () => {
    const [silent] = await db()
      .insert(profiles)
      .values({ tenantId: await acmeId(), type: 'customer', businessName: 'Rossi 4711', email: null })
      .returning({ id: profiles.id });
    const quote = await ask('en', 'POST', '/quotes', { date: '2031-05-06', customer_id: silent?.id, rows: [] });
    const quoteId = at(quote.body, 'data.id') as number;
    const sendIt = await ask('it', 'POST', `/quotes/${quoteId}/send-to-assigned-customer`, {});
    expect(sendIt.status).toBe(422);
    expect(sendIt.body).toEqual({ message: 'Il cliente non ha un indirizzo e-mail.', errors: { customer_id: ['Il cliente non ha un indirizzo e-mail.'] }, code: 'customer_without_email' });
    expect(at((await ask('en', 'POST', `/quotes/${quoteId}/send-to-assigned-customer`, {})).body, 'message')).toBe('The customer has no e-mail address.');

    const person = at((await ask('en', 'POST', '/profiles', { type: 'temporary', first_name: 'Anna', last_name: 'Rossi 4711' })).body, 'data.id') as number;
    const other = at((await ask('en', 'POST', '/profiles', { type: 'temporary', first_name: 'Bruno', last_name: 'Rossi 4712' })).body, 'data.id') as number;
    const assocIt = await ask('it', 'POST', `/profiles/${person}/associate`, { profile_ids: [other] });
    expect(assocIt.status).toBe(422);
    expect(assocIt.body).toMatchObject({ code: 'not_a_company', errors: { id: ["Le anagrafiche si associano solo a un'anagrafica di tipo azienda."] } });
    expect(at((await ask('en', 'POST', `/profiles/${person}/associate`, { profile_ids: [other] })).body, 'errors.id.0')).toBe(
      'Profiles can only be associated with a profile of type company.',
    );
  });
});
