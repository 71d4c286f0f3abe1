import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';
import { pageErrors, schemaErrors } from '../responseSchema.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number } };

const DECISIONS = ['pending', 'approved', 'evaluated', 'denied'] as const;
type Decision = (typeof DECISIONS)[number];

/** The contract's derivation, written independently of the server's code. */
function expected(td: Decision, sm: Decision): string {
  if (td === 'denied' || sm === 'denied') return 'denied';
  if (td === 'approved' && sm === 'approved') return 'approved';
  if (td === 'pending' && sm === 'pending') return 'draft';
  return 'in_evaluation';
}

export function samplesSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const customerId = async (slug = 'acme'): Promise<number> => {
    const c = ((await call(slug, 'admin', 'GET', '/profiles?type=customer')).body as Page).data[0];
    if (!c) throw new Error('no customer');
    return c.id;
  };

  const full = async () => ({
    date: '2026-10-05',
    customer_id: await customerId(),
    customer_data: { contact: 'Giorgio Sartori, 0372 455670', notes: 'Linea formaggi freschi' },
    agent_id: at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id'),
    sales_manager_id: null,
    materials: ['PA/PE', 'EVOH'],
    weight: '6.80',
    machine_name: 'Multivac R 245',
    machine_type: 'Termoformatrice',
    packing_speed: 25,
    format: { width_mm: 250, height_mm: 400 },
    thickness_micron: 60,
    price_target: '95.5',
    volume: 400000,
    delivery_time: '6 settimane',
    new_project: true,
    test_results: [{ date: '2026-10-07', outcome: 'passed', notes: 'Saldatura conforme' }],
  });

  async function newSample(): Promise<Row> {
    const r = await admin('POST', '/samples', await full());
    expect(r.status, r.text).toBe(201);
    return (r.body as { data: Row }).data;
  }

  describe('samples', () => {
    it('round-trips a sample: draft with both approvals pending; update replaces fields and results', async () => {
      const s = await newSample();
      expect(s).toMatchObject({
        date: '2026-10-05',
        status: 'draft',
        customer_data: { contact: 'Giorgio Sartori, 0372 455670', notes: 'Linea formaggi freschi' },
        agent: { name: 'Luca Ferrari' },
        sales_manager: null,
        materials: ['PA/PE', 'EVOH'],
        weight: '6.8',
        price_target: '95.50',
        format: { width_mm: 250, height_mm: 400 },
        volume: 400000,
        new_project: true,
        approvals: {
          technical_direction: { status: 'pending', by: null, at: null, notes: null },
          sales_management: { status: 'pending', by: null, at: null, notes: null },
        },
      });
      expect(String(s.number)).toMatch(/^C-2026\/\d{4}$/);
      expect(at(s, 'test_results.0')).toMatchObject({ date: '2026-10-07', outcome: 'passed', notes: 'Saldatura conforme' });
      const got = await admin('GET', `/samples/${s.id}`);
      expect(at(got.body, 'data')).toEqual(s);
      expect(schemaErrors(server(), 'SampleEnvelope', got.body)).toEqual([]);

      const resultId = at(s, 'test_results.0.id');
      const up = await admin('PUT', `/samples/${s.id}`, {
        customer_id: await customerId(),
        materials: ['PE'],
        test_results: [
          { id: resultId, date: '2026-10-07', outcome: 'to_repeat' },
          { date: '2026-10-12', outcome: 'failed', notes: 'Delaminazione' },
        ],
      });
      expect(up.status, up.text).toBe(200);
      expect(at(up.body, 'data')).toMatchObject({ date: '2026-10-05', materials: ['PE'], weight: null, machine_name: null, format: null, new_project: false, status: 'draft' });
      expect(at(up.body, 'data.test_results.0')).toMatchObject({ id: resultId, outcome: 'to_repeat', notes: null });
      expect(at(up.body, 'data.test_results.1')).toMatchObject({ outcome: 'failed', notes: 'Delaminazione' });
      const dropped = await admin('PUT', `/samples/${s.id}`, { customer_id: await customerId(), test_results: [] });
      expect(at(dropped.body, 'data.test_results')).toEqual([]);
    });

    it('refuses bad bodies and foreign references (422)', async () => {
      expect((await admin('POST', '/samples', { materials: [] })).status).toBe(422);
      expect((await admin('POST', '/samples', { customer_id: await customerId(), status: 'approved' })).status).toBe(422);
      expect((await admin('POST', '/samples', { customer_id: await customerId(), weight: 6.8 })).status).toBe(422);
      const foreign = await admin('POST', '/samples', { customer_id: await customerId('cantiere'), agent_id: 999999 });
      expect(foreign.status).toBe(422);
      expect(Object.keys(at(foreign.body, 'errors') as object).sort()).toEqual(['agent_id', 'customer_id']);
      const s = await newSample();
      const other = await newSample();
      const bad = await admin('PUT', `/samples/${s.id}`, { customer_id: await customerId(), test_results: [{ id: at(other, 'test_results.0.id'), date: '2026-10-01', outcome: 'passed' }] });
      expect(bad.status).toBe(422);
      expect(Object.keys(at(bad.body, 'errors') as object)).toEqual(['test_results.0.id']);
      expect((await admin('POST', `/samples/${s.id}/departments/marketing/update-status`, { status: 'approved' })).status).toBe(422);
      expect((await admin('POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'pending' })).status).toBe(422);
    });

    it('derives the overall status from every combination of the two decisions', async () => {
      const me = at((await admin('GET', '/users/me')).body, 'data.id');
      for (const td of DECISIONS) {
        for (const sm of DECISIONS) {
          const s = await newSample();
          let last = s;
          if (td !== 'pending') {
            const r = await admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: td, notes: `TD ${td}` });
            expect(r.status, r.text).toBe(200);
            last = (r.body as { data: Row }).data;
          }
          if (sm !== 'pending') {
            // Another person decides for Sales Management: the two approvals come from two people.
            const r = await call('acme', 'supervisor', 'POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: sm });
            expect(r.status, r.text).toBe(200);
            last = (r.body as { data: Row }).data;
          }
          expect(last.status, `${td} + ${sm}`).toBe(expected(td, sm));
          expect(at(last, 'approvals.technical_direction.status')).toBe(td);
          expect(at(last, 'approvals.sales_management.status')).toBe(sm);
          if (td !== 'pending') {
            expect(at(last, 'approvals.technical_direction')).toMatchObject({ by: { id: me }, notes: `TD ${td}` });
            expect(String(at(last, 'approvals.technical_direction.at'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          }
          expect(((await admin('GET', `/samples?status=${expected(td, sm)}&page_size=500`)).body as Page).data.map((r) => r.id)).toContain(s.id);
        }
      }
    });

    it('lets a department re-decide (a denied sample can be re-evaluated); update does not touch approvals', async () => {
      const s = await newSample();
      const deny = await admin('POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'denied', notes: 'Prezzo alto' });
      expect(at(deny.body, 'data.status')).toBe('denied');
      const again = await admin('POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'approved' });
      expect(at(again.body, 'data')).toMatchObject({ status: 'in_evaluation', approvals: { sales_management: { status: 'approved', notes: null } } });
      const td = await call('acme', 'supervisor', 'POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      expect(at(td.body, 'data.status')).toBe('approved');
      // Notes and customer data are not what the departments evaluated: the approval stays.
      const notes = await admin('PUT', `/samples/${s.id}`, { ...(await full()), customer_data: { contact: 'Altro referente', notes: null } });
      expect(at(notes.body, 'data')).toMatchObject({ status: 'approved', approvals: { technical_direction: { status: 'approved' }, sales_management: { status: 'approved' } } });
    });

    it('takes the two department decisions from two different people, whatever each decides', async () => {
      // Approving for one department and then deciding anything for the other is one person deciding both.
      const approved = await newSample();
      expect((await admin('POST', `/samples/${approved.id}/departments/technical_direction/update-status`, { status: 'approved' })).status).toBe(200);
      for (const status of ['approved', 'evaluated', 'denied']) {
        const same = await admin('POST', `/samples/${approved.id}/departments/sales_management/update-status`, { status, notes: 'io' });
        expect(same.status, status).toBe(422);
        expect(String(at(same.body, 'errors.status.0'))).toMatch(/two different people/);
      }
      // Denying for one department and approving for the other: refused too (the rule used to bind approvals only).
      const denied = await newSample();
      expect((await admin('POST', `/samples/${denied.id}/departments/technical_direction/update-status`, { status: 'denied' })).status).toBe(200);
      expect((await admin('POST', `/samples/${denied.id}/departments/sales_management/update-status`, { status: 'approved' })).status).toBe(422);
      const after = (await admin('GET', `/samples/${denied.id}`)).body as { data: Row };
      expect(at(after.data, 'approvals.sales_management')).toMatchObject({ status: 'pending', by: null });
      // The same person may decide again for their own department, and another person decides for the other.
      expect((await admin('POST', `/samples/${approved.id}/departments/technical_direction/update-status`, { status: 'evaluated' })).status).toBe(200);
      const other = await call('acme', 'supervisor', 'POST', `/samples/${approved.id}/departments/sales_management/update-status`, { status: 'approved', notes: 'Prezzo in linea' });
      expect(at(other.body, 'data.approvals.sales_management')).toMatchObject({ status: 'approved', notes: 'Prezzo in linea' });
      expect(at(other.body, 'data.status')).toBe('in_evaluation');
    });

    it('reopens the evaluation of an approved sample when its technical or commercial fields change', async () => {
      const s = await newSample();
      await admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      await call('acme', 'supervisor', 'POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'approved' });
      const up = await admin('PUT', `/samples/${s.id}`, { ...(await full()), materials: ['PET/PE'], price_target: '88' });
      expect(up.status, up.text).toBe(200);
      const d = at(up.body, 'data') as Row;
      expect(d).toMatchObject({ status: 'draft', approvals: { technical_direction: { status: 'pending', by: null, at: null }, sales_management: { status: 'pending', by: null, at: null } } });
      // Recorded where the decisions are: each department reads why it decides again.
      // Stored text read by anyone later: the tenant's language (acme: Italian), fields by their labels, the moment formatted.
      expect(String(at(d, 'approvals.technical_direction.notes'))).toMatch(/^Valutazione riaperta il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: modificati Materiali, Prezzo obiettivo\.$/);
      expect(String(at(d, 'approvals.sales_management.notes'))).toMatch(/riaperta/i);
    });

    it('keeps a history: created, each decision, the reopening with what changed, other changes; entries never change', async () => {
      const s = await newSample();
      const me = (role: string) => call('acme', role, 'GET', '/users/me').then((r) => at(r.body, 'data.id'));
      const [adminId, supervisorId] = [await me('admin'), await me('supervisor')];
      await admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      await call('acme', 'supervisor', 'POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'approved' });
      const history = async () => {
        const res = await admin('GET', `/samples/${s.id}/history`);
        expect(res.status, res.text).toBe(200);
        const entries = (res.body as { data: Row[] }).data;
        for (const entry of entries) expect(schemaErrors(server(), 'SampleHistoryEntry', entry)).toEqual([]);
        return [...entries].reverse();
      };
      // The same decision sent again by the same person (a second click, a retry) records nothing more.
      const approvedAt = at((await admin('GET', `/samples/${s.id}`)).body, 'data.approvals.technical_direction.at');
      const repeated = await admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      expect(repeated.status, repeated.text).toBe(200);
      expect(at(repeated.body, 'data.approvals.technical_direction.at')).toBe(approvedAt);
      const before = await history();
      expect(before.map((e) => [e.kind, e.department, e.status, at(e, 'user.id')])).toEqual([
        ['created', null, null, adminId],
        ['decision', 'technical_direction', 'approved', adminId],
        ['decision', 'sales_management', 'approved', supervisorId],
      ]);
      await admin('PUT', `/samples/${s.id}`, { ...(await full()), price_target: '88', customer_data: { contact: 'Altro referente', notes: 'Linea formaggi freschi' } });
      const after = await history();
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length).map((e) => [e.kind, e.changes])).toEqual([
        ['reopened', [{ field: 'price_target', before: String(Number(s.price_target)), after: '88' }]],
        ['updated', [{ field: 'customer_contact', before: 'Giorgio Sartori, 0372 455670', after: 'Altro referente' }]],
      ]);
      expect((await call('acme', 'operator', 'GET', `/samples/${s.id}/history`)).status).toBe(200);
      expect((await call('cantiere', 'admin', 'GET', `/samples/${s.id}/history`)).status).toBe(404);
    });

    it('refuses the second of two decisions sent at once by the same person', async () => {
      const s = await newSample();
      const answers = await Promise.all([
        admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' }),
        admin('POST', `/samples/${s.id}/departments/sales_management/update-status`, { status: 'denied' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      const approvals = at((await admin('GET', `/samples/${s.id}`)).body, 'data.approvals') as Record<string, { status: string }>;
      expect([approvals.technical_direction?.status, approvals.sales_management?.status].filter((status) => status !== 'pending')).toHaveLength(1);
    });

    it("refuses a decision made on a department status someone else's decision replaced (seen_status, 409 in the reader's language): theirs stays", async () => {
      const s = await newSample();
      const path = `/samples/${s.id}/departments/technical_direction/update-status`;
      const userId = (role: string) => call('acme', role, 'GET', '/users/me').then((r) => at(r.body, 'data.id'));
      const decisions = async () =>
        ((await admin('GET', `/samples/${s.id}/history`)).body as { data: Row[] }).data.filter((e) => e.kind === 'decision').map((e) => [e.status, at(e, 'user.id')]).reverse();
      // Decided on what the screen showed: taken.
      expect((await call('acme', 'supervisor', 'POST', path, { status: 'denied', notes: 'Saldatura debole', seen_status: 'pending' })).status).toBe(200);
      // The administrator's screen still showed Technical Direction pending: refused, in each reader's language.
      const token = await as('acme', 'admin');
      const late = (language: 'it' | 'en', body: Record<string, string>) => server().request('acme', 'POST', path, { token, headers: { 'accept-language': language }, body });
      const it_ = await late('it', { status: 'approved', seen_status: 'pending' });
      const en = await late('en', { status: 'evaluated', seen_status: 'pending', notes: 'Da rivedere' });
      expect([it_.status, en.status]).toEqual([409, 409]);
      expect([at(it_.body, 'message'), at(en.body, 'message')]).toEqual([
        "Nel frattempo un'altra persona della stessa direzione ha deciso questa campionatura: la tua decisione non è stata registrata. Guarda la decisione attuale della direzione e, se serve, decidi di nuovo.",
        "Someone else in this department decided on the sample meanwhile: your decision was not recorded. Check the department's current decision and decide again if needed.",
      ]);
      const now = at((await admin('GET', `/samples/${s.id}`)).body, 'data') as Row;
      expect(now).toMatchObject({ status: 'denied', approvals: { technical_direction: { status: 'denied', by: { id: await userId('supervisor') }, notes: 'Saldatura debole' } } });
      expect(await decisions()).toEqual([['denied', await userId('supervisor')]]);
      // The supervisor's own second window, still showing it pending: told it was their own decision, not someone else's.
      const own = await server().request('acme', 'POST', path, { token: await as('acme', 'supervisor'), headers: { 'accept-language': 'it' }, body: { status: 'approved', seen_status: 'pending' } });
      expect([own.status, at(own.body, 'message')]).toEqual([
        409,
        "Hai già deciso questa campionatura per la direzione da un'altra finestra o scheda: questa decisione non è stata registrata. Guarda la decisione attuale della direzione e, se serve, decidi di nuovo.",
      ]);
      expect(await decisions()).toEqual([['denied', await userId('supervisor')]]);
      // Decided on what it now shows, the administrator's decision is taken; without seen_status, as before, too.
      expect(at((await late('it', { status: 'approved', seen_status: 'denied' })).body, 'data.approvals.technical_direction')).toMatchObject({ status: 'approved', by: { id: await userId('admin') } });
      const plain = await call('acme', 'supervisor', 'POST', path, { status: 'evaluated' });
      expect(plain.status, plain.text).toBe(200);
      expect(at(plain.body, 'data.approvals.technical_direction.status')).toBe('evaluated');
      // Two people of the department deciding on the same status at the same moment: one decision taken, one refused.
      const both = await Promise.all([
        call('acme', 'subadmin', 'POST', path, { status: 'approved', seen_status: 'evaluated' }),
        late('en', { status: 'denied', seen_status: 'evaluated' }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const taken = both[0]?.status === 200 ? ['approved', await userId('subadmin')] : ['denied', await userId('admin')];
      expect((await decisions()).slice(-2)).toEqual([['evaluated', await userId('supervisor')], taken]);
      expect(at((await admin('GET', `/samples/${s.id}`)).body, 'data.approvals.technical_direction.status')).toBe(taken[0]);
    });

    it('duplicates as a new draft: new number, today, approvals pending, no test results', async () => {
      const s = await newSample();
      await admin('POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      const dup = await admin('POST', `/samples/${s.id}/duplicate`);
      expect(dup.status, dup.text).toBe(201);
      const d = (dup.body as { data: Row }).data;
      const now = at((await admin('POST', '/proposals', { customer_id: await customerId(), rows: [] })).body, 'data.date');
      expect(d).toMatchObject({ status: 'draft', date: now, test_results: [], materials: s.materials, machine_name: s.machine_name, price_target: s.price_target, customer_data: s.customer_data });
      expect(d.number).not.toBe(s.number);
      expect(at(d, 'approvals.technical_direction.status')).toBe('pending');
    });

    it('lists newest first with filters and search', async () => {
      const s = await newSample();
      const all = (await admin('GET', '/samples')).body as Page;
      expect(all.meta.per_page).toBe(50);
      expect(pageErrors(server(), 'Sample', all)).toEqual([]);
      const dates = all.data.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(((await admin('GET', `/samples?search=${encodeURIComponent(String(s.number))}`)).body as Page).data.map((r) => r.id)).toEqual([s.id]);
      const mine = ((await admin('GET', `/samples?customer_id=${at(s, 'customer.id')}&page_size=500`)).body as Page).data;
      expect(mine.every((r) => at(r, 'customer.id') === at(s, 'customer.id'))).toBe(true);
      expect((await admin('GET', '/samples?status=weird')).status).toBe(422);
    });

    it('downloads the sample sheet as PDF and links to it', async () => {
      const s = await newSample();
      const res = await server().app.request(`http://acme.localhost/api/samples/${s.id}/download-as-pdf`, { headers: { authorization: `Bearer ${await as('acme', 'admin')}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="campionatura-C-\d{4}-\d{4}\.pdf"$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain(`(Campionatura n. ${String(s.number)})`);
      const link = await admin('GET', `/samples/${s.id}/pdf-as-link`);
      const url = String(at(link.body, 'data.url'));
      expect(url).toMatch(/^http:\/\/acme\.localhost\/api\/pdf-links\//);
      // Downloads without a token until it expires.
      const open = await server().app.request(url);
      expect(open.status).toBe(200);
      expect(open.headers.get('content-type')).toBe('application/pdf');
    });

    it('shows the seed: samples in every derived status', async () => {
      const page = (await admin('GET', '/samples?page_size=500')).body as Page;
      expect(pageErrors(server(), 'Sample', page)).toEqual([]);
      const all = page.data;
      for (const st of ['draft', 'in_evaluation', 'approved', 'denied']) expect(all.some((r) => r.status === st), st).toBe(true);
    });

    it('keeps tenants apart (404), checks permissions (403) and honours hidden modules (borgo)', async () => {
      const s = await newSample();
      const foreign = ((await call('cantiere', 'admin', 'GET', '/samples')).body as Page).data[0];
      expect(foreign).toBeDefined();
      for (const [m, path, body] of [
        ['GET', `/samples/${foreign?.id}`, undefined],
        ['PUT', `/samples/${foreign?.id}`, { customer_id: await customerId() }],
        ['POST', `/samples/${foreign?.id}/duplicate`, undefined],
        ['POST', `/samples/${foreign?.id}/departments/technical_direction/update-status`, { status: 'approved' }],
        ['GET', `/samples/${foreign?.id}/download-as-pdf`, undefined],
        ['GET', `/samples/${foreign?.id}/pdf-as-link`, undefined],
      ] as const) {
        expect((await admin(m, path, body)).status, `${m} ${path}`).toBe(404);
      }

      // Operators read but neither create nor approve; supervisors approve.
      expect((await call('acme', 'operator', 'GET', `/samples/${s.id}`)).status).toBe(200);
      expect((await call('acme', 'operator', 'POST', '/samples', { customer_id: await customerId() })).status).toBe(403);
      expect((await call('acme', 'operator', 'POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' })).status).toBe(403);
      const sup = await call('acme', 'supervisor', 'POST', `/samples/${s.id}/departments/technical_direction/update-status`, { status: 'approved' });
      expect(sup.status).toBe(200);
      expect(at(sup.body, 'data.approvals.technical_direction.by.name')).toBe('Luca Ferrari');

      expect((await call('borgo', 'admin', 'GET', '/samples')).status).toBe(403);
      expect((await call('borgo', 'admin', 'POST', '/samples', { customer_id: 1 })).status).toBe(403);
      const { samples } = await import('../../../server/src/db/schema/samples.ts');
      const { tenants } = await import('../../../server/src/db/schema/core.ts');
      const [borgo] = await server().database.db.select().from(tenants).where(eq(tenants.slug, 'borgo'));
      expect(await server().database.db.select().from(samples).where(eq(samples.tenantId, borgo?.id ?? 0))).toHaveLength(0);
    });
  });
}
