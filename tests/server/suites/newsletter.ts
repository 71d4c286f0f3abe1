import { describe, expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';
import { pageErrors, schemaErrors } from '../responseSchema.ts';

type Rec = Record<string, unknown>;
type Page = { data: Rec[]; meta: { total: number; per_page: number; current_page: number; last_page: number } };

const NOT_CONFIGURED = 'The newsletter module is switched off: turn it on in the newsletter settings.';
const NO_CREDENTIALS = 'The newsletter credentials are not set: enter them in the newsletter settings.';

export function newsletterSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const api = '/newsletter/mailup';

  async function newList(name = 'Lista test'): Promise<number> {
    const r = await admin('POST', `${api}/lists`, { Name: name, Description: 'Prova', OwnerEmail: 'owner@acme.test', Business: true });
    expect(r.status, r.text).toBe(201);
    return at(r.body, 'data.idList') as number;
  }
  async function newGroup(idList: number, name = 'Gruppo'): Promise<number> {
    const r = await admin('POST', `${api}/lists/${idList}/groups`, { Name: name, Notes: 'note' });
    expect(r.status, r.text).toBe(201);
    return at(r.body, 'data.idGroup') as number;
  }
  const listStatus = async (idList: number, idRecipient: number) => at((await admin('GET', `${api}/lists/${idList}/recipients/${idRecipient}`)).body, 'data.Status');
  const groupMembers = async (idGroup: number) => ((await admin('GET', `${api}/groups/${idGroup}/recipients`)).body as Page).data.map((r) => r.idRecipient);

  describe('newsletter', () => {
    it('reports the login state from the user\'s preferences; unconfigured users get 409', async () => {
      const status = await admin('GET', `${api}/status`);
      expect(at(status.body, 'data')).toEqual({ logged_in: true, message: null, enabled: true, username: 'demo', password_set: true });
      expect(schemaErrors(server(), 'NewsletterStatus', at(status.body, 'data'))).toEqual([]);
      expect(schemaErrors(server(), 'NewsletterStatus', { logged_in: 'yes' })).not.toEqual([]);
      const sup = (m: string, p: string, b?: unknown) => call('acme', 'supervisor', m, p, b);
      expect(at((await sup('GET', `${api}/status`)).body, 'data')).toMatchObject({ logged_in: false, message: NOT_CONFIGURED, password_set: false });
      const refused = await sup('GET', `${api}/lists`);
      expect(refused.status).toBe(409);
      expect(at(refused.body, 'message')).toBe(NOT_CONFIGURED);
      // Its own words and code, not a "changed by someone else" conflict; in Italian for an Italian reader.
      expect(at(refused.body, 'code')).toBe('newsletter_disabled');
      const inItalian = await server().request('acme', 'GET', `${api}/lists`, { token: await as('acme', 'supervisor'), headers: { 'accept-language': 'it' } });
      expect(at(inItalian.body, 'message')).toBe('Il modulo newsletter è disattivato: attivalo nelle impostazioni della newsletter.');
      expect((await sup('POST', `${api}/lists`, { Name: 'x' })).status).toBe(409);
      expect((await sup('GET', `${api}/lists/countries`)).status).toBe(409);

      // Enabled without a password is still not configured; with all three it works.
      await sup('POST', '/users/me/preferences', { key: 'newsletter.enabled', value: 'enabled' });
      await sup('POST', '/users/me/preferences', { key: 'newsletter.username', value: 'luca' });
      expect(at((await sup('GET', `${api}/status`)).body, 'data')).toMatchObject({ logged_in: false, message: NO_CREDENTIALS });
      const noPassword = await sup('GET', `${api}/lists`);
      expect([noPassword.status, at(noPassword.body, 'code'), at(noPassword.body, 'message')]).toEqual([409, 'newsletter_credentials_missing', NO_CREDENTIALS]);
      await sup('POST', '/users/me/preferences', { key: 'newsletter.password', value: 'segreta' });
      expect(at((await sup('GET', `${api}/status`)).body, 'data')).toEqual({ logged_in: true, message: null, enabled: true, username: 'luca', password_set: true });
      // The password itself never comes back.
      expect(JSON.stringify((await sup('GET', `${api}/status`)).body)).not.toContain('segreta');
      expect((await sup('GET', `${api}/lists`)).status).toBe(200);
      await sup('POST', '/users/me/preferences', { key: 'newsletter.enabled', value: 'disabled' });
      expect((await sup('GET', `${api}/lists`)).status).toBe(409);
    });

    it('round-trips lists with PascalCase bodies and provider id names in responses', async () => {
      const r = await admin('POST', `${api}/lists`, { Name: 'Clienti Nord', Description: 'Lombardia e Veneto', Notes: 'n', OwnerEmail: 'owner@acme.test', Business: true, Customer: false });
      expect(r.status, r.text).toBe(201);
      const list = at(r.body, 'data') as Rec;
      expect(list).toEqual({ idList: expect.any(Number), listGuid: expect.any(String), Company: null, Name: 'Clienti Nord', Description: 'Lombardia e Veneto', Notes: 'n', OwnerEmail: 'owner@acme.test', Business: true, Customer: false });
      expect(at((await admin('GET', `${api}/lists/${list.idList}`)).body, 'data')).toEqual(list);
      const up = await admin('PUT', `${api}/lists/${list.idList}`, { Name: 'Clienti Nord-Est' });
      expect(at(up.body, 'data')).toEqual({ idList: list.idList, listGuid: list.listGuid, Company: null, Name: 'Clienti Nord-Est', Description: null, Notes: null, OwnerEmail: null, Business: false, Customer: true });
      const page = (await admin('GET', `${api}/lists?search=Nord-Est`)).body as Page;
      expect(page.data.map((l) => l.idList)).toEqual([list.idList]);
      expect(page.meta).toMatchObject({ current_page: 1, per_page: 50, total: 1 });
      // snake_case or lower-case keys are not the provider's: refused by the contract.
      expect((await admin('POST', `${api}/lists`, { name: 'x' })).status).toBe(422);
      expect((await admin('POST', `${api}/lists`, { Name: '' })).status).toBe(422);
      expect((await admin('DELETE', `${api}/lists/${list.idList}`)).status).toBe(204);
      expect((await admin('GET', `${api}/lists/${list.idList}`)).status).toBe(404);
      expect((await admin('PUT', `${api}/lists/${list.idList}`, { Name: 'x' })).status).toBe(404);
    });

    it('manages groups inside a list; deleting a group keeps its recipients in the list', async () => {
      const idList = await newList('Con gruppi');
      const idGroup = await newGroup(idList, 'Alimentare');
      const other = await newGroup(idList, 'Retail');
      const groups = (await admin('GET', `${api}/lists/${idList}/groups`)).body as Page;
      expect(groups.data).toEqual([
        { idGroup, idList, Name: 'Alimentare', Notes: 'note', Deletable: true },
        { idGroup: other, idList, Name: 'Retail', Notes: 'note', Deletable: true },
      ]);
      const up = await admin('PUT', `${api}/lists/${idList}/groups/${idGroup}`, { Name: 'Alimentare e bevande', Notes: null });
      expect(at(up.body, 'data')).toEqual({ idGroup, idList, Name: 'Alimentare e bevande', Notes: null, Deletable: true });
      const member = await admin('POST', `${api}/groups/${idGroup}/recipients`, { Email: 'gruppo@example.it' });
      const idRecipient = at(member.body, 'data.idRecipient') as number;
      expect((await admin('DELETE', `${api}/lists/${idList}/groups/${idGroup}`)).status).toBe(204);
      expect((await admin('GET', `${api}/groups/${idGroup}/recipients`)).status).toBe(404);
      expect(await listStatus(idList, idRecipient)).toBe('OPTIN');
      // A group is addressed through its own list only.
      const elsewhere = await newList('Altra');
      expect((await admin('PUT', `${api}/lists/${elsewhere}/groups/${other}`, { Name: 'x' })).status).toBe(404);
      expect((await admin('DELETE', `${api}/lists/${elsewhere}/groups/${other}`)).status).toBe(404);
      expect((await admin('POST', `${api}/lists/999999/groups`, { Name: 'x' })).status).toBe(404);
      expect((await admin('POST', `${api}/lists/${idList}/groups`, { Notes: 'senza nome' })).status).toBe(422);
      // Deleting the list takes its groups with it.
      expect((await admin('DELETE', `${api}/lists/${idList}`)).status).toBe(204);
      expect((await admin('GET', `${api}/groups/${other}/recipients`)).status).toBe(404);
    });

    it('subscribes list recipients: OPTIN by default, PENDING with confirmEmail; adding an address again says so and changes nothing', async () => {
      const idList = await newList('Iscrizioni');
      const plain = await admin('POST', `${api}/lists/${idList}/recipients`, {
        Email: 'Mario.Rossi@Example.it',
        Name: 'Mario Rossi',
        Fields: [
          { Id: 1, Value: 'Mario' },
          { Id: 2, Value: 'Rossi' },
          { Id: 8, Value: 'IT' },
        ],
      });
      expect(plain.status, plain.text).toBe(201);
      expect(at(plain.body, 'data')).toEqual({
        idRecipient: expect.any(Number),
        idGroup: null,
        Email: 'mario.rossi@example.it',
        Name: 'Mario Rossi',
        MobilePrefix: null,
        MobileNumber: null,
        Status: 'OPTIN',
        Fields: [
          { Description: 'nome', Id: 1, Value: 'Mario' },
          { Description: 'cognome', Id: 2, Value: 'Rossi' },
          { Description: 'paese', Id: 8, Value: 'IT' },
        ],
      });
      const pending = await admin('POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'anna@example.it' });
      expect(at(pending.body, 'data.Status')).toBe('PENDING');
      // The trailing-slash form of the spec is accepted too.
      const slash = await admin('POST', `${api}/lists/${idList}/recipients/?confirmEmail=false`, { Email: 'luigi@example.it' });
      expect(slash.status, slash.text).toBe(201);
      expect(at(slash.body, 'data.Status')).toBe('OPTIN');
      // Same address again, without the confirmation box: refused, and the pending recipient keeps status and data
      // (only their own confirmation subscribes them).
      const again = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'Anna@example.it', Name: 'Anna Bianchi', Fields: [{ Id: 3, Value: 'Bianchi S.r.l.' }] });
      expect(again.status, again.text).toBe(409);
      expect(again.body).toMatchObject({ code: 'recipient_pending', status: 'PENDING' });
      expect(at((await admin('GET', `${api}/lists/${idList}/recipients/${at(pending.body, 'data.idRecipient')}`)).body, 'data')).toMatchObject({ Status: 'PENDING', Name: null, Fields: [] });
      const twice = await admin('POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'anna@example.it' });
      expect(twice.body).toMatchObject({ code: 'recipient_pending' });
      // A subscribed one: says so, changes nothing.
      const known = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'mario.rossi@example.it', Name: 'Altro nome' });
      expect(known.status).toBe(409);
      expect(known.body).toMatchObject({ code: 'recipient_exists', status: 'OPTIN' });
      expect(at((await admin('GET', `${api}/lists/${idList}/recipients/${at(plain.body, 'data.idRecipient')}`)).body, 'data.Name')).toBe('Mario Rossi');

      const all = (await admin('GET', `${api}/lists/${idList}/recipients`)).body as Page;
      expect(all.data.map((r) => r.Email)).toEqual(['anna@example.it', 'luigi@example.it', 'mario.rossi@example.it']);
      expect(((await admin('GET', `${api}/lists/${idList}/recipients?search=rossi`)).body as Page).data).toHaveLength(1);
      expect(((await admin('GET', `${api}/lists/${idList}/recipients?status=OPTIN`)).body as Page).meta.total).toBe(2);
      expect(((await admin('GET', `${api}/lists/${idList}/recipients?status=PENDING`)).body as Page).meta.total).toBe(1);
      expect((await admin('GET', `${api}/lists/${idList}/recipients?status=optin`)).status).toBe(422);

      // Validation: unknown country, lower-case keys, bad e-mail.
      const country = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'x@example.it', Fields: [{ Id: 8, Value: 'XX' }] });
      expect(country.status).toBe(422);
      expect(Object.keys(at(country.body, 'errors') as object)).toEqual(['Fields.0.Value']);
      expect((await admin('POST', `${api}/lists/${idList}/recipients`, { email: 'x@example.it' })).status).toBe(422);
      expect((await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'not-an-email' })).status).toBe(422);
      expect((await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'x@example.it', Fields: [{ Id: 5, Value: 'x' }] })).status).toBe(422);
      expect((await admin('POST', `${api}/lists/999999/recipients`, { Email: 'x@example.it' })).status).toBe(404);
    });

    it('corrects a recipient: name and fields (given ones replace, others stay, empty clears); address and status untouched', async () => {
      const idList = await newList('Correzioni');
      const added = await admin('POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, {
        Email: 'gianni@example.it',
        Name: 'Gianni Vrdi',
        Fields: [
          { Id: 1, Value: 'Gianni' },
          { Id: 3, Value: 'Verdi Srl' },
          { Id: 8, Value: 'IT' },
        ],
      });
      const id = at(added.body, 'data.idRecipient') as number;
      const path = `${api}/lists/${idList}/recipients/${id}`;
      const fixed = await admin('PUT', path, { Name: 'Gianni Verdi', Fields: [{ Id: 2, Value: 'Verdi' }, { Id: 3, Value: 'Verdi Imballaggi S.r.l.' }, { Id: 8, Value: 'SM' }] });
      expect(fixed.status, fixed.text).toBe(200);
      expect(at(fixed.body, 'data')).toMatchObject({
        idRecipient: id,
        Email: 'gianni@example.it',
        Name: 'Gianni Verdi',
        Status: 'PENDING',
        Fields: [
          { Id: 1, Value: 'Gianni' },
          { Id: 2, Value: 'Verdi' },
          { Id: 3, Value: 'Verdi Imballaggi S.r.l.' },
          { Id: 8, Value: 'SM' },
        ],
      });
      expect(schemaErrors(server(), 'NewsletterRecipient', at(fixed.body, 'data'))).toEqual([]);
      expect(at((await admin('GET', path)).body, 'data')).toEqual(at(fixed.body, 'data'));
      // The list shows the corrected company; an empty value clears a field (the country too).
      const listed = ((await admin('GET', `${api}/lists/${idList}/recipients`)).body as Page).data.find((r) => r.idRecipient === id);
      expect(listed).toMatchObject({ Name: 'Gianni Verdi', Fields: expect.arrayContaining([expect.objectContaining({ Id: 3, Value: 'Verdi Imballaggi S.r.l.' })]) });
      const cleared = await admin('PUT', path, { Fields: [{ Id: 8, Value: '' }] });
      expect(cleared.status, cleared.text).toBe(200);
      expect(at(cleared.body, 'data.Name')).toBe('Gianni Verdi');
      expect((at(cleared.body, 'data.Fields') as Rec[]).find((f) => f.Id === 8)).toMatchObject({ Value: '' });
      // Refusals: an unknown country (on the field's path), an address or status in the body, lower-case keys;
      // a recipient not in the list; a reader without the update right.
      const country = await admin('PUT', path, { Fields: [{ Id: 8, Value: 'XX' }] });
      expect([country.status, Object.keys(at(country.body, 'errors') as object)]).toEqual([422, ['Fields.0.Value']]);
      expect((await admin('PUT', path, { Email: 'altro@example.it' })).status).toBe(422);
      expect((await admin('PUT', path, { Status: 'OPTIN' })).status).toBe(422);
      expect((await admin('PUT', path, { name: 'x' })).status).toBe(422);
      expect((await admin('PUT', `${api}/lists/${idList}/recipients/999999`, { Name: 'x' })).status).toBe(404);
      expect((await admin('PUT', `${api}/lists/999999/recipients/${id}`, { Name: 'x' })).status).toBe(404);
      expect((await call('acme', 'operator', 'PUT', path, { Name: 'x' })).status).toBe(403);
      expect(at((await admin('GET', path)).body, 'data.Status')).toBe('PENDING');
    });

    it('group recipients: add (PENDING/OPTIN), an existing one joins as they are (pending stays pending), unsubscribe (list status kept)', async () => {
      const idList = await newList('Gruppi e iscritti');
      const idGroup = await newGroup(idList);
      const added = await admin('POST', `${api}/groups/${idGroup}/recipients?confirmEmail=true`, { Email: 'attesa@example.it', Name: 'In attesa' });
      expect(added.status, added.text).toBe(201);
      expect(at(added.body, 'data')).toMatchObject({ idGroup, Status: 'PENDING', Email: 'attesa@example.it' });
      expect(schemaErrors(server(), 'NewsletterRecipientEnvelope', added.body)).toEqual([]);
      expect(pageErrors(server(), 'NewsletterRecipient', (await admin('GET', `${api}/groups/${idGroup}/recipients`)).body)).toEqual([]);
      const waiting = at(added.body, 'data.idRecipient') as number;
      expect(await listStatus(idList, waiting)).toBe('PENDING');
      const direct = await admin('POST', `${api}/groups/${idGroup}/recipients/`, { Email: 'subito@example.it' });
      expect(at(direct.body, 'data.Status')).toBe('OPTIN');

      const members = (await admin('GET', `${api}/groups/${idGroup}/recipients`)).body as Page;
      expect(members.data.map((r) => [r.Email, r.Status, r.idGroup])).toEqual([
        ['attesa@example.it', 'PENDING', idGroup],
        ['subito@example.it', 'OPTIN', idGroup],
      ]);

      // A PENDING list recipient outside the group joins it still waiting for their own confirmation, with or
      // without confirmEmail: nobody but the recipient subscribes them.
      const outside = await admin('POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'fuori@example.it', Name: 'Fuori' });
      const outsideId = at(outside.body, 'data.idRecipient') as number;
      expect(await listStatus(idList, outsideId)).toBe('PENDING');
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${outsideId}/subscribe?confirmEmail=true`)).status).toBe(204);
      expect(await listStatus(idList, outsideId)).toBe('PENDING');
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${outsideId}/subscribe`)).status).toBe(204);
      expect(await groupMembers(idGroup)).toContain(outsideId);
      expect(await listStatus(idList, outsideId)).toBe('PENDING');
      // Added again by address to a group it is in: says so, changes nothing.
      const dup = await admin('POST', `${api}/groups/${idGroup}/recipients`, { Email: 'fuori@example.it', Name: 'Altro' });
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ code: 'recipient_exists', status: 'PENDING' });
      // By address to another group of the list: joins it as they are (pending, name kept).
      const second = await newGroup(idList, 'Secondo');
      const joined = await admin('POST', `${api}/groups/${second}/recipients`, { Email: 'fuori@example.it', Name: 'Altro' });
      expect(joined.status, joined.text).toBe(201);
      expect(at(joined.body, 'data')).toMatchObject({ idRecipient: outsideId, idGroup: second, Status: 'PENDING', Name: 'Fuori' });

      // Unsubscribing from the group leaves the list status as it was.
      expect((await admin('DELETE', `${api}/groups/${idGroup}/recipients/${waiting}/unsubscribe`)).status).toBe(204);
      expect(await groupMembers(idGroup)).not.toContain(waiting);
      expect(await listStatus(idList, waiting)).toBe('PENDING');

      // A recipient unknown to the group's list cannot be subscribed to the group.
      const otherList = await newList('Estranea');
      const stranger = await admin('POST', `${api}/lists/${otherList}/recipients`, { Email: 'estraneo@example.it' });
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${at(stranger.body, 'data.idRecipient')}/subscribe`)).status).toBe(404);
      expect((await admin('POST', `${api}/groups/999999/recipients/${outsideId}/subscribe`)).status).toBe(404);
      expect((await admin('POST', `${api}/groups/999999/recipients`, { Email: 'x@example.it' })).status).toBe(404);
    });

    it('removing a list recipient makes it OPTOUT, still listed, and out of the list\'s groups', async () => {
      const idList = await newList('Disiscrizioni');
      const idGroup = await newGroup(idList);
      const r = await admin('POST', `${api}/groups/${idGroup}/recipients`, { Email: 'via@example.it' });
      const id = at(r.body, 'data.idRecipient') as number;
      expect((await admin('DELETE', `${api}/lists/${idList}/recipients/${id}`)).status).toBe(204);
      expect(await listStatus(idList, id)).toBe('OPTOUT');
      expect(((await admin('GET', `${api}/lists/${idList}/recipients?status=OPTOUT`)).body as Page).data.map((x) => x.idRecipient)).toEqual([id]);
      expect(await groupMembers(idGroup)).not.toContain(id);
      // Never silently subscribed again: only through a new confirmation e-mail, and then waiting for it.
      const silent = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'via@example.it' });
      expect(silent.status).toBe(409);
      expect(silent.body).toMatchObject({ code: 'recipient_unsubscribed', status: 'OPTOUT' });
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${id}/subscribe`)).status).toBe(409);
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients`, { Email: 'via@example.it' })).status).toBe(409);
      expect(await listStatus(idList, id)).toBe('OPTOUT');
      const back = await admin('POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'via@example.it' });
      expect(at(back.body, 'data')).toMatchObject({ idRecipient: id, Status: 'PENDING' });
      expect((await admin('DELETE', `${api}/lists/${idList}/recipients/999999`)).status).toBe(404);
      expect((await admin('GET', `${api}/lists/${idList}/recipients/999999`)).status).toBe(404);
    });

    it('an OPTOUT recipient subscribed to a group with confirmEmail waits for the confirmation', async () => {
      const idList = await newList('Ritorni');
      const idGroup = await newGroup(idList);
      const r = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'ritorno@example.it' });
      const id = at(r.body, 'data.idRecipient') as number;
      expect((await admin('DELETE', `${api}/lists/${idList}/recipients/${id}`)).status).toBe(204);
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${id}/subscribe?confirmEmail=true`)).status).toBe(204);
      expect(await listStatus(idList, id)).toBe('PENDING');
      expect(await groupMembers(idGroup)).toContain(id);
      // An OPTIN one needs no confirmation again.
      const optin = await admin('POST', `${api}/lists/${idList}/recipients`, { Email: 'gia@example.it' });
      const optinId = at(optin.body, 'data.idRecipient') as number;
      expect((await admin('POST', `${api}/groups/${idGroup}/recipients/${optinId}/subscribe?confirmEmail=true`)).status).toBe(204);
      expect(await listStatus(idList, optinId)).toBe('OPTIN');
    });

    it("refuses a group without a list id with the spec's message (not 405)", async () => {
      for (const path of [`${api}/lists//groups`, `${api}/lists/groups`]) {
        const r = await admin('POST', path, { Name: 'Orfano' });
        expect(r.status, r.text).toBe(422);
        expect(at(r.body, 'message')).toBe('List ID is required to create a group.');
      }
      expect((await call('acme', 'operator', 'POST', `${api}/lists//groups`, { Name: 'x' })).status).toBe(403);
    });

    it('tests the connection with the stored credentials', async () => {
      expect(at((await admin('POST', `${api}/status/test`)).body, 'data')).toEqual({ ok: true, message: null });
      const sup = await call('acme', 'operator', 'POST', `${api}/status/test`);
      expect(sup.status).toBe(200);
      expect(at(sup.body, 'data')).toEqual({ ok: false, message: NOT_CONFIGURED });
    });

    it('lists the countries for field 8', async () => {
      const r = await admin('GET', `${api}/lists/countries`);
      expect(r.status).toBe(200);
      const countries = at(r.body, 'data') as { code: string; name: string }[];
      expect(countries).toContainEqual({ code: 'IT', name: 'Italia' });
      expect(countries.length).toBeGreaterThan(200);
      expect(countries.flatMap((c) => schemaErrors(server(), 'NewsletterCountry', c))).toEqual([]);
    });

    it('shows the seed: two lists with groups and recipients in every status', async () => {
      const listPage = (await admin('GET', `${api}/lists`)).body as Page;
      expect(pageErrors(server(), 'NewsletterList', listPage)).toEqual([]);
      const lists = listPage.data;
      const seeded = lists.filter((l) => l.Name === 'Clienti Italia' || l.Name === 'Fiere ed eventi 2026');
      expect(seeded).toHaveLength(2);
      const statuses = new Set<unknown>();
      let groups = 0;
      let recipients = 0;
      for (const l of seeded) {
        const page = (await admin('GET', `${api}/lists/${l.idList}/recipients`)).body as Page;
        expect(pageErrors(server(), 'NewsletterRecipient', page)).toEqual([]);
        expect(pageErrors(server(), 'NewsletterGroup', (await admin('GET', `${api}/lists/${l.idList}/groups`)).body)).toEqual([]);
        recipients += page.meta.total;
        for (const r of page.data) statuses.add(r.Status);
        groups += ((await admin('GET', `${api}/lists/${l.idList}/groups`)).body as Page).meta.total;
      }
      expect([...statuses].sort()).toEqual(['OPTIN', 'OPTOUT', 'PENDING']);
      expect(groups).toBe(3);
      expect(recipients).toBeGreaterThanOrEqual(15);
      const prefs = (await admin('GET', '/users/me/preferences')).body as Page;
      expect(prefs.data).toEqual(expect.arrayContaining([{ key: 'newsletter.enabled', value: 'enabled' }, { key: 'newsletter.username', value: 'demo' }, { key: 'newsletter.password', value: '********' }]));
    });

    it('keeps tenants apart (404) and checks permissions (403)', async () => {
      const theirs = ((await call('cantiere', 'admin', 'GET', `${api}/lists`)).body as Page).data[0];
      const theirId = theirs?.idList as number;
      expect(theirId).toBeGreaterThan(0);
      const theirGroup = ((await call('cantiere', 'admin', 'GET', `${api}/lists/${theirId}/groups`)).body as Page).data[0]?.idGroup as number;
      const theirRecipient = ((await call('cantiere', 'admin', 'GET', `${api}/lists/${theirId}/recipients`)).body as Page).data[0]?.idRecipient as number;
      for (const [m, path, body] of [
        ['GET', `${api}/lists/${theirId}`, undefined],
        ['PUT', `${api}/lists/${theirId}`, { Name: 'presa' }],
        ['DELETE', `${api}/lists/${theirId}`, undefined],
        ['GET', `${api}/lists/${theirId}/groups`, undefined],
        ['POST', `${api}/lists/${theirId}/groups`, { Name: 'x' }],
        ['PUT', `${api}/lists/${theirId}/groups/${theirGroup}`, { Name: 'x' }],
        ['DELETE', `${api}/lists/${theirId}/groups/${theirGroup}`, undefined],
        ['GET', `${api}/lists/${theirId}/recipients`, undefined],
        ['POST', `${api}/lists/${theirId}/recipients`, { Email: 'x@example.it' }],
        ['GET', `${api}/lists/${theirId}/recipients/${theirRecipient}`, undefined],
        ['PUT', `${api}/lists/${theirId}/recipients/${theirRecipient}`, { Name: 'preso' }],
        ['DELETE', `${api}/lists/${theirId}/recipients/${theirRecipient}`, undefined],
        ['GET', `${api}/groups/${theirGroup}/recipients`, undefined],
        ['POST', `${api}/groups/${theirGroup}/recipients`, { Email: 'x@example.it' }],
        ['POST', `${api}/groups/${theirGroup}/recipients/${theirRecipient}/subscribe`, undefined],
        ['DELETE', `${api}/groups/${theirGroup}/recipients/${theirRecipient}/unsubscribe`, undefined],
      ] as const) {
        expect((await admin(m, path, body)).status, `${m} ${path}`).toBe(404);
      }
      expect(((await admin('GET', `${api}/lists?page_size=500`)).body as Page).data.map((l) => l.idList)).not.toContain(theirId);
      expect(at((await call('cantiere', 'admin', 'GET', `${api}/lists/${theirId}`)).body, 'data.Name')).toBe(theirs?.Name);

      // Operators may only read (and are refused before the configuration check); supervisors may not delete.
      expect((await call('acme', 'operator', 'POST', `${api}/lists`, { Name: 'x' })).status).toBe(403);
      expect((await call('acme', 'operator', 'GET', `${api}/lists`)).status).toBe(409);
      expect((await call('acme', 'supervisor', 'DELETE', `${api}/lists/${theirId}`)).status).toBe(403);
    });
  });
}
