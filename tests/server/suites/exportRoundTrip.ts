import { describe, expect, it } from 'vitest';
import type { TestServer } from '../harness.ts';

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
  });
}
