import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { mailingListRecipients } from '../../../server/src/db/schema/newsletter.ts';
import { settled } from '../../../server/src/modules/imports/service.ts';
import { at, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { openSection } from '../sectionLogin.ts';
import { roleClient, type Role } from './roleClient.ts';

// Issue 35 point 5: the moves of offers, packages, newsletter recipients and imports are recorded (workflow_steps),
// once each, with who and when; a refused move records nothing; another tenant's or a private record's steps are 404.

type Step = { status: string; at: string; user: { id: number; name: string } | null; note: string | null };

export function workflowStepsSuite(server: () => TestServer): void {
  const { as, call, ok, userId, db } = roleClient(server);
  const acme = (role: Role, method: string, path: string, body?: unknown) => call('acme', role, method, path, body);
  const steps = async (path: string, role: Role = 'admin'): Promise<Step[]> => {
    const data = (ok(await acme(role, 'GET', path), 200).body as { data: Step[] }).data;
    for (const step of data) expect(schemaErrors(server(), 'WorkflowStep', step)).toEqual([]);
    return data;
  };
  const moves = (list: readonly Step[]) => list.map((step) => [step.status, step.user?.id ?? null, step.note]);
  const inOrder = (list: readonly Step[]) => expect([...list.map((s) => s.at)].sort()).toEqual(list.map((s) => s.at));

  describe('workflow steps', () => {
    it('an offer: creation, sending, a refused edit (nothing), a revision, sending again, the outcome; a duplicate starts its own', async () => {
      const admin = await userId('acme', 'admin');
      const supervisor = await userId('acme', 'supervisor');
      const customers = (ok(await acme('admin', 'GET', '/profiles?type=customer&page_size=50'), 200).body as { data: { id: number; email: string | null }[] }).data;
      const customer = customers.find((c) => typeof c.email === 'string' && c.email !== '');
      if (!customer) throw new Error('no customer with e-mail');
      const rows = [{ description: 'Steps 4711', quantity: '10', unit: 'pz', unit_price: '2.50' }];
      const id = at(ok(await acme('admin', 'POST', '/proposals', { customer_id: customer.id, rows }), 201).body, 'data.id') as number;
      ok(await acme('supervisor', 'POST', `/proposals/${id}/send-to-assigned-customer`, {}), 204);
      // Refused: a sent offer's content changes only through a revision; and no way back to draft by a plain edit.
      expect((await acme('admin', 'PUT', `/proposals/${id}`, { edit_type: 'standard', notes: 'Changed 4711' })).status).toBe(422);
      expect((await acme('admin', 'PUT', `/proposals/${id}`, { edit_type: 'standard', status: 'draft' })).status).toBe(422);
      ok(await acme('admin', 'PUT', `/proposals/${id}`, { edit_type: 'revision', notes: 'Revised 4711' }), 200);
      ok(await acme('supervisor', 'POST', `/proposals/${id}/send-to-assigned-customer`, {}), 204);
      ok(await acme('supervisor', 'POST', `/proposals/${id}/send-to-assigned-customer`, {}), 204);
      ok(await acme('admin', 'PUT', `/proposals/${id}`, { edit_type: 'standard', status: 'accepted' }), 200);
      // The same outcome again is no move.
      ok(await acme('admin', 'PUT', `/proposals/${id}`, { edit_type: 'standard', status: 'accepted' }), 200);
      const list = await steps(`/proposals/${id}/steps`);
      expect(moves(list)).toEqual([
        ['draft', admin, 'created'],
        ['sent', supervisor, 'sent'],
        ['draft', admin, 'revision'],
        ['sent', supervisor, 'sent'],
        ['sent', supervisor, 'resent'],
        ['accepted', admin, null],
      ]);
      inOrder(list);
      const copy = at(ok(await acme('supervisor', 'POST', `/proposals/${id}/duplicate`), 201).body, 'data.id') as number;
      expect(moves(await steps(`/proposals/${copy}/steps`))).toEqual([['draft', supervisor, 'duplicate']]);
      // Another tenant's (cantiere sells with offers too; borgo has them switched off: 403 before any lookup).
      expect((await call('cantiere', 'admin', 'GET', `/proposals/${id}/steps`)).status).toBe(404);
      expect((await acme('admin', 'GET', '/proposals/2000000000/steps')).status).toBe(404);
    });

    it('an offer past its validity: the expiry is recorded by a write (by nobody, dated the day after), once, never by a read', async () => {
      const customers = (ok(await acme('admin', 'GET', '/profiles?type=customer&page_size=1'), 200).body as { data: { id: number }[] }).data;
      // Made with a past date: the creation itself stores it as expired (a write starts from what a reader sees).
      const id = at(ok(await acme('admin', 'POST', '/proposals', { customer_id: customers[0]?.id, date: '2020-01-10', validity_days: 5, rows: [] }), 201).body, 'data.id') as number;
      expect(at((await acme('admin', 'GET', `/proposals/${id}`)).body, 'data.status')).toBe('expired');
      // Another write on it (a copy made from it) finds it expired already: no second step.
      ok(await acme('admin', 'POST', `/proposals/${id}/duplicate`), 201);
      const list = await steps(`/proposals/${id}/steps`);
      expect(moves(list)).toEqual([
        ['draft', await userId('acme', 'admin'), 'created'],
        ['expired', null, 'expired'],
      ]);
      expect(list[1]?.at.slice(0, 10)).toBe('2020-01-16');
    });

    it('a package: assigned, rated goal by goal, a rating removed, published, acknowledged; the person evaluated reads no rating step before publication; private to others', async () => {
      const [admin, supervisor, operator] = [await userId('acme', 'admin'), await userId('acme', 'supervisor'), await userId('acme', 'operator')];
      for (const role of ['admin', 'supervisor', 'operator', 'sub_admin'] as const) await openSection(server(), 'acme', await as('acme', role));
      // A year of its own: publishing concerns every hidden sheet of the year.
      const year = 2041;
      const goal = async (title: string, weight: string) => at(ok(await acme('admin', 'POST', '/goals', { title, weight, year, category: 'Qualità', target: 'Target', measure: 'Percent' }), 201).body, 'data.id') as number;
      const [a, b] = [await goal('Steps goal A 4713', '50'), await goal('Steps goal B 4713', '50')];
      const pkg = at(ok(await acme('supervisor', 'POST', '/packages', { user_id: operator, year, period_start: `${year}-01-01`, period_end: `${year}-12-31`, goals: [{ goal_id: a }, { goal_id: b }] }), 201).body, 'data.id') as number;
      const ratings = (ok(await acme('admin', 'GET', '/ratings'), 200).body as { data: { id: number; value: number }[] }).data;
      const rating = ratings[0]?.id;
      ok(await acme('supervisor', 'POST', `/packages/${pkg}/evaluations`, { goal_id: a, rating_id: rating }), 201);
      // Refused: the person evaluated never rates their own goals; a goal rated twice.
      expect((await acme('operator', 'POST', `/packages/${pkg}/evaluations`, { goal_id: b, rating_id: rating })).status).toBe(403);
      expect((await acme('supervisor', 'POST', `/packages/${pkg}/evaluations`, { goal_id: a, rating_id: rating })).status).toBe(409);
      const last = at(ok(await acme('supervisor', 'POST', `/packages/${pkg}/evaluations`, { goal_id: b, rating_id: rating }), 201).body, 'data.id') as number;
      ok(await acme('supervisor', 'DELETE', `/packages/${pkg}/evaluations/${last}`), 204);
      ok(await acme('supervisor', 'POST', `/packages/${pkg}/evaluations`, { goal_id: b, rating_id: rating }), 201);
      // Before publication the person evaluated sees their package's creation only.
      expect(moves(await steps(`/packages/${pkg}/steps`, 'operator'))).toEqual([['assigned', supervisor, 'created']]);
      ok(await acme('admin', 'POST', '/packages/visible_annual', { year }), 200);
      ok(await acme('operator', 'PUT', `/packages/${pkg}/acknowledgment/confirm`), 200);
      const list = await steps(`/packages/${pkg}/steps`);
      expect(moves(list)).toEqual([
        ['assigned', supervisor, 'created'],
        ['assigned', supervisor, 'rating'],
        ['rated', supervisor, 'rating'],
        ['assigned', supervisor, 'ratingRemoved'],
        ['rated', supervisor, 'rating'],
        ['visible', admin, 'published'],
        ['acknowledged', operator, 'acknowledged'],
      ]);
      inOrder(list);
      // Published: the person evaluated reads it all.
      expect(await steps(`/packages/${pkg}/steps`, 'operator')).toEqual(list);
      // Private: the sub-administrator neither evaluates nor is evaluated here (404, as for a package of nobody).
      expect((await acme('sub_admin', 'GET', `/packages/${pkg}/steps`)).status).toBe((await acme('sub_admin', 'GET', `/packages/${pkg}`)).status);
      await openSection(server(), 'borgo', await as('borgo', 'admin'));
      expect((await call('borgo', 'admin', 'GET', `/packages/${pkg}/steps`)).status).toBe(404);
    });

    it('a newsletter recipient: added pending, a refused add (nothing), the confirmation read from the service, unsubscribed, back through a new confirmation', async () => {
      const admin = await userId('acme', 'admin');
      const api = '/newsletter/mailup';
      const idList = at(ok(await acme('admin', 'POST', `${api}/lists`, { Name: 'Steps 4714', Description: 'Steps', OwnerEmail: 'owner@acme.test', Business: true }), 201).body, 'data.idList') as number;
      const added = ok(await acme('admin', 'POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'steps4714@example.test' }), 201);
      const idRecipient = at(added.body, 'data.idRecipient') as number;
      const path = `${api}/lists/${idList}/recipients/${idRecipient}/steps`;
      // Refused while pending: no step.
      expect((await acme('admin', 'POST', `${api}/lists/${idList}/recipients`, { Email: 'steps4714@example.test' })).status).toBe(409);
      expect(moves(await steps(path))).toEqual([['PENDING', admin, 'added']]);
      // The recipient confirms in the mailing service (the fake keeps its state in the database); reading it is no write.
      await db()
        .update(mailingListRecipients)
        .set({ status: 'OPTIN' })
        .where(and(eq(mailingListRecipients.listId, idList), eq(mailingListRecipients.recipientId, idRecipient)));
      ok(await acme('admin', 'GET', `${api}/lists/${idList}/recipients/${idRecipient}`), 200);
      expect(await steps(path)).toHaveLength(1);
      ok(await acme('admin', 'DELETE', `${api}/lists/${idList}/recipients/${idRecipient}`), 204);
      // Back only with a new confirmation: refused without one (nothing), pending with one.
      expect((await acme('admin', 'POST', `${api}/lists/${idList}/recipients`, { Email: 'steps4714@example.test' })).status).toBe(409);
      ok(await acme('admin', 'POST', `${api}/lists/${idList}/recipients?confirmEmail=true`, { Email: 'steps4714@example.test' }), 201);
      const list = await steps(path);
      expect(moves(list)).toEqual([
        ['PENDING', admin, 'added'],
        ['OPTIN', null, 'observed'],
        ['OPTOUT', admin, 'unsubscribed'],
        ['PENDING', admin, 'resubscribed'],
      ]);
      inOrder(list);
      expect((await call('borgo', 'admin', 'GET', path)).status).toBe(404);
      expect((await acme('admin', 'GET', `${api}/lists/${idList}/recipients/2000000000/steps`)).status).toBe(404);
    });

    it('an import: uploaded, checked, remapped, checked, run to its end, undone; a refused run records nothing', async () => {
      const admin = await userId('acme', 'admin');
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Foglio1');
      sheet.addRow(['Ragione sociale', 'E-mail']);
      sheet.addRow(['Steps 4715 Srl', 'steps4715@example.test']);
      const bytes = new Uint8Array(await book.xlsx.writeBuffer());
      const form = new FormData();
      form.append('kind', 'customers');
      form.append('file', new Blob([bytes]), 'steps.xlsx');
      const up = await server().request('acme', 'POST', '/imports', { token: await server().token('acme', 'admin@acme.test'), rawBody: form });
      const id = at(ok(up, 201).body, 'data.id') as number;
      const mapping = at(up.body, 'data.mapping') as Record<string, string | null>;
      ok(await acme('admin', 'POST', `/imports/${id}/check`), 200);
      ok(await acme('admin', 'PUT', `/imports/${id}/mapping`, { mapping }), 200);
      // The same mapping again on an unchecked import: no move.
      ok(await acme('admin', 'PUT', `/imports/${id}/mapping`, { mapping }), 200);
      ok(await acme('admin', 'POST', `/imports/${id}/check`), 200);
      ok(await acme('admin', 'POST', `/imports/${id}/run`, { mode: 'skip-bad-rows' }), 202);
      await settled(id);
      // Refused: it ran already.
      expect((await acme('admin', 'POST', `/imports/${id}/run`, { mode: 'skip-bad-rows' })).status).toBe(409);
      ok(await acme('admin', 'POST', `/imports/${id}/undo`), 200);
      const list = await steps(`/imports/${id}/steps`);
      expect(list.map((s) => [s.status, s.user?.id ?? null])).toEqual(['uploaded', 'checked', 'uploaded', 'checked', 'importing', 'done', 'undone'].map((s) => [s, admin]));
      inOrder(list);
      expect((await call('borgo', 'admin', 'GET', `/imports/${id}/steps`)).status).toBe(404);
    });
  });
}
