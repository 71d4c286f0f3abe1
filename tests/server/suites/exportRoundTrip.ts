import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settled } from '../../../server/src/modules/imports/service.ts';
import type { TestServer } from '../harness.ts';
import { roleClient } from './roleClient.ts';

// Issue 34 point 6: "an export imports back with no change". Each kind the import engine reads is exported from its
// list screen's export and handed to the import's dry run as it is: every row must come back `unchanged`, with the
// mapping suggested from the export's own headers (the `fields.*` labels), in both languages and both formats.

export function exportRoundTripSuite(server: () => TestServer): void {
  type Counts = { created: number; updated: number; unchanged: number; rejected: number };
  type Listed = { data: Record<string, unknown>[]; meta: { total: number } };
  const total = (body: Listed): number => body.meta.total;

  const exported = async (token: string, list: string, format: 'xlsx' | 'csv', language: 'it' | 'en'): Promise<Uint8Array> => {
    const res = await server().app.request(`http://acme.localhost/api/exports/${list}?format=${format}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  /** The import's dry run of a file: the counts and the mapping it suggested from the headers. */
  const dryRun = async (token: string, kind: string, file: Uint8Array, name: string, language: 'it' | 'en') => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([file]), name);
    const up = await server().request('acme', 'POST', '/imports', { token, rawBody: form, headers: { 'accept-language': language } });
    expect(up.status, up.text).toBe(201);
    const { id, mapping } = (up.body as { data: { id: number; mapping: Record<string, string | null> } }).data;
    const checked = await server().request('acme', 'POST', `/imports/${id}/check`, { token, headers: { 'accept-language': language } });
    expect(checked.status, checked.text).toBe(200);
    const data = (checked.body as { data: { counts: Counts; errors: unknown[] } }).data;
    return { mapping, counts: data.counts, errors: data.errors };
  };

  // Every kind the import reads, with how many rows its export has: one per listed record, except price lists (one
  // row per article of a list, the import's shape) and allowances (one row per kind of hours of a person-year).
  const KINDS = [
    { kind: 'customers', list: 'customers', path: '/profiles?type=customer', rows: total },
    { kind: 'leads', list: 'leads', path: '/profiles?type=lead', rows: total },
    { kind: 'suppliers', list: 'suppliers', path: '/profiles?type=supplier', rows: total },
    { kind: 'companies', list: 'companies', path: '/companies', rows: total },
    { kind: 'articles', list: 'articles', path: '/articles', rows: total },
    { kind: 'users', list: 'users', path: '/users', rows: total },
    { kind: 'price-lists', list: 'price-lists', path: '/price-lists', rows: (body: Listed) => body.data.reduce((n, l) => n + Number(l.articles_count), 0) },
    { kind: 'allowances', list: 'allowances', path: '/user-vacation-hours', rows: (body: Listed) => 3 * body.meta.total },
  ] as const;

  describe('export → import round trip', () => {
    for (const { kind, list, path, rows } of KINDS) {
      for (const [format, language] of [['xlsx', 'it'], ['csv', 'it'], ['csv', 'en']] as const) {
        it(`${kind}: every row exported as ${format.toUpperCase()} (${language}) imports back unchanged`, async () => {
          const token = await server().token('acme', 'admin@acme.test');
          const listed = await server().request('acme', 'GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, { token });
          const expected = rows(listed.body as Listed);
          expect(expected).toBeGreaterThan(0);
          const run = await dryRun(token, kind, await exported(token, list, format, language), `${list}.${format}`, language);
          expect(run.errors).toEqual([]);
          expect(run.counts).toEqual({ created: 0, updated: 0, unchanged: expected, rejected: 0 });
        });
      }
    }

  /**
   * The export carries every field the import reads: the tenant's records are edited behind the export's back, the
   * earlier export is imported for real, and the export taken afterwards is the earlier one again, cell for cell.
   * Each edit touches the fields of issue 34's kinds (precise prices and costs, taxonomies, roles, price-list rows
   * and list columns, hours of each kind, SDI code and PEC of customers).
   */
  const EDITS: readonly { kind: string; list: string; edit: (tenantId: number, adminId: number) => ReturnType<typeof sql> }[] = [
    { kind: 'articles', list: 'articles', edit: (t) => sql`update articles set price = price + 1.0005, cost = cost + 0.001, description = description || ' ~', category_id = null, active = not active where tenant_id = ${t}` },
    { kind: 'users', list: 'users', edit: (t, admin) => sql`update users set name = name || ' ~', role_id = (select id from roles where tenant_id = ${t} and name = 'operator') where tenant_id = ${t} and id <> ${admin}` },
    {
      kind: 'price-lists',
      list: 'price-lists',
      edit: (t) => sql`with rows as (update price_list_articles set price = price + 0.0001, discount_percent = 0 where tenant_id = ${t} returning id) update price_lists set currency = 'USD', code = code || '~' where tenant_id = ${t}`,
    },
    { kind: 'allowances', list: 'allowances', edit: (t) => sql`update user_vacation_hours set vacation_hours = vacation_hours + 1.25, permission_hours = 0, ex_holiday_hours = ex_holiday_hours + 8, working_hours_per_day = 7.5 where tenant_id = ${t}` },
    { kind: 'customers', list: 'customers', edit: (t) => sql`update profiles set sdi_code = null, pec = null where tenant_id = ${t} and type = 'customer'` },
  ];

  describe('export → edit → import → the records are as exported', () => {
    const { db, tenantId, userId } = roleClient(server);
    for (const { kind, list, edit } of EDITS) {
      it(`${kind}: an Italian CSV export puts back every field the records had`, async () => {
        const token = await server().token('acme', 'admin@acme.test');
        const before = await exported(token, list, 'csv', 'it');
        await db().execute(edit(await tenantId('acme'), await userId('acme', 'admin')));
        const edited = await exported(token, list, 'csv', 'it');
        expect(new TextDecoder().decode(edited)).not.toBe(new TextDecoder().decode(before));

        const form = new FormData();
        form.append('kind', kind);
        form.append('file', new Blob([before]), `${list}.csv`);
        const up = await server().request('acme', 'POST', '/imports', { token, rawBody: form, headers: { 'accept-language': 'it' } });
        expect(up.status, up.text).toBe(201);
        const { id } = (up.body as { data: { id: number } }).data;
        const run = await server().request('acme', 'POST', `/imports/${id}/run`, { token, body: { mode: 'all-or-nothing' } });
        expect(run.status, run.text).toBe(202);
        await settled(id);
        const done = (await server().request('acme', 'GET', `/imports/${id}`, { token })).body as { data: { status: string; counts: Counts; errors: unknown[] } };
        expect(done.data.errors).toEqual([]);
        expect(done.data.status).toBe('done');
        expect(done.data.counts.updated).toBeGreaterThan(0);
        expect(done.data.counts.rejected).toBe(0);
        expect(new TextDecoder().decode(await exported(token, list, 'csv', 'it'))).toBe(new TextDecoder().decode(before));
      });
    }
  });
  });
}
