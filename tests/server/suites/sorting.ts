import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSection } from '../sectionLogin.ts';
import { parse } from 'yaml';
import type { TestServer } from '../harness.ts';
import { roleClient, emailOf, type Row } from './roleClient.ts';
import itDirectory from '../../../locales/it/directory.json' with { type: 'json' };
import enDirectory from '../../../locales/en/directory.json' with { type: 'json' };
import itCommon from '../../../locales/it/common.json' with { type: 'json' };
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import itProposals from '../../../locales/it/proposals.json' with { type: 'json' };
import itQuotes from '../../../locales/it/quotes.json' with { type: 'json' };

// The `sort` parameter of the list operations (comma-separated fields, `-` for descending, a whitelist per list):
// generated over the contract, every whitelisted field in both directions answers 2xx and an unknown one 422 with
// the field named; for a few lists the order itself is checked, and pages of a sorted list neither overlap nor skip.

type Parameter = { name?: string; in?: string; 'x-sort-fields'?: string[] };
type Operation = { operationId: string; parameters?: Parameter[] };
type SortedList = { readonly operationId: string; readonly path: string; readonly fields: readonly string[] };

const contract = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../openapi/api.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

/** Every list operation with a `sort` parameter and the fields its contract lists. */
export const SORTED_LISTS: readonly SortedList[] = Object.entries(contract.paths).flatMap(([p, item]) => {
  const sort = item.get?.parameters?.find((param) => param.name === 'sort' && param.in === 'query');
  return item.get && sort ? [{ operationId: item.get.operationId, path: p, fields: sort['x-sort-fields'] ?? [] }] : [];
});

export function sortingSuite(server: () => TestServer): void {
  const { admin, page, ok } = roleClient(server);

  /** The path with `{id}` replaced by the first record of its parent list (e.g. /companies/{id}/users). */
  const concrete = async (p: string): Promise<string> => {
    const match = /^(.*?)\/\{[^}]+\}(.*)$/.exec(p);
    if (!match) return p;
    const [, parent = '', rest = ''] = match;
    const first = page(ok(await admin('GET', `${parent}?page_size=1`), 200)).data[0];
    if (!first) throw new Error(`nothing seeded under ${parent}`);
    return `${parent}/${first.id}${rest}`;
  };

  const ids = async (url: string): Promise<number[]> => page(ok(await admin('GET', url), 200)).data.map((r) => r.id);

  describe('every list operation with a sort parameter', () => {
    it('is found in the contract with a whitelist (at least the lists of the issue)', () => {
      expect(SORTED_LISTS.length).toBeGreaterThanOrEqual(36);
      for (const list of SORTED_LISTS) expect(list.fields.length, list.operationId).toBeGreaterThan(0);
      for (const id of ['listTasks', 'listWorks', 'listProfiles', 'listArticles', 'listPriceLists', 'listQuotes', 'listProposals', 'listSamples', 'listVacations', 'listUsers', 'listRoles', 'listSalesReports', 'listGoals', 'listPackages', 'listCompanies', 'listMaterials', 'listInterests', 'listBrands', 'listCategories', 'listWarehouses', 'listDocuments', 'listSectionAccesses', 'listUserVacationHours']) {
        expect(SORTED_LISTS.map((l) => l.operationId)).toContain(id);
      }
    });

    it.each(SORTED_LISTS.map((list) => [list.operationId, list] as const))('%s: every field both ways is 2xx, sort=nope is a 422 naming the whitelist', async (_id, list) => {
      // A protected section's list (x-section) answers after the admin's login to the section.
      const op = server().contract.routes.operations.find((o) => o.operationId === list.operationId);
      if (op?.section) await openSection(server(), 'acme', await server().token('acme', 'admin@acme.test'), op.section);
      const url = await concrete(list.path);
      for (const field of list.fields) {
        for (const sort of [field, `-${field}`]) {
          const reply = await admin('GET', `${url}?sort=${sort}&page_size=5`);
          expect(reply.status, `${list.operationId} sort=${sort}: ${reply.text}`).toBeLessThan(300);
        }
      }
      const two = list.fields.slice(0, 2).map((f, i) => (i === 0 ? `-${f}` : f)).join(',');
      expect((await admin('GET', `${url}?sort=${two}`)).status, `${list.operationId} sort=${two}`).toBeLessThan(300);
      const nope = await admin('GET', `${url}?sort=nope`);
      expect(nope.status).toBe(422);
      const message = (nope.body as { errors: Record<string, string[]> }).errors.sort?.[0] ?? '';
      // The server's whitelist is exactly the contract's (same fields, same order).
      expect(message).toContain(`use one of: ${list.fields.join(', ')}.`);
    });
  });

  describe('malformed sorts are 422, never 500', () => {
    it.each(['-', 'id,', ',id', 'id,,id', 'ID', 'id;drop', 'id,-id', 'a,b,c,d,e,f'])('sort=%s', async (sort) => {
      const reply = await admin('GET', `/tasks?sort=${encodeURIComponent(sort)}`);
      expect(reply.status, reply.text).toBe(422);
      expect(Object.keys((reply.body as { errors: Record<string, unknown> }).errors)).toEqual(['sort']);
    });
  });

  describe('the order', () => {
    it('tasks by default: open before completed, then by start (none last)', async () => {
      const rows = page(ok(await admin('GET', '/tasks?page_size=500'), 200)).data;
      const completedAt = rows.findIndex((r) => r.status === 'completed');
      expect(completedAt).toBeGreaterThan(0);
      expect(rows.slice(completedAt).every((r) => r.status === 'completed')).toBe(true);
      for (const group of [rows.slice(0, completedAt), rows.slice(completedAt)]) {
        const starts = group.map((r) => r.start as string | null);
        const firstNull = starts.indexOf(null);
        const dated = (firstNull === -1 ? starts : starts.slice(0, firstNull)) as string[];
        expect(dated).toEqual([...dated].sort());
        if (firstNull !== -1) expect(starts.slice(firstNull).every((s) => s === null)).toBe(true);
      }
    });

    it('tasks by id both ways, and by -start then id', async () => {
      const up = await ids('/tasks?sort=id&page_size=500');
      expect(up).toEqual([...up].sort((a, b) => a - b));
      expect(await ids('/tasks?sort=-id&page_size=500')).toEqual([...up].reverse());
      // Descending puts tasks without a start first (PostgreSQL's NULLS FIRST for DESC); the dated ones follow.
      const all = page(ok(await admin('GET', '/tasks?sort=-start,id&page_size=500'), 200)).data;
      const firstDated = all.findIndex((r) => r.start !== null);
      expect(all.slice(firstDated).every((r) => r.start !== null)).toBe(true);
      const rows = all.slice(firstDated);
      const key = (r: Row) => `${String(r.start)}#${String(r.id).padStart(9, '0')}`;
      for (let i = 1; i < rows.length; i += 1) {
        const [a, b] = [rows[i - 1] as Row, rows[i] as Row];
        expect(String(a.start) > String(b.start) || (a.start === b.start && a.id < b.id), `${key(a)} before ${key(b)}`).toBe(true);
      }
    });

    it('works by code both ways (the response cache keeps the two apart)', async () => {
      const codes = async (sort: string) => page(ok(await admin('GET', `/works?sort=${sort}&page_size=500`), 200)).data.map((r) => r.code as string);
      const up = await codes('code');
      expect(up.length).toBeGreaterThan(3);
      expect(up).toEqual([...up].sort());
      expect(await codes('-code')).toEqual([...up].reverse());
      expect(await codes('code')).toEqual(up);
    });

    it('works by default: latest start first, works without one last', async () => {
      const starts = page(ok(await admin('GET', '/works?page_size=500'), 200)).data.map((r) => r.start_date as string | null);
      const firstNull = starts.indexOf(null);
      const dated = (firstNull === -1 ? starts : starts.slice(0, firstNull)) as string[];
      expect(dated).toEqual([...dated].sort().reverse());
      if (firstNull !== -1) expect(starts.slice(firstNull).every((s) => s === null)).toBe(true);
    });

    // A type or status column sorts by the word the list shows in the reader's language, not by the stored key.
    describe('a vocabulary column by the reader\'s words', () => {
      const inLanguage = async (language: 'it' | 'en', url: string): Promise<Row[]> =>
        page(ok(await server().request('acme', 'GET', url, { token: await server().token('acme', emailOf('admin', 'acme')), headers: { 'accept-language': language } }), 200)).data;
      /** The distinct words of `rows` in the order they appear, each run of one word kept together. */
      const runs = (rows: readonly Row[], wordOf: (row: Row) => string): string[] => {
        const words = rows.map(wordOf);
        const distinct = words.filter((word, i) => i === 0 || word !== words[i - 1]);
        expect(new Set(distinct).size, `one run per word: ${distinct.join(', ')}`).toBe(distinct.length);
        return distinct;
      };
      const sorted = (words: readonly string[], language: string) => [...words].sort(new Intl.Collator(language, { sensitivity: 'base' }).compare);

      it.each([
        ['it', itDirectory.types],
        ['en', enDirectory.types],
      ] as const)('profiles by type in %s', async (language, types: Record<string, string>) => {
        const word = (row: Row) => types[String(row.type)] ?? String(row.type);
        const up = runs(await inLanguage(language, '/profiles?sort=type&page_size=500'), word);
        expect(up.length).toBeGreaterThan(2);
        expect(up).toEqual(sorted(up, language));
        expect(runs(await inLanguage(language, '/profiles?sort=-type&page_size=500'), word)).toEqual([...up].reverse());
      });

      it('the two languages order the same profiles differently (the words differ, the keys do not)', async () => {
        const keys = async (language: 'it' | 'en') => runs(await inLanguage(language, '/profiles?sort=type&page_size=500'), (row) => String(row.type));
        expect(await keys('it')).not.toEqual(await keys('en'));
      });

      it.each([
        ['it', itCommon.taskStatuses],
        ['en', enCommon.taskStatuses],
      ] as const)('tasks by status in %s', async (language, statuses: Record<string, string>) => {
        const up = runs(await inLanguage(language, '/tasks?sort=status&page_size=500'), (row) => statuses[String(row.status)] ?? String(row.status));
        expect(up.length).toBe(3);
        expect(up).toEqual(sorted(up, language));
      });

      it('quotes by status in Italian', async () => {
        const statuses: Record<string, string> = itQuotes.statuses;
        const up = runs(await inLanguage('it', '/quotes?sort=status&page_size=500'), (row) => statuses[String(row.status)] ?? String(row.status));
        expect(up.length).toBeGreaterThan(3);
        expect(up).toEqual(sorted(up, 'it'));
      });

      it('proposals by their status of today in Italian (a computed status, not a column)', async () => {
        const statuses: Record<string, string> = itProposals.status;
        const up = runs(await inLanguage('it', '/proposals?sort=status&page_size=500'), (row) => statuses[String(row.status)] ?? String(row.status));
        expect(up.length).toBeGreaterThan(3);
        expect(up).toEqual(sorted(up, 'it'));
      });
    });

    it('pages of a list sorted by a field with ties neither overlap nor skip (id breaks ties)', async () => {
      const all = await ids('/tasks?sort=status&page_size=12');
      const pages = [...(await ids('/tasks?sort=status&page_size=4&page=1')), ...(await ids('/tasks?sort=status&page_size=4&page=2')), ...(await ids('/tasks?sort=status&page_size=4&page=3'))];
      expect(pages).toEqual(all);
      expect(new Set(pages).size).toBe(pages.length);
    });
  });
}
