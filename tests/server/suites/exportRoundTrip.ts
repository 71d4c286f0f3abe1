import { describe, expect, it } from 'vitest';
import type { TestServer } from '../harness.ts';

// Issue 34 point 6: "an export imports back with no change". Each kind the import engine reads is exported from its
// list screen's export and handed to the import's dry run as it is: every row must come back `unchanged`, with the
// mapping suggested from the export's own headers (the `fields.*` labels), in both languages and both formats.

export function exportRoundTripSuite(server: () => TestServer): void {
  type Counts = { created: number; updated: number; unchanged: number; rejected: number };

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

  // Kinds whose list export is the import's own shape. Price lists (the import reads price-list rows, the list shows
  // price lists) and allowances (the import reads one kind of hours per row, the list one person-year per row) are not.
  const KINDS = [
    { kind: 'customers', list: 'customers', path: '/profiles?type=customer', key: 'vat_number' },
    { kind: 'leads', list: 'leads', path: '/profiles?type=lead', key: 'email' },
    { kind: 'suppliers', list: 'suppliers', path: '/profiles?type=supplier', key: 'vat_number' },
    { kind: 'companies', list: 'companies', path: '/companies', key: 'name' },
    { kind: 'articles', list: 'articles', path: '/articles', key: 'code' },
    { kind: 'users', list: 'users', path: '/users', key: 'email' },
  ] as const;

  /**
   * Known gaps of the import engine (wt/import), kept visible: `it.fails` passes while the gap is there and fails the
   * day it is closed, so the case is then turned into a plain `it`.
   * - articles: a price with three decimals (0.045) is refused as "ambiguous (thousands or decimals?)" in both
   *   formats: an XLSX number cell is read back as the text "0.045" and re-read as typed text (number cells should be
   *   taken as numbers), and the CSV's "0.045" (English) / "0,045" (Italian) cannot be thousands with a leading 0.
   * - users: the export writes built-in roles in the screen's words ("Amministratore", "Administrator" for admin),
   *   the import matches only the role's stored name or label.
   */
  const KNOWN_GAPS = new Set(['articles xlsx', 'articles csv', 'users xlsx', 'users csv']);

  describe('export → import round trip', () => {
    for (const { kind, list, path } of KINDS) {
      for (const [format, language] of [['xlsx', 'it'], ['csv', 'en']] as const) {
        const test = KNOWN_GAPS.has(`${kind} ${format}`) ? it.fails : it;
        test(`${kind}: every row exported as ${format.toUpperCase()} (${language}) imports back unchanged`, async () => {
          const token = await server().token('acme', 'admin@acme.test');
          const listed = await server().request('acme', 'GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, { token });
          const total = (listed.body as { meta: { total: number } }).meta.total;
          expect(total).toBeGreaterThan(0);
          const run = await dryRun(token, kind, await exported(token, list, format, language), `${list}.${format}`, language);
          expect(run.errors).toEqual([]);
          expect(run.counts).toEqual({ created: 0, updated: 0, unchanged: total, rejected: 0 });
        });
      }
    }
  });
}
