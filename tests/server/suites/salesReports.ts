import { describe, expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number } };

export function salesReportsSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const first = async (path: string): Promise<Row> => {
    const row = ((await admin('GET', path)).body as Page).data[0];
    if (!row) throw new Error(`nothing at ${path}`);
    return row;
  };

  describe('sales reports, materials and interests', () => {
    it('round-trips a report with materials and interests; user_id defaults to the signed-in user', async () => {
      const profile = await first('/profiles?type=customer');
      const material = await admin('POST', '/materials', { name: 'Film alto barriera', code: 'MAT-X1' });
      expect(material.status).toBe(201);
      const interest = await admin('POST', '/interests', { name: 'Shelf life', description: 'Durata a scaffale' });
      const materialId = at(material.body, 'data.id') as number;
      const interestId = at(interest.body, 'data.id') as number;
      const created = await admin('POST', '/sales-reports', {
        date: '2026-02-10',
        profile_id: profile.id,
        contact_type: 'visit',
        summary: 'Visita tecnica',
        next_action_at: '2026-02-17 09:30:00',
        material_ids: [materialId],
        interest_ids: [interestId],
      });
      expect(created.status, created.text).toBe(201);
      const me = at((await admin('GET', '/users/me')).body, 'data.id');
      const report = (created.body as { data: Row }).data;
      expect(report).toMatchObject({
        date: '2026-02-10',
        profile: { id: profile.id, name: profile.name, type: 'customer' },
        user: { id: me },
        contact_type: 'visit',
        next_action_at: '2026-02-17 09:30:00',
        materials: [{ id: materialId, name: 'Film alto barriera' }],
        interests: [{ id: interestId, name: 'Shelf life' }],
      });
      const updated = await admin('PUT', `/sales-reports/${report.id}`, { date: '2026-02-11', profile_id: profile.id, contact_type: 'call', summary: 'Telefonata', material_ids: [] });
      expect(updated.status, updated.text).toBe(200);
      expect(at(updated.body, 'data')).toMatchObject({ date: '2026-02-11', contact_type: 'call', materials: [], interests: [{ id: interestId }] });
      expect(at((await admin('GET', `/sales-reports/${report.id}`)).body, 'data.summary')).toBe('Telefonata');

      // The material and interest tabs list it; deleting the interest detaches it.
      const byInterest = (await admin('GET', `/interests/${interestId}/sales-reports`)).body as Page;
      expect(byInterest.data.map((r) => r.id)).toEqual([report.id]);
      expect((await admin('DELETE', `/interests/${interestId}`)).status).toBe(204);
      expect(at((await admin('GET', `/sales-reports/${report.id}`)).body, 'data.interests')).toEqual([]);
      expect((await admin('DELETE', `/sales-reports/${report.id}`)).status).toBe(204);
      expect((await admin('GET', `/sales-reports/${report.id}`)).status).toBe(404);
    });

    it('keeps a next action given as a day without a time (no 00:00), and one with a time with it', async () => {
      const profile = await first('/profiles?type=customer');
      const body = { date: '2026-03-02', profile_id: profile.id, contact_type: 'call', summary: 'Richiamare' };
      const day = await admin('POST', '/sales-reports', { ...body, next_action: 'Mandare il listino', next_action_at: '2026-03-09' });
      expect(day.status, day.text).toBe(201);
      const id = at(day.body, 'data.id') as number;
      expect(at(day.body, 'data.next_action_at')).toBe('2026-03-09');
      expect(at((await admin('GET', `/sales-reports/${id}`)).body, 'data.next_action_at')).toBe('2026-03-09');
      const listed = ((await admin('GET', `/sales-reports?profile_id=${profile.id}&from=2026-03-02&to=2026-03-02`)).body as Page).data.find((r) => r.id === id);
      expect(listed?.next_action_at).toBe('2026-03-09');
      // A time given later is kept; midnight given as a time stays a time.
      const timed = await admin('PUT', `/sales-reports/${id}`, { ...body, next_action_at: '2026-03-09 00:00:00' });
      expect(at(timed.body, 'data.next_action_at')).toBe('2026-03-09 00:00:00');
      const back = await admin('PUT', `/sales-reports/${id}`, { ...body, next_action_at: '2026-03-01' });
      expect(back.status).toBe(422);
      expect(at(back.body, 'errors')).toEqual({ next_action_at: ["The next action date must be on or after the report's date."] });
      expect((await admin('PUT', `/sales-reports/${id}`, { ...body, next_action_at: '2026-02-30' })).status).toBe(422);
      await admin('PUT', `/sales-reports/${id}`, { ...body, next_action_at: '2026-03-10' });
      const csv = await admin('GET', `/exports/sales-reports?format=csv&filter[profile_id]=${profile.id}&filter[from]=2026-03-02&filter[to]=2026-03-02`);
      expect(csv.status, csv.text).toBe(200);
      expect(csv.text).toContain('10/03/2026');
      expect(csv.text).not.toContain('10/03/2026 00:00');
    });

    it('filters by profile, user, date range and search, newest date first', async () => {
      const all = (await admin('GET', '/sales-reports')).body as Page;
      expect(all.meta.per_page).toBe(50);
      const dates = all.data.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort().reverse());
      const supervisor = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
      const bySupervisor = (await admin('GET', `/sales-reports?user_id=${supervisor}`)).body as Page;
      expect(bySupervisor.data.length).toBeGreaterThan(0);
      expect(bySupervisor.data.every((r) => at(r, 'user.id') === supervisor)).toBe(true);
      const one = all.data[0];
      const profileId = at(one, 'profile.id') as number;
      const byProfile = (await admin('GET', `/sales-reports?profile_id=${profileId}`)).body as Page;
      expect(byProfile.data.every((r) => at(r, 'profile.id') === profileId)).toBe(true);
      const day = String(one?.date);
      const exact = (await admin('GET', `/sales-reports?from=${day}&to=${day}`)).body as Page;
      expect(exact.data.length).toBeGreaterThan(0);
      expect(exact.data.every((r) => r.date === day)).toBe(true);
      const search = (await admin('GET', `/sales-reports?search=${encodeURIComponent(String(at(one, 'profile.name')).slice(0, 8))}`)).body as Page;
      expect(search.data.map((r) => r.id)).toContain(one?.id);
      expect((await admin('GET', '/sales-reports?from=yesterday')).status).toBe(422);
    });

    it('refuses unknown or foreign ids (422), foreign records (404) and roles lacking the permission (403)', async () => {
      const borgoProfile = ((await call('borgo', 'admin', 'GET', '/profiles')).body as Page).data[0];
      const borgoMaterial = ((await call('borgo', 'admin', 'GET', '/materials')).body as Page).data[0];
      const borgoReport = ((await call('borgo', 'admin', 'GET', '/sales-reports')).body as Page).data[0];
      const bad = await admin('POST', '/sales-reports', { date: '2026-02-10', profile_id: borgoProfile?.id, contact_type: 'visit', summary: 'x', material_ids: [borgoMaterial?.id] });
      expect(bad.status).toBe(422);
      expect(Object.keys(at(bad.body, 'errors') as object).sort()).toEqual(['material_ids', 'profile_id']);
      expect((await admin('POST', '/sales-reports', { date: '2026-02-10' })).status).toBe(422);
      // A report's `summary` is named as its form names it ("Oggetto"), not as a task's title; a task's stays "Titolo".
      const token = await as('acme', 'admin');
      const italian = { 'accept-language': 'it' };
      const noSubject = await server().request('acme', 'POST', '/sales-reports', { token, headers: italian, body: { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: '' } });
      expect(at(noSubject.body, 'errors.summary')).toEqual(['Il campo Oggetto è obbligatorio.']);
      const english = await admin('POST', '/sales-reports', { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'x'.repeat(256) });
      expect(at(english.body, 'errors.summary')).toEqual(['The subject field must not be longer than 255 characters.']);
      const noAgent = await server().request('acme', 'POST', '/sales-reports', { token, headers: italian, body: { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'x', user_id: 'me' } });
      expect((at(noAgent.body, 'errors.user_id') as string[])[0]).toMatch(/^Il campo Agente /);
      // A next action before the contact it follows is a slip; on the same day, later, it is the plan.
      const backwards = await admin('POST', '/sales-reports', { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'x', next_action_at: '2026-02-09 10:00:00' });
      expect(backwards.status).toBe(422);
      expect(at(backwards.body, 'errors')).toEqual({ next_action_at: ["The next action date must be on or after the report's date."] });
      const sameDay = await admin('POST', '/sales-reports', { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'x', next_action_at: '2026-02-10 17:00:00' });
      expect(sameDay.status).toBe(201);
      const sameDayId = at(sameDay.body, 'data.id') as number;
      expect((await admin('PUT', `/sales-reports/${sameDayId}`, { date: '2026-02-11', profile_id: 1, contact_type: 'visit', summary: 'x', next_action_at: '2026-02-10 17:00:00' })).status).toBe(422);
      expect((await admin('DELETE', `/sales-reports/${sameDayId}`)).status).toBe(204);
      const noTitle = await server().request('acme', 'POST', '/tasks', { token, headers: italian, body: { summary: '' } });
      expect((at(noTitle.body, 'errors.summary') as string[])[0]).toMatch(/^Il campo Titolo /);
      expect((await admin('GET', `/sales-reports/${borgoReport?.id}`)).status).toBe(404);
      expect((await admin('DELETE', `/sales-reports/${borgoReport?.id}`)).status).toBe(404);
      expect((await admin('GET', `/materials/${borgoMaterial?.id}`)).status).toBe(404);
      expect((await admin('GET', `/materials/${borgoMaterial?.id}/sales-reports`)).status).toBe(404);
      expect((await admin('PUT', `/materials/${borgoMaterial?.id}`, { name: 'preso' })).status).toBe(404);
      expect((await call('acme', 'operator', 'POST', '/materials', { name: 'No' })).status).toBe(403);
      expect((await call('acme', 'supervisor', 'DELETE', `/sales-reports/${borgoReport?.id}`)).status).toBe(403);
    });

    it('an update without user_id keeps the author, even nobody (an author deleted since): the editor does not take the report', async () => {
      const roles = (await admin('GET', '/roles')).body as Page;
      const operatorRole = roles.data.find((role) => role['name'] === 'operator');
      const user = await admin('POST', '/users', { name: 'Agente uscente', email: 'uscente@example.it', role_id: operatorRole?.id });
      expect(user.status, user.text).toBe(201);
      const agentId = at(user.body, 'data.id') as number;
      const body = { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'Visita di un agente uscente' };
      const created = await admin('POST', '/sales-reports', { ...body, user_id: agentId });
      expect(created.status, created.text).toBe(201);
      const id = at(created.body, 'data.id') as number;
      expect(at((await admin('PUT', `/sales-reports/${id}`, body)).body, 'data.user.id')).toBe(agentId);
      expect((await admin('DELETE', `/users/${agentId}`)).status).toBe(204);
      expect(at((await admin('GET', `/sales-reports/${id}`)).body, 'data.user')).toMatchObject({ id: 0, name: '' });
      const saved = await admin('PUT', `/sales-reports/${id}`, { ...body, outcome: 'Ripreso dal nuovo agente' });
      expect(saved.status, saved.text).toBe(200);
      expect(at(saved.body, 'data.user')).toMatchObject({ id: 0, name: '' });
      expect(at(saved.body, 'data.outcome')).toBe('Ripreso dal nuovo agente');
      // Giving it to someone is still possible, by naming them.
      const me = at((await admin('GET', '/users/me')).body, 'data.id');
      expect(at((await admin('PUT', `/sales-reports/${id}`, { ...body, user_id: me })).body, 'data.user.id')).toBe(me);
      expect((await admin('DELETE', `/sales-reports/${id}`)).status).toBe(204);
    });

    it("lists for a role holding either reading of spec §6's list check, and refuses one holding neither", async () => {
      const token = await server().token('acme', 'admin@acme.test');
      const { outbox } = await import('../../../server/src/db/schema/core.ts');
      const { desc, eq } = await import('drizzle-orm');
      const member = async (name: string, permissions: string[]): Promise<string> => {
        const role = await server().request('acme', 'POST', '/roles', { token, body: { name, label: name, permissions } });
        expect(role.status, role.text).toBe(201);
        const email = `${name}@example.it`;
        expect((await server().request('acme', 'POST', '/users', { token, body: { name: `Utente ${name}`, email, role_id: at(role.body, 'data.id') } })).status).toBe(201);
        const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
        const invitation = /\/join\/(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        const accepted = await server().request('acme', 'POST', `/invitations/${invitation}/accept`, { body: { password: 'Visite!2026', password_confirmation: 'Visite!2026' } });
        return at(accepted.body, 'access_token') as string;
      };
      const singular = await member('lettura_singolare', ['sales-reports', 'sales-report.viewAny']);
      const plural = await member('lettura_plurale', ['sales-reports', 'sales-reports.viewAny']);
      const neither = await member('nessuna_lettura', ['sales-reports', 'sales-reports.view']);
      expect((await server().request('acme', 'GET', '/sales-reports', { token: singular })).status).toBe(200);
      expect((await server().request('acme', 'GET', '/sales-reports', { token: plural })).status).toBe(200);
      expect((await server().request('acme', 'GET', '/sales-reports', { token: neither })).status).toBe(403);
      // The alias widens nothing else: creating still needs its own key.
      expect((await server().request('acme', 'POST', '/sales-reports', { token: singular, body: { date: '2026-02-10', profile_id: 1, contact_type: 'visit', summary: 'x' } })).status).toBe(403);
    });

    it('round-trips materials and interests', async () => {
      const m = await admin('POST', '/materials', { name: 'Etichette', code: null, description: 'Adesive' });
      const id = at(m.body, 'data.id') as number;
      expect(at((await admin('GET', `/materials/${id}`)).body, 'data')).toMatchObject({ name: 'Etichette', code: null, description: 'Adesive' });
      expect(at((await admin('PUT', `/materials/${id}`, { name: 'Etichette adesive', code: 'ET' })).body, 'data')).toMatchObject({ name: 'Etichette adesive', code: 'ET', description: null });
      const list = (await admin('GET', '/materials?search=etichette')).body as Page;
      expect(list.data.map((r) => r.id)).toEqual([id]);
      expect((await admin('DELETE', `/materials/${id}`)).status).toBe(204);
      expect((await admin('GET', `/materials/${id}`)).status).toBe(404);
      const i = await admin('POST', '/interests', { name: 'Risparmio' });
      const iid = at(i.body, 'data.id') as number;
      expect(at((await admin('PUT', `/interests/${iid}`, { name: 'Risparmio energetico' })).body, 'data.name')).toBe('Risparmio energetico');
      expect(((await admin('GET', '/interests')).body as Page).data.map((r) => r.name)).toContain('Imballaggi sostenibili');
    });
  });
}
