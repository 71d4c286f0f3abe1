import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../server/src/db/schema/core.ts';
import { proposals } from '../../../server/src/db/schema/proposals.ts';
import { at, type TestServer } from '../harness.ts';
import { pageErrors, schemaErrors } from '../responseSchema.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number } };
type Attachment = { filename: string; contentType: string; content: { type: string; data: number[] } | string; encoding?: string };

export function proposalsSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const customers = async (slug = 'acme', role = 'admin'): Promise<Row[]> => ((await call(slug, role, 'GET', '/profiles?type=customer')).body as Page).data;
  const today = async (): Promise<string> => {
    const r = await admin('POST', '/proposals', { customer_id: (await customers())[0]?.id, rows: [] });
    return String(at(r.body, 'data.date'));
  };

  const baseRows = [
    { description: 'Busta PP 160×290', format: { width_mm: 160, height_mm: 290 }, thickness_micron: 35, bands: 'Banda avana', punctures: null, print_subjects: 4, cliche_cost: '480', quantity: '200000', unit: 'pz', unit_price: '0.0385' },
    { description: 'Film termoretraibile', quantity: '1200.5', unit: 'kg', unit_price: '6.90', discount_percent: '2.5' },
  ];

  async function newProposal(extra: Record<string, unknown> = {}): Promise<Row> {
    const customer = (await customers())[0];
    const r = await admin('POST', '/proposals', { customer_id: customer?.id, rows: baseRows, ...extra });
    expect(r.status, r.text).toBe(201);
    return (r.body as { data: Row }).data;
  }

  /** The proposal's rows as an update body that changes nothing (read-only keys left out). */
  const sameRows = (p: Row) =>
    (p.rows as Row[]).map((r) => {
      const { total: _total, article_code: _code, price_list_name: _list, ...row } = r;
      return row;
    });

  describe('proposals', () => {
    it('creates a draft at revision 0 with number, validity and exact totals', async () => {
      const p = await newProposal({
        date: '2030-03-10',
        validity_days: 45,
        payment_method: 'RiBa 60 gg d.f.f.m.',
        incoterm: 'DAP',
        addressees: [{ name: 'Antonio Lombardi', email: 'antonio@example.it' }],
        delivery_addresses: [{ label: 'Stabilimento', street: 'Via dei Mulini 8', city: 'Gragnano', province: 'NA', postal_code: '80054', country: 'IT' }],
        discounts: [
          { description: 'Fedeltà', percent: '3' },
          { description: 'Pagamento anticipato', percent: '2' },
        ],
        notes: 'Prezzi per ordini minimi.',
      });
      expect(p).toMatchObject({ revision: 0, status: 'draft', date: '2030-03-10', validity_days: 45, valid_until: '2030-04-24', incoterm: 'DAP' });
      expect(String(p.number)).toMatch(/^2030\/\d{4}$/);
      // Row 1: 200000 × 0.0385 = 7700.00 + cliché 480 = 8180.00. Row 2: 1200.5 × 6.90 × 0.975 = 8076.36375 → 8076.36.
      expect(at(p, 'rows.0')).toMatchObject({ total: '8180.00', cliche_cost: '480.00', quantity: '200000', format: { width_mm: 160, height_mm: 290 }, thickness_micron: 35, print_subjects: 4 });
      expect(at(p, 'rows.1')).toMatchObject({ total: '8076.36', discount_percent: '2.50', format: null, cliche_cost: '0.00' });
      // goods 15776.36, cliches 480.00, subtotal 16256.36; −3% → 15768.67 (15768.6692); −2% → 15453.30 (15453.2966).
      // Both rows at the default 22 %: VAT 15453.30 × 0.22 = 3399.726 → 3399.73.
      expect(p.totals).toEqual({
        goods: '15776.36',
        cliches: '480.00',
        discounts: '803.06',
        total: '15453.30',
        by_vat_rate: [{ vat_rate: '22', taxable: '15453.30', vat: '3399.73' }],
        vat: '3399.73',
        grand_total: '18853.03',
      });
      expect(at(p, 'addressees.0')).toMatchObject({ name: 'Antonio Lombardi', email: 'antonio@example.it' });
      expect(at(p, 'agent')).toBeNull();
      const got = await admin('GET', `/proposals/${p.id}`);
      expect(at(got.body, 'data')).toEqual(p);
      expect(schemaErrors(server(), 'ProposalEnvelope', got.body)).toEqual([]);
    });

    it('lists newest first with filters, search and sort', async () => {
      const p = await newProposal({ date: '2030-01-15', notes: 'Ricerca-unica-XYZ' });
      const all = (await admin('GET', '/proposals')).body as Page;
      expect(all.meta.per_page).toBe(50);
      expect(pageErrors(server(), 'Proposal', all)).toEqual([]);
      const dates = all.data.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(((await admin('GET', '/proposals?search=Ricerca-unica')).body as Page).data.map((r) => r.id)).toEqual([p.id]);
      const day = ((await admin('GET', '/proposals?from=2030-01-15&to=2030-01-15')).body as Page).data;
      expect(day.map((r) => r.id)).toContain(p.id);
      expect(day.every((r) => r.date === '2030-01-15')).toBe(true);
      const byCustomer = ((await admin('GET', `/proposals?customer_id=${at(p, 'customer.id')}`)).body as Page).data;
      expect(byCustomer.every((r) => at(r, 'customer.id') === at(p, 'customer.id'))).toBe(true);
      const drafts = ((await admin('GET', '/proposals?status=draft')).body as Page).data;
      expect(drafts.every((r) => r.status === 'draft')).toBe(true);
      const byNumber = ((await admin('GET', '/proposals?sort=number')).body as Page).data.map((r) => String(r.number));
      expect(byNumber.length).toBeGreaterThan(1);
      expect((await admin('GET', '/proposals?sort=nope')).status).toBe(422);
    });

    it('a standard edit corrects in place; a revision edit keeps history and reopens as draft', async () => {
      const p = await newProposal();
      const rows = (p.rows as Row[]).map((r) => ({ id: r.id, description: r.description, quantity: r.quantity, unit: r.unit, unit_price: r.unit_price }));
      const customerId = at(p, 'customer.id');

      const corrected = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: customerId, rows, notes: 'Corretto' });
      expect(at(corrected.body, 'data')).toMatchObject({ revision: 0, notes: 'Corretto', status: 'draft' });
      // A draft is neither sent nor answered by an edit: only a send call moves it on.
      const early = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: customerId, rows, status: 'accepted' });
      expect(early.status).toBe(422);
      expect(at(early.body, 'errors')).toEqual({ status: ["A draft proposal becomes sent only by sending it; the customer's answer is recorded after that."] });
      expect((await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: customerId, rows, status: 'sent' })).status).toBe(422);
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('draft');
      const sent = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Ufficio acquisti', mail_addresses: [{ email: 'acquisti@example.it', send_type: 'to' }] });
      expect(sent.status, sent.text).toBe(204);
      const std = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: customerId, rows, notes: 'Corretto', status: 'accepted' });
      expect(std.status, std.text).toBe(200);
      expect(at(std.body, 'data')).toMatchObject({ revision: 0, notes: 'Corretto', status: 'accepted' });
      expect(at(std.body, 'data.rows.0.id')).toBe(rows[0]?.id);
      let history = await admin('GET', `/proposals/${p.id}/history`);
      expect(at(history.body, 'data.revisions')).toHaveLength(1);

      const rev = await admin('PUT', `/proposals/${p.id}`, {
        edit_type: 'revision',
        customer_id: customerId,
        rows: [{ ...rows[0], unit_price: '0.0360' }, { description: 'Riga nuova', quantity: '10', unit: 'pz', unit_price: '1' }],
        notes: 'Rev 1',
        validity_days: 60,
      });
      expect(rev.status, rev.text).toBe(200);
      expect(at(rev.body, 'data')).toMatchObject({ revision: 1, status: 'draft', notes: 'Rev 1', validity_days: 60 });
      expect(at(rev.body, 'data.rows')).toHaveLength(2);
      expect(at(rev.body, 'data.rows.0.id')).toBe(rows[0]?.id);

      const rev2 = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'revision', status: 'accepted', customer_id: customerId, rows: [{ ...rows[0], unit_price: '0.0350' }], notes: 'Rev 2', validity_days: 60 });
      expect(at(rev2.body, 'data')).toMatchObject({ revision: 2, status: 'accepted' });

      history = await admin('GET', `/proposals/${p.id}/history`);
      expect(history.status).toBe(200);
      expect(schemaErrors(server(), 'ProposalHistory', at(history.body, 'data'))).toEqual([]);
      const h = at(history.body, 'data') as { proposal_id: number; current_revision: number; revisions: Row[] };
      expect(h.proposal_id).toBe(p.id);
      expect(h.current_revision).toBe(2);
      expect(h.revisions.map((r) => r.revision)).toEqual([2, 1, 0]);
      // Each entry is the proposal as that revision last stood; revision 0 includes the standard edit.
      expect(at(h.revisions[2], 'snapshot')).toMatchObject({ revision: 0, notes: 'Corretto', status: 'accepted' });
      expect(at(h.revisions[1], 'snapshot')).toMatchObject({ revision: 1, notes: 'Rev 1' });
      expect(at(h.revisions[0], 'snapshot')).toMatchObject({ revision: 2, notes: 'Rev 2' });
      expect(h.revisions[2]?.changes).toEqual([]);
      const changes1 = h.revisions[1]?.changes as { field: string; old_value: string | null; new_value: string | null }[];
      // Row 2 was left out and a new row added (rows pair by id, then by content): one removal, one addition.
      expect(changes1).toEqual(
        expect.arrayContaining([
          { field: 'notes', key: 'notes', row: null, action: 'changed', value_type: 'text', old_value: 'Corretto', new_value: 'Rev 1' },
          { field: 'validity_days', key: 'validity_days', row: null, action: 'changed', value_type: 'integer', old_value: '30', new_value: '60' },
          { field: 'rows.0.unit_price', key: 'rows.unit_price', row: 1, action: 'changed', value_type: 'unit_price', old_value: '0.0385', new_value: '0.036' },
          { field: 'rows.1', key: 'rows', row: 2, action: 'removed', value_type: 'text', old_value: 'Film termoretraibile', new_value: null },
          { field: 'rows.1', key: 'rows', row: 2, action: 'added', value_type: 'text', old_value: null, new_value: 'Riga nuova' },
        ]),
      );
      expect(changes1.some((c) => c.field.endsWith('.id') || c.field === 'revision' || c.field === 'updated_at')).toBe(false);
      const me = at((await admin('GET', '/users/me')).body, 'data.id');
      expect(at(h.revisions[0], 'author.id')).toBe(me);
      expect(String(at(h.revisions[0], 'created_at'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('refuses foreign row ids, bad percentages and a missing edit_type (422)', async () => {
      const p = await newProposal();
      const other = await newProposal();
      const customerId = at(p, 'customer.id');
      const foreignRow = at(other, 'rows.0.id');
      const bad = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: customerId, rows: [{ id: foreignRow, description: 'x', quantity: '1', unit: 'pz', unit_price: '1' }] });
      expect(bad.status).toBe(422);
      expect(Object.keys(at(bad.body, 'errors') as object)).toEqual(['rows.0.id']);
      const pct = await admin('POST', '/proposals', { customer_id: customerId, rows: [{ description: 'x', quantity: '1', unit: 'pz', unit_price: '1', discount_percent: '120' }], discounts: [{ description: 'x', percent: '101' }] });
      expect(pct.status).toBe(422);
      expect(Object.keys(at(pct.body, 'errors') as object).sort()).toEqual(['discounts.0.percent', 'rows.0.discount_percent']);
      expect((await admin('PUT', `/proposals/${p.id}`, { customer_id: customerId, rows: [] })).status).toBe(422);
      expect((await admin('POST', '/proposals', { rows: [] })).status).toBe(422);
      expect((await admin('POST', '/proposals', { customer_id: customerId, rows: [{ description: 'x', quantity: 1.5, unit: 'pz', unit_price: '1' }] })).status).toBe(422);
    });

    it('duplicates the current revision as a new draft with today\'s date and no history', async () => {
      const p = await newProposal({ date: '2030-02-01', addressees: [{ name: 'Ilaria Russo', email: null }] });
      const customerId = at(p, 'customer.id');
      const rows = (p.rows as Row[]).map((r) => ({ id: r.id, description: r.description, quantity: r.quantity, unit: r.unit, unit_price: r.unit_price, cliche_cost: r.cliche_cost }));
      const revised = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'revision', status: 'accepted', customer_id: customerId, rows, addressees: [{ name: 'Ilaria Russo' }] });
      const dup = await admin('POST', `/proposals/${p.id}/duplicate`);
      expect(dup.status, dup.text).toBe(201);
      const d = (dup.body as { data: Row }).data;
      expect(d.id).not.toBe(p.id);
      expect(d.number).not.toBe(p.number);
      expect(d).toMatchObject({ revision: 0, status: 'draft', date: await today() });
      expect((d.rows as Row[]).map((r) => r.description)).toEqual((p.rows as Row[]).map((r) => r.description));
      expect((d.rows as Row[]).map((r) => r.id)).not.toEqual((p.rows as Row[]).map((r) => r.id));
      expect(d.totals).toEqual(at(revised.body, 'data.totals'));
      expect(at(d, 'addressees.0.name')).toBe('Ilaria Russo');
      expect(at((await admin('GET', `/proposals/${d.id}/history`)).body, 'data.revisions')).toHaveLength(1);
      expect((await admin('POST', '/proposals/999999/duplicate')).status).toBe(404);
    });

    it('sends to the customer: PDF attached, draft → sent; 422 when the customer has no e-mail', async () => {
      const customer = (await customers()).find((c) => typeof c.email === 'string' && c.email !== '');
      if (!customer) throw new Error('no customer with e-mail');
      const created = await admin('POST', '/proposals', { customer_id: customer.id, rows: baseRows });
      const p = (created.body as { data: Row }).data;
      const sent = await admin('POST', `/proposals/${p.id}/send-to-assigned-customer`, { addressee: 'Sig. Rossi', message: 'In allegato la nostra offerta.' });
      expect(sent.status, sent.text).toBe(204);
      const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.to, String(customer.email))).orderBy(desc(outbox.id)).limit(1);
      expect(mail?.subject).toContain(String(p.number));
      expect(mail?.text).toContain('In allegato la nostra offerta.');
      const attachments = (mail?.message as { attachments?: Attachment[] }).attachments ?? [];
      expect(attachments).toHaveLength(1);
      expect(attachments[0]?.contentType).toBe('application/pdf');
      const content = attachments[0]?.content;
      const bytes = typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content?.data ?? []);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('sent');

      // A customer without an e-mail address: no recipient.
      const bare = await admin('POST', '/profiles', { type: 'customer', business_name: 'Senza Email S.r.l.' });
      expect(bare.status, bare.text).toBe(201);
      const q = await admin('POST', '/proposals', { customer_id: at(bare.body, 'data.id'), rows: baseRows });
      const noMail = await admin('POST', `/proposals/${at(q.body, 'data.id')}/send-to-assigned-customer`, {});
      expect(noMail.status).toBe(422);
      expect(at((await admin('GET', `/proposals/${at(q.body, 'data.id')}`)).body, 'data.status')).toBe('draft');
    });

    it('sends to chosen addresses (to, cc, bcc); 422 with no address or no `to`', async () => {
      const p = await newProposal();
      const none = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Ufficio acquisti', mail_addresses: [] });
      expect(none.status).toBe(422);
      expect(Object.keys(at(none.body, 'errors') as object)).toContain('mail_addresses');
      const noTo = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Ufficio acquisti', mail_addresses: [{ email: 'cc@example.it', send_type: 'cc' }] });
      expect(noTo.status).toBe(422);
      expect(Object.keys(at(noTo.body, 'errors') as object)).toEqual(['mail_addresses']);
      // Only cc/bcc: the refusal names the missing 'to' recipient, not an invalid send type.
      expect(String(at(noTo.body, 'errors.mail_addresses.0'))).toMatch(/'to' recipient is missing/);
      expect(String(at(none.body, 'errors.mail_addresses.0'))).toMatch(/no recipient/i);
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('draft');

      const ok = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, {
        addressee: 'Ufficio acquisti',
        mail_addresses: [
          { email: 'buyer@example.it', send_type: 'to' },
          { email: 'boss@example.it', send_type: 'to' },
          { email: 'copy@example.it', send_type: 'cc' },
          { email: 'hidden@example.it', send_type: 'bcc' },
        ],
      });
      expect(ok.status, ok.text).toBe(204);
      const [mail] = await server().database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(mail?.to).toBe('buyer@example.it, boss@example.it');
      type Address = { address: string };
      const message = mail?.message as { attachments?: Attachment[]; to?: Address[]; cc?: Address[]; bcc?: Address[] };
      expect(message.to?.map((a) => a.address)).toEqual(['buyer@example.it', 'boss@example.it']);
      expect(message.cc?.map((a) => a.address)).toEqual(['copy@example.it']);
      expect(message.bcc?.map((a) => a.address)).toEqual(['hidden@example.it']);
      expect(message.attachments?.[0]?.filename).toMatch(/^offerta-.*\.pdf$/);
      expect(mail?.text).toContain('Gentile Ufficio acquisti');
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('sent');
    });

    it('downloads a real PDF (addressee optional) and gives a link to it', async () => {
      const p = await newProposal({ payment_method: 'Bonifico 30 gg', incoterm: 'EXW' });
      const pdf = await admin('GET', `/proposals/${p.id}/download-proposal-as-pdf?addressee=${encodeURIComponent('Łukasz Kowalski')}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="offer-\d{4}-\d{4}\.pdf"$/);
      const res = await server().app.request(`http://acme.localhost/api/proposals/${p.id}/download-proposal-as-pdf`, { headers: { authorization: `Bearer ${await as('acme', 'admin')}` } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The number travels in the document's Title (the text streams are compressed).
      expect(bytes.toString('latin1')).toContain(`(Offerta n. ${String(p.number)})`);
      expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);

      const link = await admin('GET', `/proposals/${p.id}/proposal-pdf-as-link?addressee=Rossi`);
      expect(link.status).toBe(200);
      expect(schemaErrors(server(), 'SalesPdfLinkEnvelope', link.body)).toEqual([]);
      const url = new URL(String(at(link.body, 'data.url')));
      expect(url.origin).toBe('http://acme.localhost');
      expect(url.pathname).toMatch(/^\/api\/pdf-links\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      expect(String(at(link.body, 'data.expires_at'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // The link downloads without a token…
      const open = await server().app.request(url.toString());
      expect(open.status).toBe(200);
      expect(open.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await open.arrayBuffer()).toString('latin1')).toContain(`(Offerta n. ${String(p.number)})`);
      // …but not tampered with, on another tenant's address, or once expired.
      const token = url.pathname.split('/').at(-1) ?? '';
      const [payload = '', signature = ''] = token.split('.');
      const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await server().app.request(`http://acme.localhost/api/pdf-links/${forged}`)).status).toBe(403);
      expect((await server().app.request(`http://borgo.localhost/api/pdf-links/${token}`)).status).toBe(403);
      const { signPdfLink } = await import('../../../server/src/shared/salesDocuments/pdfLinkToken.ts');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tenantId: number };
      const expired = signPdfLink({ kind: 'proposal', id: p.id, tenantId: claims.tenantId, expires: Math.floor(Date.now() / 1000) - 1 }, server().config.oauthClientSecret);
      expect((await server().app.request(`http://acme.localhost/api/pdf-links/${expired}`)).status).toBe(403);
      // With a public address configured, the link is on it.
      const publicLink = await server().withConfig({ publicAppUrl: 'https://{tenant}.bottega.example' }).request('acme', 'GET', `/proposals/${p.id}/proposal-pdf-as-link`, { token: await as('acme', 'admin') });
      expect(String(at(publicLink.body, 'data.url'))).toMatch(/^https:\/\/acme\.bottega\.example\/api\/pdf-links\//);
      // Four PDFs with the embedded font (2–4 s each on a shared machine), beyond the default 20 s.
    }, 60_000);

    it('never rewrites a sent proposal with a standard edit; its history snapshot stays as sent', async () => {
      const p = await newProposal();
      const rows = sameRows(p);
      const sent = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'buyer@example.it', send_type: 'to' }] });
      expect(sent.status, sent.text).toBe(204);
      const rewrite = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id'), rows: rows.map((r) => ({ ...r, unit_price: '1.00' })) });
      expect(rewrite.status).toBe(422);
      expect(Object.keys(at(rewrite.body, 'errors') as object)).toEqual(['edit_type']);
      const still = (await admin('GET', `/proposals/${p.id}`)).body;
      expect(at(still, 'data.rows.0.unit_price')).toBe(rows[0]?.unit_price);
      // Recording the customer's answer is not a rewrite.
      const accepted = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', status: 'accepted', customer_id: at(p, 'customer.id'), rows });
      expect(accepted.status, accepted.text).toBe(200);
      // A revision keeps what was sent, and later edits of the new revision leave that snapshot alone.
      const revised = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'revision', customer_id: at(p, 'customer.id'), rows: rows.map((r) => ({ ...r, unit_price: '2.00' })) });
      expect(revised.status, revised.text).toBe(200);
      const before = ((await admin('GET', `/proposals/${p.id}/history`)).body as { data: { revisions: Row[] } }).data.revisions.find((r) => r.revision === 0);
      await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id'), rows: rows.map((r) => ({ ...r, unit_price: '3.00' })) });
      const after = ((await admin('GET', `/proposals/${p.id}/history`)).body as { data: { revisions: Row[] } }).data.revisions.find((r) => r.revision === 0);
      expect(after?.snapshot).toEqual(before?.snapshot);
      expect(at(after?.snapshot, 'rows.0.unit_price')).toBe(rows[0]?.unit_price);
      // An earlier revision's PDF is printed from its snapshot.
      const old = await admin('GET', `/proposals/${p.id}/download-proposal-as-pdf?revision=0`);
      expect(old.status).toBe(200);
      expect((await admin('GET', `/proposals/${p.id}/download-proposal-as-pdf?revision=9`)).status).toBe(404);
    });

    it("sends from the tenant's mail settings (sender name, address, reply-to), which the administrator sets", async () => {
      const set = (key: string, value: unknown) => admin('POST', '/settings', { key, value });
      expect((await set('mail.from_address', 'not an address')).status).toBe(422);
      expect((await set('mail.from_name', 'Nome\r\nBcc: x@y.z')).status).toBe(422);
      for (const [key, value] of [
        ['mail.from_name', 'Acme Offerte'],
        ['mail.from_address', 'offerte@acme-imballaggi.example'],
        ['mail.reply_to', 'commerciale@acme-imballaggi.example'],
      ] as const)
        expect((await set(key, value)).status).toBeLessThan(300);
      const p = await newProposal();
      const sent = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'sender-check@example.it', send_type: 'to' }] });
      expect(sent.status, sent.text).toBe(204);
      const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.to, 'sender-check@example.it')).orderBy(desc(outbox.id)).limit(1);
      type Address = { address: string; name: string };
      const message = mail?.message as { from?: Address | Address[]; replyTo?: Address | Address[] };
      expect([message.from].flat()[0]).toEqual({ address: 'offerte@acme-imballaggi.example', name: 'Acme Offerte' });
      expect([message.replyTo].flat()[0]?.address).toBe('commerciale@acme-imballaggi.example');
      // Without an address of its own the tenant still signs with its name (the platform's address is only the carrier).
      expect((await admin('DELETE', '/settings/mail.from_address')).status).toBe(204);
      const again = await newProposal();
      await admin('POST', `/proposals/${again.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'sender-check2@example.it', send_type: 'to' }] });
      const [second] = await server().database.db.select().from(outbox).where(eq(outbox.to, 'sender-check2@example.it')).orderBy(desc(outbox.id)).limit(1);
      expect([(second?.message as { from?: Address }).from].flat()[0]?.name).toBe('Acme Offerte');
    });

    it('does not mark a proposal sent when the mail is not delivered (502)', async () => {
      const p = await newProposal();
      // An SMTP server that refuses connections: the mail cannot leave.
      const broken = server().withConfig({ smtpUrl: 'smtp://127.0.0.1:9' });
      const r = await broken.request('acme', 'POST', `/proposals/${p.id}/send-to-chosen-addresses`, {
        token: await as('acme', 'admin'),
        body: { addressee: 'Acquisti', mail_addresses: [{ email: 'buyer@example.it', send_type: 'to' }] },
      });
      expect(r.status, r.text).toBe(502);
      expect(at(r.body, 'message')).toMatch(/not delivered/);
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('draft');
      const [mail] = await server().database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(mail?.status).toBe('failed');
    });

    it('marks overdue draft or sent proposals expired', async () => {
      const p = await newProposal({ date: '2020-01-01', validity_days: 10 });
      expect(p.status).toBe('expired');
      const expired = ((await admin('GET', '/proposals?status=expired')).body as Page).data;
      expect(expired.map((r) => r.id)).toContain(p.id);
      // Accepted ones never expire.
      const rows = sameRows(p);
      const acc = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', status: 'accepted', customer_id: at(p, 'customer.id'), rows });
      expect(at(acc.body, 'data.status')).toBe('accepted');
    });

    it('reads an overdue proposal as expired without writing it; the next write stores it', async () => {
      const p = await newProposal();
      const { db } = server().database;
      const stored = async () => (await db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, p.id)))[0]?.status;
      // Made overdue behind the server's back: a sent proposal whose validity has ended.
      await db.update(proposals).set({ status: 'sent', validUntil: '2020-01-01' }).where(eq(proposals.id, p.id));
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.status')).toBe('expired');
      const ids = async (query: string) => ((await admin('GET', `/proposals?${query}&page_size=500`)).body as Page).data.map((r) => r.id);
      expect(await ids('status=expired')).toContain(p.id);
      expect(await ids('status=sent')).not.toContain(p.id);
      expect(((await admin('GET', '/proposals?page_size=500')).body as Page).data.find((r) => r.id === p.id)?.status).toBe('expired');
      expect((await admin('GET', `/proposals/${p.id}/history`)).status).toBe(200);
      expect(await stored()).toBe('sent');
      expect((await admin('POST', `/proposals/${p.id}/duplicate`)).status).toBe(201);
      expect(await stored()).toBe('expired');
    });

    it('judges a standard edit of a sent proposal by what would be stored (amounts as their columns keep them), writing nothing to judge it', async () => {
      const p = await newProposal();
      const rows = sameRows(p);
      expect((await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'buyer@example.it', send_type: 'to' }] })).status).toBe(204);
      // 6.9000 is the price stored (6.90), written with more digits: not a rewrite.
      const same = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id'), rows: rows.map((r, i) => (i === 1 ? { ...r, unit_price: '6.9000', quantity: '1200.50' } : r)) });
      expect(same.status, same.text).toBe(200);
      const kept = (await admin('GET', `/proposals/${p.id}`)).body;
      // 6.9001 is another price: refused, and the proposal reads as before.
      const other = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id'), rows: rows.map((r, i) => (i === 1 ? { ...r, unit_price: '6.9001' } : r)) });
      expect(other.status).toBe(422);
      expect(at((await admin('GET', `/proposals/${p.id}`)).body, 'data.rows')).toEqual(at(kept, 'data.rows'));
    });

    it('shows the seed: five proposals, one with two revisions in history', async () => {
      const all = ((await admin('GET', '/proposals?page_size=500')).body as Page).data;
      const revised = all.find((r) => r.revision === 2);
      expect(revised).toBeDefined();
      const h = at((await admin('GET', `/proposals/${revised?.id}/history`)).body, 'data.revisions') as Row[];
      expect(h.map((r) => r.revision)).toEqual([2, 1, 0]);
      expect((h[0]?.changes as unknown[]).length).toBeGreaterThan(0);
      const statuses = new Set(all.map((r) => r.status));
      for (const s of ['draft', 'sent', 'accepted', 'rejected', 'expired']) expect(statuses).toContain(s);
    });

    it('keeps tenants apart (404), checks permissions (403) and honours hidden modules (borgo)', async () => {
      const p = await newProposal();
      const cantiere = (n: string, path: string, body?: unknown) => call('cantiere', 'admin', n, path, body);
      const foreign = ((await cantiere('GET', '/proposals')).body as Page).data[0];
      expect(foreign).toBeDefined();
      for (const [m, path] of [
        ['GET', `/proposals/${foreign?.id}`],
        ['GET', `/proposals/${foreign?.id}/history`],
        ['POST', `/proposals/${foreign?.id}/duplicate`],
        ['GET', `/proposals/${foreign?.id}/download-proposal-as-pdf`],
        ['GET', `/proposals/${foreign?.id}/proposal-pdf-as-link`],
      ] as const) {
        expect((await admin(m, path)).status, `${m} ${path}`).toBe(404);
      }
      expect((await admin('PUT', `/proposals/${foreign?.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id'), rows: [] })).status).toBe(404);
      expect((await admin('POST', `/proposals/${foreign?.id}/send-to-assigned-customer`, {})).status).toBe(404);
      expect((await admin('POST', `/proposals/${foreign?.id}/send-to-chosen-addresses`, { addressee: 'x', mail_addresses: [{ email: 'a@b.it', send_type: 'to' }] })).status).toBe(404);
      expect(((await admin('GET', '/proposals?page_size=500')).body as Page).data.map((r) => r.id)).not.toContain(foreign?.id);
      // Another tenant's customer is not a valid customer_id.
      const theirCustomer = (await customers('cantiere'))[0];
      const r = await admin('POST', '/proposals', { customer_id: theirCustomer?.id, rows: [] });
      expect(r.status).toBe(422);
      expect(Object.keys(at(r.body, 'errors') as object)).toEqual(['customer_id']);

      // Operators may read but not create or send; supervisors may edit.
      expect((await call('acme', 'operator', 'GET', `/proposals/${p.id}`)).status).toBe(200);
      expect((await call('acme', 'operator', 'POST', '/proposals', { customer_id: at(p, 'customer.id'), rows: [] })).status).toBe(403);
      expect((await call('acme', 'operator', 'POST', `/proposals/${p.id}/send-to-assigned-customer`, {})).status).toBe(403);
      expect((await call('acme', 'operator', 'POST', `/proposals/${p.id}/duplicate`)).status).toBe(403);
      expect((await call('acme', 'supervisor', 'POST', `/proposals/${p.id}/duplicate`)).status).toBe(201);

      // Borgo hides proposals: even its admin is refused, and nothing was seeded.
      expect((await call('borgo', 'admin', 'GET', '/proposals')).status).toBe(403);
      expect((await call('borgo', 'admin', 'POST', '/proposals', { customer_id: 1, rows: [] })).status).toBe(403);
      const { proposals } = await import('../../../server/src/db/schema/proposals.ts');
      const { tenants } = await import('../../../server/src/db/schema/core.ts');
      const [borgo] = await server().database.db.select().from(tenants).where(eq(tenants.slug, 'borgo'));
      const seeded = await server().database.db.select().from(proposals).where(eq(proposals.tenantId, borgo?.id ?? 0));
      expect(seeded).toHaveLength(0);
    });
  });
}
