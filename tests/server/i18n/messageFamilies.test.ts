import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetMailsSettled } from '../../../server/src/auth/passwordReset.ts';
import { outbox } from '../../../server/src/db/schema/core.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { at, type Reply } from '../harness.ts';
import { useTestServer } from '../useServer.ts';

// One case per family of words the server writes, in both languages: validation (field labels inside the
// message), guards (spec §5's password rule, a switched-off module), conflicts (an e-mail already used, oneself),
// mails (the recipient's language, not the sender's), PDF text and export headers (the requester's), and the
// notification calls' own words.

describe('the words of the server, family by family', () => {
  const server = useTestServer();
  const admin = () => server().token('acme', 'admin@acme.test');
  const ask = async (language: Language, method: string, path: string, body?: unknown, slug = 'acme', token?: string): Promise<Reply> =>
    server().request(slug, method, path, { token: token ?? (await admin()), body, headers: { 'accept-language': language } });
  const roleId = async (name: string): Promise<number> => {
    const page = (await ask('en', 'GET', '/roles')).body as { data: { id: number; name: string }[] };
    const found = page.data.find((r) => r.name === name);
    if (!found) throw new Error(`no role ${name}`);
    return found.id;
  };
  const lastMailTo = async (to: string) => {
    const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };

  it('validation: the field is named by its label, the rule in the reader language', async () => {
    const role_id = await roleId('operator');
    const it_ = await ask('it', 'POST', '/users', { name: 'Prova', email: 'non una email', role_id });
    expect(it_.status).toBe(422);
    expect(at(it_.body, 'message')).toBe('I dati inviati non sono validi.');
    expect(at(it_.body, 'errors.email.0')).toBe('Il campo E-mail deve essere un indirizzo e-mail valido.');
    const en = await ask('en', 'POST', '/users', { name: 'Prova', email: 'non una email', role_id });
    expect(at(en.body, 'errors.email.0')).toBe('The email field must be a valid email address.');
    const missing = await ask('it', 'POST', '/users', { email: 'a@b.it', role_id });
    expect(at(missing.body, 'errors.name.0')).toBe('Il campo Nome è obbligatorio.');
  });

  it('validation: a date left empty reads as empty, a wrong one names the format in both languages', async () => {
    const primary = at((await ask('en', 'GET', '/calendars')).body, 'data.0.id') as number;
    // The event form sends a start it left empty as '' (was "must be a valid date and time" for an empty field).
    const empty = await ask('it', 'POST', `/calendars/${primary}/events`, { summary: 'Prova', start: '' });
    expect(empty.status).toBe(422);
    expect(at(empty.body, 'errors.start')).toEqual(["Il campo Inizio è vuoto: inserisci una data e un'ora (gg/mm/aaaa hh:mm)."]);
    expect(at((await ask('en', 'POST', `/calendars/${primary}/events`, { summary: 'Prova', start: '' })).body, 'errors.start')).toEqual([
      'The start field is empty: enter a date and time (dd/mm/yyyy hh:mm).',
    ]);
    // English screens show dates day first too: the message says so.
    expect(at((await ask('en', 'GET', '/quotes?from=2026-02-30')).body, 'errors.from')).toEqual(['The from field must be a valid date (dd/mm/yyyy).']);
    expect(at((await ask('it', 'GET', '/quotes?from=2026-02-30')).body, 'errors.from')).toEqual(['Il campo Dal deve essere una data valida (gg/mm/aaaa).']);
  });

  it('validation: a price list or quote whose validity ends before it starts reads as a sentence in both languages', async () => {
    const priceList = { name: 'Date al contrario', valid_from: '2026-05-01', valid_to: '2026-04-01' };
    expect(at((await ask('it', 'POST', '/price-lists', priceList)).body, 'errors.valid_to')).toEqual(['La fine della validità deve essere uguale o successiva al suo inizio.']);
    // Was "The valid to must be a date after or equal to valid from."
    expect(at((await ask('en', 'POST', '/price-lists', priceList)).body, 'errors.valid_to')).toEqual(['The end of validity must be on or after its start.']);
    const customer = at((await ask('en', 'GET', '/profiles?type=customer&page_size=1')).body, 'data.0.id') as number;
    const quote = { customer_id: customer, date: '2026-05-10', valid_until: '2026-05-01', rows: [] };
    expect(at((await ask('it', 'POST', '/quotes', quote)).body, 'errors.valid_until')).toEqual(['La data di validità deve essere uguale o successiva alla data del preventivo.']);
    // Was "The valid until must be a date after or equal to date."
    expect(at((await ask('en', 'POST', '/quotes', quote)).body, 'errors.valid_until')).toEqual(['The valid-until date must be on or after the quote date.']);
  });

  it("guard: spec §5's password rule keeps its English words and reads faithfully in Italian; a switched-off module says so", async () => {
    const body = { email: 'admin@acme.test', token: 'x'.repeat(40), password: 'debole', password_confirmation: 'debole' };
    const en = await server().request('acme', 'POST', '/password/create', { body, headers: { 'accept-language': 'en' } });
    expect(at(en.body, 'errors.password.0')).toBe(
      'Password must contain a digit, a lower case letter, an upper case letter, a special character, and must be at least 8 characters long',
    );
    const it_ = await server().request('acme', 'POST', '/password/create', { body, headers: { 'accept-language': 'it' } });
    expect(at(it_.body, 'errors.password.0')).toBe(
      'La password deve contenere una cifra, una lettera minuscola, una lettera maiuscola, un carattere speciale e deve essere lunga almeno 8 caratteri',
    );
    const borgo = await server().token('borgo', 'admin@borgo.test');
    const off = await ask('it', 'GET', '/statistics/summary', undefined, 'borgo', borgo);
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: "Questo modulo non è attivo per l'azienda: un amministratore può attivarlo nelle impostazioni.", code: 'module_disabled' });
    // Spec §8's reset-token refusal: English as the spec words it, Italian faithful.
    expect(at((await server().request('acme', 'GET', '/password/find/nessuno', { headers: { 'accept-language': 'en' } })).body, 'message')).toBe(
      "This password reset token doesn't exist.",
    );
    expect(at((await server().request('acme', 'GET', '/password/find/nessuno', { headers: { 'accept-language': 'it' } })).body, 'message')).toBe(
      'Questo link per reimpostare la password non esiste.',
    );
  });

  it('conflict: an e-mail already used, and oneself, each in the reader language', async () => {
    const role_id = await roleId('operator');
    const taken = await ask('it', 'POST', '/users', { name: 'Doppio', email: 'operator@acme.test', role_id });
    expect(at(taken.body, 'errors.email.0')).toBe('Questa e-mail è già usata da un altro utente.');
    expect(at((await ask('en', 'POST', '/users', { name: 'Doppio', email: 'operator@acme.test', role_id })).body, 'errors.email.0')).toBe(
      'This e-mail address is already used by another user.',
    );
    const me = at((await ask('it', 'GET', '/users/me')).body, 'data.id') as number;
    const self = await ask('it', 'DELETE', `/users/${me}`);
    expect(self.status).toBe(409);
    expect(at(self.body, 'message')).toBe('Non puoi eliminare te stesso.');
    expect(at((await ask('en', 'DELETE', `/users/${me}`)).body, 'message')).toBe('You cannot delete yourself.');
  });

  it("mail: the recipient's language, whoever sends it (invitation: the tenant's; password reset: the account's)", async () => {
    const role_id = await roleId('operator');
    // An English admin invites: the invitee has no account yet, so the tenant's language (Italian) is theirs.
    await ask('en', 'POST', '/users', { name: 'Invitata Uno', email: 'invitata.uno@example.it', role_id });
    const first = await lastMailTo('invitata.uno@example.it');
    expect(first.subject).toContain('hai ricevuto un invito');
    expect(first.text).toContain('Ciao Invitata Uno,');
    expect(first.text).not.toMatch(/\.\./);
    // The tenant switched to English: the next invitation is English, whoever sends it.
    expect([200, 201]).toContain((await ask('it', 'POST', '/settings', { key: 'language', value: 'en' })).status);
    await ask('it', 'POST', '/users', { name: 'Invited Two', email: 'invited.two@example.it', role_id });
    const second = await lastMailTo('invited.two@example.it');
    expect(second.subject).toContain('you have been invited');
    expect(second.text).toContain('Hello Invited Two,');
    expect((await ask('it', 'DELETE', '/settings/language')).status).toBe(204);
    // A password reset asked from an Italian browser reaches an English-speaking account in English.
    const supervisor = await server().token('acme', 'supervisor@acme.test');
    expect([200, 201]).toContain((await server().request('acme', 'POST', '/users/me/preferences', { token: supervisor, body: { key: 'language', value: 'en' } })).status);
    const reset = await server().request('acme', 'POST', '/password/reset', { body: { email: 'supervisor@acme.test' }, headers: { 'accept-language': 'it', 'x-forwarded-for': '10.77.0.1' } });
    expect(at(reset.body, 'data.message') ?? at(reset.body, 'message')).toBe('e-mail inviata correttamente');
    await resetMailsSettled();
    const mail = await lastMailTo('supervisor@acme.test');
    expect(mail.subject).toContain('reset your password');
    expect(mail.text).toContain('within 60 minutes');
  });

  it('PDF text: the document in the language of whoever downloads it', async () => {
    const q = at((await ask('en', 'GET', '/quotes?page_size=1')).body, 'data.0') as { id: number; number: string };
    const download = async (language: Language) =>
      server().app.request(`http://acme.localhost/api/quotes/${q.id}/download-as-pdf`, { headers: { authorization: `Bearer ${await admin()}`, 'accept-language': language } });
    const it_ = await download('it');
    expect(it_.headers.get('content-disposition')).toContain('filename="preventivo-');
    expect(Buffer.from(await it_.arrayBuffer()).toString('latin1')).toContain(`(Preventivo n. ${q.number})`);
    const en = await download('en');
    expect(en.headers.get('content-disposition')).toContain('filename="quote-');
    expect(Buffer.from(await en.arrayBuffer()).toString('latin1')).toContain(`(Quote no. ${q.number})`);
    // Two PDFs with the embedded font: seconds each on a loaded machine.
  }, 90_000);

  it("export headers: the leave workbook's file name in the requester's language", async () => {
    const get = async (language: Language) =>
      server().app.request('http://acme.localhost/api/vacations/excel?from=2037-01-01&to=2037-01-31', { headers: { authorization: `Bearer ${await admin()}`, 'accept-language': language } });
    expect((await get('it')).headers.get('content-disposition')).toMatch(/filename="Ferie e permessi \d{4}-/);
    expect((await get('en')).headers.get('content-disposition')).toMatch(/filename="Vacations and leave \d{4}-/);
  });

  it('notification: the server words no notification (kind and values only); its own refusals are worded', async () => {
    const list = (await ask('en', 'GET', '/notifications')).body as { data: Record<string, unknown>[] };
    for (const n of list.data) expect(Object.keys(n)).not.toContain('message');
    expect(at((await ask('it', 'POST', '/notifications/999999/read')).body, 'message')).toBe('Notifica non trovata.');
    expect(at((await ask('en', 'POST', '/notifications/999999/read')).body, 'message')).toBe('Notification not found.');
    const stream = await ask('it', 'GET', '/notifications/stream');
    expect(stream.status).toBe(406);
    expect(at(stream.body, 'message')).toContain('Questa operazione risponde solo con text/event-stream');
  });
});
