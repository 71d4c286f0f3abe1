import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enMessages from '../../../locales/en/messages.json' with { type: 'json' };
import itMessages from '../../../locales/it/messages.json' with { type: 'json' };
import { and, eq } from 'drizzle-orm';
import { calendars } from '../../../server/src/db/schema/calendars.ts';
import { at, type Reply } from '../harness.ts';
import { openSection } from '../sectionLogin.ts';
import { emailOf, roleClient, type Role, type Row } from '../suites/roleClient.ts';
import { useTestServer } from '../useServer.ts';

// The domain modules' refusals in the reader's language (issue 31): one real refusal per message family — handler
// validation, guard, conflict, permission — asked for in Italian and in English, each checked word for word, values
// formatted for the reader (hours "1,5 h", dates "31/12/9999 23:59", the refused item quoted).

const server = useTestServer();
const { admin, call, data, db, ok, userId } = roleClient(server);

type Language = 'it' | 'en';

/** The same call in both languages: the Italian and the English reply. */
async function inBoth(role: Role, method: string, path: string, body?: unknown, slug = 'acme'): Promise<Record<Language, Reply>> {
  const token = await server().token(slug, emailOf(role, slug));
  const ask = (language: Language) =>
    server().request(slug, method, path, { token, headers: { 'accept-language': language }, ...(body !== undefined ? { body } : {}) });
  // One after the other: a write refused in one language must be refused the same way in the other.
  const it = await ask('it');
  const en = await ask('en');
  return { it, en };
}

const words = (replies: Record<Language, Reply>, path = 'message') => ({ it: at(replies.it.body, path), en: at(replies.en.body, path) });

/** The first message on one field path (paths hold dots: `addressees.1.email`). */
const fieldWords = (replies: Record<Language, Reply>, field: string) => {
  const first = (r: Reply) => (r.body as { errors?: Record<string, string[]> }).errors?.[field]?.[0];
  return { it: first(replies.it), en: first(replies.en) };
};

const WEEK = { working_hours_per_day: '8', working_days: [1, 2, 3, 4, 5] };

describe('domain refusals in the reader language', () => {
  const hoursFor = async (role: Role, year: number, permission = '8') =>
    ok(await admin('POST', '/user-vacation-hours', { user_id: await userId('acme', role), year, vacation_hours: '40', permission_hours: permission, ...WEEK }), 201);

  it('vacations (validation): an overlapping request, and too few hours with the figures as the reader writes hours', async () => {
    await hoursFor('operator', 2091);
    const leave = (start: string, end: string) => ({ type: 'permission', start: `2091-03-05 ${start}:00`, end: `2091-03-05 ${end}:00` });
    ok(await call('acme', 'operator', 'POST', '/vacations', leave('08:00', '14:30')), 201);
    const clash = await inBoth('operator', 'POST', '/vacations', leave('14:00', '15:00'));
    expect([clash.it.status, clash.en.status]).toEqual([422, 422]);
    expect(words(clash)).toEqual({ it: "Il periodo si sovrappone a un'altra richiesta della stessa persona.", en: 'The period overlaps another request of the same person.' });
    expect(fieldWords(clash, 'start')).toEqual(words(clash));
    // 6.5 h taken of 8: 1.5 h remain.
    const beyond = await inBoth('operator', 'POST', '/vacations', leave('15:00', '17:00'));
    expect(words(beyond)).toEqual({ it: 'La richiesta richiede 2 h ma ne restano solo 1,5 h.', en: 'The request needs 2 h but only 1.5 h remain.' });
  });

  it("vacations (the spec's fixed texts): its exact English wording, a faithful Italian one, a stable code", async () => {
    const none = await inBoth('operator', 'GET', '/vacations/duration?start=2097-03-05%2009:00:00&end=2097-03-05%2010:00:00');
    expect([none.it.status, at(none.it.body, 'code'), at(none.en.body, 'code')]).toEqual([422, 'vacation_hours_not_set', 'vacation_hours_not_set']);
    expect(words(none)).toEqual({ it: 'Devi impostare le ore di ferie', en: 'You must set vacation hours' });
  });

  it('vacations (permission): nobody decides on their own request', async () => {
    await hoursFor('supervisor', 2092);
    const own = data(ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'illness', start: '2092-03-07 09:00:00', end: '2092-03-07 10:00:00' }), 201));
    const refused = await inBoth('supervisor', 'PUT', `/vacations/${own.id}/status`, { status: 'accepted' });
    expect([refused.it.status, refused.en.status]).toEqual([403, 403]);
    expect(words(refused)).toEqual({ it: 'Nessuno può decidere sulla propria richiesta.', en: 'Nobody can decide on their own request.' });
  });

  it('events (validation): an end before the start, and one past the calendar with the limit as the reader writes dates', async () => {
    const [primary] = await db().select({ id: calendars.id }).from(calendars).where(and(eq(calendars.ownerId, await userId('acme', 'admin')), eq(calendars.primary, true)));
    const cal = primary?.id;
    const backwards = await inBoth('admin', 'POST', `/calendars/${cal}/events`, { summary: 'Riunione', start: '2031-05-10 10:00:00', end: '2031-05-10 09:00:00' });
    expect(fieldWords(backwards, 'end')).toEqual({ it: "La fine deve essere uguale o successiva all'inizio.", en: 'The end must be a date after or equal to the start.' });
    const beyond = await inBoth('admin', 'POST', `/calendars/${cal}/events`, { summary: 'Per sempre', start: '9999-12-31 23:59:59' });
    expect(fieldWords(beyond, 'end').it).toContain('entro il 31/12/9999 23:59');
    expect(fieldWords(beyond, 'end').en).toContain('on or before 31/12/9999 23:59');
  });

  it('goals (validation): a weight of zero is refused in the reader language', async () => {
    await openSection(server(), 'acme', await server().token('acme', emailOf('admin', 'acme')));
    const zero = await inBoth('admin', 'POST', '/goals', { title: 'Fatturato', weight: '0', year: 2091 });
    expect([zero.it.status, zero.en.status]).toEqual([422, 422]);
    expect(fieldWords(zero, 'weight').it).toMatch(/^Il campo .+ deve essere maggiore di 0\.$/);
    expect(fieldWords(zero, 'weight').en).toMatch(/^The .+ field must be greater than 0\.$/);
  });

  it('proposals (validation): a refusal about one addressee names it and stays on its own path', async () => {
    const customers = ((await admin('GET', '/profiles?type=customer')).body as { data: Row[] }).data;
    const base = { customer_id: customers[0]?.id, rows: [] };
    const badAddress = await inBoth('admin', 'POST', '/proposals', {
      ...base,
      addressees: [
        { name: 'Ufficio acquisti', email: 'acquisti@example.com', receives_mail: true },
        { name: 'Mario Rossi', email: 'not an email', receives_mail: true },
      ],
    });
    expect(fieldWords(badAddress, 'addressees.1.email')).toEqual({ it: 'Indirizzo e-mail non valido: «not an email».', en: 'Invalid e-mail address: “not an email”.' });
    const noAddress = await inBoth('admin', 'POST', '/proposals', { ...base, addressees: [{ name: 'Mario Rossi', receives_mail: true }] });
    expect(fieldWords(noAddress, 'addressees.0.email')).toEqual({
      it: "Il destinatario «Mario Rossi» riceve l'e-mail e ha bisogno di un indirizzo e-mail.",
      en: 'The addressee “Mario Rossi” receives the mail and needs an e-mail address.',
    });
  });

  it('samples (guard): one person deciding for both departments', async () => {
    const customers = ((await admin('GET', '/profiles?type=customer')).body as { data: Row[] }).data;
    const sample = data(ok(await admin('POST', '/samples', { date: '2026-10-05', customer_id: customers[0]?.id }), 201));
    ok(await admin('POST', `/samples/${sample.id}/departments/technical_direction/update-status`, { status: 'approved' }), 200);
    const same = await inBoth('admin', 'POST', `/samples/${sample.id}/departments/sales_management/update-status`, { status: 'approved' });
    expect(fieldWords(same, 'status')).toEqual({
      it: "Le due decisioni vengono da due persone diverse: hai già deciso questa campionatura per l'altra direzione.",
      en: 'The two department decisions must come from two different people: you already decided this sample for the other department.',
    });
  });

  it('newsletter (switched off): its own words and code, not a conflict of someone else’s change', async () => {
    const off = await inBoth('supervisor', 'GET', '/newsletter/mailup/lists');
    expect([at(off.it.body, 'code'), at(off.en.body, 'code')]).toEqual(['newsletter_disabled', 'newsletter_disabled']);
    expect(words(off)).toEqual({
      it: 'Il modulo newsletter è disattivato: attivalo nelle impostazioni della newsletter.',
      en: 'The newsletter module is switched off: turn it on in the newsletter settings.',
    });
  });

  it('warehouses (conflict): the default warehouse stays', async () => {
    const list = ((await admin('GET', '/warehouses')).body as { data: Row[] }).data;
    const main = list.find((w) => w.is_default === true);
    const refused = await inBoth('admin', 'DELETE', `/warehouses/${main?.id}`);
    expect([refused.it.status, refused.en.status]).toEqual([409, 409]);
    expect(words(refused)).toEqual({ it: 'Il magazzino predefinito non può essere eliminato.', en: 'The default warehouse cannot be deleted.' });
  });

  it('lists (validation): an unknown sort field quoted as typed', async () => {
    const sorted = await inBoth('admin', 'GET', '/warehouses?sort=nope');
    expect(fieldWords(sorted, 'sort').it).toMatch(/^Non si può ordinare per «nope»; usa uno di: .+\.$/);
    expect(fieldWords(sorted, 'sort').en).toMatch(/^The sort field “nope” is not supported; use one of: .+\.$/);
  });
});

// The sections of the catalogue these modules own, and their sources: no key in one language only, no English
// literal handed to a failure helper (it would reach an Italian reader as it is).

const SECTIONS = [
  'records',
  'vacations',
  'vacationHours',
  'events',
  'calendars',
  'tasks',
  'works',
  'media',
  'listing',
  'proposals',
  'quotes',
  'samples',
  'salesDocuments',
  'profiles',
  'packages',
  'goals',
  'priceLists',
  'warehouses',
  'newsletter',
] as const;

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix === '' ? k : `${prefix}.${k}`)) : [prefix];

const MODULE_DIRS = [
  ...[
    'vacations', 'vacationHours', 'events', 'calendars', 'tasks', 'works', 'proposals', 'quotes', 'samples', 'salesDocuments', 'salesReports', 'profiles',
    'profileCategories', 'companies', 'packages', 'goals', 'ratings', 'newsletter', 'articles', 'articleTaxonomy', 'brands', 'categories', 'materials',
    'interests', 'priceLists', 'warehouses', 'documents', 'media', 'imports', 'exports',
  ].map((m) => join('server/src/modules', m)),
  // The kernels the modules share (listing, sales documents).
  'server/src/shared/listing',
  'server/src/shared/salesDocuments',
];

const sourcesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesOf(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('the domain modules catalogue', () => {
  it('has every key of these sections in both languages, none empty', () => {
    for (const section of SECTIONS) {
      const en = keysOf((enMessages as Record<string, unknown>)[section]);
      const it = keysOf((itMessages as Record<string, unknown>)[section]);
      expect(it.sort(), section).toEqual(en.sort());
      expect(en.length, section).toBeGreaterThan(0);
    }
  });

  it('leaves no English sentence in a refusal of these modules', () => {
    // A literal as the words of a failure helper, or as a field's message list.
    const literal = /\b(invalidField|invalid|conflict|forbidden|notFound|badRequest)\(\s*(['"`][^'"`]*['"`]\s*,\s*)?['"`][A-Z][^'"`]* [^'"`]*['"`]|=\s*\[\s*['"`][A-Z][a-z]+ [^'"`]*['"`]\s*\]/;
    const offenders = MODULE_DIRS.flatMap((dir) => sourcesOf(dir))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ where: `${file}:${i + 1}`, line })))
      .filter(({ line }) => literal.test(line) && !line.trimStart().startsWith('//'));
    expect(offenders.map((o) => o.where)).toEqual([]);
  });
});
