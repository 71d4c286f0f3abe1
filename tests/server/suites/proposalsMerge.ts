import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { proposals } from '../../../server/src/db/schema/proposals.ts';
import { at, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';

// Issue 29: saving never loses what the form did not change (PUT merges), revision and duplicate copy every field,
// a standard edit never moves the status, VAT per row with totals per rate, bad input refused with the field named
// and nothing written, and a history that reports only what changed, with names.

type Row = Record<string, unknown> & { id: number };
type Proposal = Row & { rows: Row[]; addressees: Row[] };

export function proposalsMergeSuite(server: () => TestServer): void {
  const token = () => server().token('acme', 'admin@acme.test');
  const admin = async (method: string, path: string, body?: unknown) => server().request('acme', method, path, { token: await token(), ...(body === undefined ? {} : { body }) });
  const data = <T = Proposal>(r: { body: unknown }): T => (r.body as { data: T }).data;
  const get = async (id: number): Promise<Proposal> => data(await admin('GET', `/proposals/${id}`));
  /** Everything but the save's own timestamp. */
  const content = ({ updated_at: _u, ...rest }: Proposal) => rest;

  async function fixtures() {
    const customer = data<Row[]>(await admin('GET', '/profiles?type=customer&page_size=1'))[0];
    const agents = data<Row[]>(await admin('GET', '/users?page_size=5')).slice(0, 2);
    const articles = data<Row[]>(await admin('GET', '/articles?page_size=3'));
    const list = data<Row[]>(await admin('GET', '/price-lists?page_size=1'))[0];
    if (!customer || agents.length < 2 || articles.length < 2 || !list) throw new Error('demo data missing');
    return { customer, agents, articles, list };
  }

  /** A proposal with every field set: two addressees, two delivery addresses, rows at 22 %, 10 % and exempt. */
  async function fullProposal(): Promise<{ p: Proposal; f: Awaited<ReturnType<typeof fixtures>> }> {
    const f = await fixtures();
    const r = await admin('POST', '/proposals', {
      date: '2031-05-04',
      validity_days: 45,
      customer_id: f.customer.id,
      agent_id: f.agents[0]?.id,
      payment_method: 'RiBa 60 gg d.f.f.m.',
      incoterm: 'DAP',
      notes: 'Prezzi per ordini minimi di 50.000 pezzi.',
      addressees: [
        { role: 'company', name: 'Ufficio acquisti', email: 'acquisti@example.it', receives_mail: true },
        { role: 'attention', name: 'Antonio Lombardi', email: 'antonio@example.it', receives_mail: false },
      ],
      delivery_addresses: [
        { label: 'Stabilimento', street: 'Via dei Mulini 8', city: 'Gragnano', province: 'NA', postal_code: '80054', country: 'IT' },
        { label: 'Magazzino', street: 'Via Roma 1', city: 'Napoli', province: 'NA', postal_code: '80100', country: 'IT' },
      ],
      discounts: [{ description: 'Fedeltà', percent: '3' }],
      rows: [
        {
          article_id: f.articles[0]?.id,
          price_list_id: f.list.id,
          description: 'Busta PP 250×400',
          format: { width_mm: 250, height_mm: 400 },
          thickness_micron: 60,
          bands: 'Banda avana',
          punctures: 'Forature eurofora',
          print_subjects: 4,
          cliche_cost: '480',
          quantity: '200000',
          unit: 'pz',
          unit_price: '0.0385',
          discount_percent: '2.5',
          vat_rate: '22',
        },
        { article_id: f.articles[1]?.id, description: 'Etichetta in bobina', format: { width_mm: 100, height_mm: 70 }, print_subjects: 6, quantity: '150000', unit: 'pz', unit_price: '0.0095', vat_rate: '10' },
        { description: 'Trasporto (non imponibile art. 9)', quantity: '2', unit: 'viaggi', unit_price: '180', vat_rate: 'exempt' },
      ],
    });
    expect(r.status, r.text).toBe(201);
    return { p: data(r), f };
  }

  describe('proposals: saving keeps what the form did not change', () => {
    it('a save without changes leaves the proposal exactly as it was; one changed key changes only that', async () => {
      const { p } = await fullProposal();
      expect(schemaErrors(server(), 'Proposal', p)).toEqual([]);
      // Every field made it in.
      expect(p).toMatchObject({ incoterm: 'DAP', payment_method: 'RiBa 60 gg d.f.f.m.', validity_days: 45, notes: expect.any(String) });
      expect(p.addressees.map((x) => [x.role, x.name, x.email, x.receives_mail])).toEqual([
        ['company', 'Ufficio acquisti', 'acquisti@example.it', true],
        ['attention', 'Antonio Lombardi', 'antonio@example.it', false],
      ]);
      expect(p.rows.map((r) => r.vat_rate)).toEqual(['22', '10', 'exempt']);
      expect(at(p, 'rows.0')).toMatchObject({ format: { width_mm: 250, height_mm: 400 }, thickness_micron: 60, bands: 'Banda avana', punctures: 'Forature eurofora', print_subjects: 4, article_code: expect.any(String), price_list_name: expect.any(String) });
      // 150000 × 0.0095 = 1425.00 exactly: the unit price keeps its four decimals.
      expect(at(p, 'rows.1')).toMatchObject({ unit_price: '0.0095', total: '1425.00' });

      // The bare save (what an edit screen that changed nothing may send).
      const bare = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard' });
      expect(bare.status, bare.text).toBe(200);
      expect(content(data(bare))).toEqual(content(p));
      expect(content(await get(p.id))).toEqual(content(p));

      // A form that owns only some keys sends only those (rows by id, a few keys each): nothing else moves.
      const partial = await admin('PUT', `/proposals/${p.id}`, {
        edit_type: 'standard',
        customer_id: at(p, 'customer.id'),
        rows: p.rows.map((r) => ({ id: r.id, description: r.description, quantity: r.quantity, unit: r.unit, unit_price: r.unit_price })),
        addressees: p.addressees.map((x) => ({ id: x.id, name: x.name })),
      });
      expect(partial.status, partial.text).toBe(200);
      expect(content(data(partial))).toEqual(content(p));

      // One key changed: only it (and what follows from it) differs.
      const notes = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', notes: 'Nota nuova' });
      expect(content(data(notes))).toEqual({ ...content(p), notes: 'Nota nuova' });
      const agent = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', agent_id: null });
      expect(content(data(agent))).toEqual({ ...content(p), notes: 'Nota nuova', agent: null });
      const qty = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', rows: [{ id: p.rows[0]?.id, thickness_micron: 70 }, { id: p.rows[1]?.id }, { id: p.rows[2]?.id }] });
      const after = data(qty);
      expect(content(after)).toEqual({ ...content(p), notes: 'Nota nuova', agent: null, rows: [{ ...p.rows[0], thickness_micron: 70 }, p.rows[1], p.rows[2]] });
      // A row left out of a sent list is removed; not sending rows keeps them all.
      const drop = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', rows: [{ id: p.rows[0]?.id }, { id: p.rows[1]?.id }] });
      expect(data(drop).rows.map((r) => r.id)).toEqual([p.rows[0]?.id, p.rows[1]?.id]);
      // A new row needs what a creation needs.
      const half = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', rows: [{ id: p.rows[0]?.id }, { description: 'Senza prezzo', quantity: '1', unit: 'pz' }] });
      expect(half.status).toBe(422);
      expect(Object.keys(at(half.body, 'errors') as object)).toEqual(['rows.1.unit_price']);
    });

    it('a standard edit never changes the status; only a revision reopens a draft', async () => {
      const { p } = await fullProposal();
      const sent = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'buyer@example.it', send_type: 'to' }] });
      expect(sent.status, sent.text).toBe(204);
      const before = await get(p.id);
      expect(before.status).toBe('sent');
      const save = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', customer_id: at(p, 'customer.id') });
      expect(save.status, save.text).toBe(200);
      expect(content(data(save))).toEqual(content(before));
      const back = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', status: 'draft' });
      expect(back.status).toBe(422);
      expect(Object.keys(at(back.body, 'errors') as object)).toEqual(['status']);
      expect((await get(p.id)).status).toBe('sent');
    });

    it('a new revision and a duplicate copy every field', async () => {
      const { p } = await fullProposal();
      const rev = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'revision' });
      expect(rev.status, rev.text).toBe(200);
      expect(content(data(rev))).toEqual({ ...content(p), revision: 1, status: 'draft' });
      const history = data<{ revisions: Row[] }>(await admin('GET', `/proposals/${p.id}/history`));
      expect(history.revisions.find((r) => r.revision === 0)?.snapshot).toEqual(p);
      // Nothing changed between the two revisions: no change is reported.
      expect(history.revisions.find((r) => r.revision === 1)?.changes).toEqual([]);

      const dup = await admin('POST', `/proposals/${p.id}/duplicate`);
      expect(dup.status, dup.text).toBe(201);
      const d = data(dup);
      const copy = (x: Proposal) => {
        const { id: _i, number: _n, date: _d, valid_until: _v, status: _s, revision: _r, created_at: _c, updated_at: _u, rows, addressees, ...rest } = x;
        return { ...rest, rows: rows.map(({ id: _id, ...r }) => r), addressees: addressees.map(({ id: _id, ...a }) => a) };
      };
      expect(copy(d)).toEqual(copy(p));
      expect(d).toMatchObject({ revision: 0, status: 'draft' });
      // The copy saved unchanged keeps everything too.
      const saved = await admin('PUT', `/proposals/${d.id}`, { edit_type: 'standard', customer_id: at(d, 'customer.id') });
      expect(content(data(saved))).toEqual(content(d));
    });
  });

  describe('proposals: VAT per row and totals per rate', () => {
    it('totals each VAT rate after the proposal discounts, exactly', async () => {
      const { p } = await fullProposal();
      // Rows: 200000 × 0.0385 × 0.975 = 7507.50 + cliché 480 = 7987.50 (22 %); 1425.00 (10 %); 360.00 (exempt).
      expect(p.rows.map((r) => r.total)).toEqual(['7987.50', '1425.00', '360.00']);
      // Subtotal 9772.50 − 3 % = 9479.325 → 9479.33 (discount 293.17), shared in proportion to 7987.50 / 1425.00 /
      // 360.00: 7747.87|888, 1382.25|071, 349.20|018 (cents | remainder); the one cent left goes to 22 %.
      // VAT: 7747.88 × 22 % = 1704.5336 → 1704.53; 1382.25 × 10 % = 138.225 → 138.23.
      expect(p.totals).toEqual({
        goods: '9292.50',
        cliches: '480.00',
        discounts: '293.17',
        total: '9479.33',
        by_vat_rate: [
          { vat_rate: '22', taxable: '7747.88', vat: '1704.53' },
          { vat_rate: '10', taxable: '1382.25', vat: '138.23' },
          { vat_rate: 'exempt', taxable: '349.20', vat: '0.00' },
        ],
        vat: '1842.76',
        grand_total: '11322.09',
      });
    });

    it('fills a new row’s VAT rate from its article', async () => {
      const f = await fixtures();
      const r = await admin('POST', '/proposals', { customer_id: f.customer.id, rows: [{ article_id: f.articles[0]?.id, description: 'x', quantity: '1', unit: 'pz', unit_price: '1' }] });
      expect(r.status, r.text).toBe(201);
      // Demo articles are at 22 %.
      expect(at(r.body, 'data.rows.0.vat_rate')).toBe('22');
    });
  });

  describe('proposals: bad input', () => {
    it('refuses unknown references, absurd amounts, a VAT rate outside the set and a mail addressee without e-mail, writing nothing', async () => {
      const { p, f } = await fullProposal();
      const stored = async () => {
        const [row] = await server().database.db.select({ n: count() }).from(proposals);
        return row?.n ?? 0;
      };
      const n = await stored();
      const row = { description: 'x', quantity: '1', unit: 'pz', unit_price: '1' };
      const cases: [unknown, string[]][] = [
        [{ rows: [{ ...row, article_id: 99_999_999 }] }, ['rows.0.article_id']],
        [{ rows: [row, { ...row, price_list_id: 99_999_999 }] }, ['rows.1.price_list_id']],
        [{ rows: [{ ...row, quantity: '-5' }] }, ['rows.0.quantity']],
        [{ rows: [{ ...row, quantity: '0' }] }, ['rows.0.quantity']],
        [{ rows: [{ ...row, quantity: '999999999999' }] }, ['rows.0.quantity']],
        [{ rows: [{ ...row, unit_price: '-0.01' }] }, ['rows.0.unit_price']],
        [{ rows: [{ ...row, unit_price: '99999999999' }] }, ['rows.0.unit_price']],
        [{ rows: [row, row, { ...row, vat_rate: '7' }] }, ['rows.2.vat_rate']],
        [{ rows: [row], addressees: [{ name: 'Senza mail', email: null, receives_mail: true }] }, ['addressees.0.email']],
      ];
      for (const [body, fields] of cases) {
        const created = await admin('POST', '/proposals', { customer_id: f.customer.id, ...(body as object) });
        expect(created.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(at(created.body, 'errors') as object), JSON.stringify(body)).toEqual(fields);
        const updated = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', ...(body as object) });
        expect(updated.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(at(updated.body, 'errors') as object)).toEqual(fields);
      }
      expect(await stored()).toBe(n);
      expect(await get(p.id)).toEqual(p);
      // An existing addressee asked to receive the mail without an e-mail: named by its place in the list.
      const people = await admin('PUT', `/proposals/${p.id}`, { edit_type: 'standard', addressees: [{ id: p.addressees[0]?.id }, { id: p.addressees[1]?.id, email: null, receives_mail: true }] });
      expect(Object.keys(at(people.body, 'errors') as object)).toEqual(['addressees.1.email']);
    });
  });

  describe('proposals: history in words', () => {
    it('reports only what changed, with names, structured for the reader’s language', async () => {
      const { p, f } = await fullProposal();
      const sent = await admin('POST', `/proposals/${p.id}/send-to-chosen-addresses`, { addressee: 'Acquisti', mail_addresses: [{ email: 'buyer@example.it', send_type: 'to' }] });
      expect(sent.status).toBe(204);
      // Revision: the agent removed, rows reordered (unchanged), one row's price and VAT changed, one row's article.
      const [r0, r1, r2] = p.rows;
      const rev = await admin('PUT', `/proposals/${p.id}`, {
        edit_type: 'revision',
        agent_id: null,
        rows: [{ id: r2?.id }, { id: r0?.id, unit_price: '0.036', vat_rate: '10' }, { id: r1?.id, article_id: f.articles[0]?.id }],
      });
      expect(rev.status, rev.text).toBe(200);
      const history = data<{ revisions: Row[] }>(await admin('GET', `/proposals/${p.id}/history`));
      expect(schemaErrors(server(), 'ProposalHistory', history)).toEqual([]);
      const changes = history.revisions.find((r) => r.revision === 1)?.changes as Row[];
      const agentName = String(at(p, 'agent.name'));
      expect(changes).toEqual([
        { field: 'status', key: 'status', row: null, action: 'changed', value_type: 'status', old_value: 'sent', new_value: 'draft' },
        { field: 'agent', key: 'agent', row: null, action: 'changed', value_type: 'text', old_value: agentName, new_value: null },
        { field: 'rows.1.unit_price', key: 'rows.unit_price', row: 2, action: 'changed', value_type: 'unit_price', old_value: '0.0385', new_value: '0.036' },
        { field: 'rows.1.vat_rate', key: 'rows.vat_rate', row: 2, action: 'changed', value_type: 'vat_rate', old_value: '22', new_value: '10' },
        { field: 'rows.2.article', key: 'rows.article', row: 3, action: 'changed', value_type: 'text', old_value: r1?.article_code, new_value: r0?.article_code },
      ]);
    });
  });

  it('the seed: acme proposals fully populated with mixed VAT rates; cantiere sells boatyard work', async () => {
    const acme = data<Proposal[]>(await admin('GET', '/proposals?page_size=100'));
    const first = acme.find((x) => x.revision === 2 && String(x.notes).startsWith('Prezzi validi per ordini minimi'));
    expect(first).toBeDefined();
    const full = await get(first?.id ?? 0);
    expect(full.agent).not.toBeNull();
    expect(full.incoterm).not.toBeNull();
    expect(full.addressees.map((x) => x.role)).toEqual(expect.arrayContaining(['company', 'attention']));
    expect((full.delivery_addresses as unknown[]).length).toBeGreaterThan(0);
    expect(full.rows.some((r) => r.format !== null && r.thickness_micron !== null && r.bands !== null && r.punctures !== null)).toBe(true);
    expect(new Set(acme.flatMap((x) => x.rows.map((r) => r.vat_rate))).size).toBeGreaterThan(2);
    expect(acme.some((x) => x.rows.some((r) => r.price_list_id !== null))).toBe(true);
    const cantiere = data<Proposal[]>(await server().request('cantiere', 'GET', '/proposals?page_size=100', { token: await server().token('cantiere', 'admin@cantiere.test') }));
    const sold = cantiere.flatMap((x) => x.rows.map((r) => String(r.description))).join(' | ');
    for (const word of [/antivegetativa/i, /teak/i, /ormeggio/i, /rimessaggio/i, /motore/i]) expect(sold).toMatch(word);
    expect(sold).not.toMatch(/busta|film|shopper|etichett/i);
  });
}
