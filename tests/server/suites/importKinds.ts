import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleTaxonomyItems, articles, priceListArticles, priceLists } from '../../../server/src/db/schema/catalog.ts';
import { invitations, users } from '../../../server/src/db/schema/core.ts';
import { companies } from '../../../server/src/db/schema/directory.ts';
import { userVacationHours } from '../../../server/src/db/schema/vacations.ts';
import { settled } from '../../../server/src/modules/imports/service.ts';
import type { TestServer } from '../harness.ts';
import { csv, vatNumber, xlsx } from '../support/importFiles.ts';
import { roleClient, type Row } from './roleClient.ts';

// Each kind of import with its natural key (issue 34 point 3): created, then unchanged, then updated, then undone.

export function importKindsSuite(server: () => TestServer): void {
  const { as, admin, data, ok, db, tenantId, userId } = roleClient(server);
  const upload = async (kind: string, bytes: Uint8Array, name: string): Promise<Row> => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([bytes]), name);
    return data(ok(await server().request('acme', 'POST', '/imports', { token: await as('acme', 'admin'), rawBody: form }), 201));
  };
  const run = async (kind: string, bytes: Uint8Array, mode = 'all-or-nothing', before?: (id: number) => Promise<void>): Promise<Row> => {
    const up = await upload(kind, bytes, `${kind}.xlsx`);
    await before?.(up.id);
    ok(await admin('POST', `/imports/${up.id}/run`, { mode }), 202);
    await settled(up.id);
    return data(ok(await admin('GET', `/imports/${up.id}`), 200));
  };

  describe('import kinds', () => {
    it('articles by code: Italian decimals, taxonomies by name, missing ones refused unless created on request', async () => {
      const tid = await tenantId('acme');
      const header = ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA', 'Categoria', 'Marca'];
      const file = await xlsx([header, ['IMP-A1', 'Vite 4x40', 'pz', '1.234,5', '22', 'Ferramenta 4801', null], ['IMP-A2', 'Dado M4', 'pz', '1,234.5', '22', null, 'Marca 4801'], ['IMP-A3', 'Rondella', 'pz', '1.234', '22', null, null]]);
      const refused = await run('articles', file);
      expect(refused.status).toBe('failed');
      const reasons = (refused.errors as { row: number; column: string; reason: string }[]).map((e) => [e.row, e.column, e.reason]);
      expect(reasons).toEqual([
        [2, 'Categoria', 'Ferramenta 4801 does not exist: create it first or correct the name.'],
        [3, 'Marca', 'Marca 4801 does not exist: create it first or correct the name.'],
        [4, 'Prezzo', 'Ambiguous number (thousands or decimals?): write for example 1234 or 1,234.00.'],
      ]);
      const fixed = await xlsx([header, ['IMP-A1', 'Vite 4x40', 'pz', '1.234,5', '22', 'Ferramenta 4801', null], ['IMP-A2', 'Dado M4', 'pz', '1,234.5', '22', null, 'Marca 4801']]);
      const done = await run('articles', fixed, 'all-or-nothing', async (id) => {
        ok(await admin('PUT', `/imports/${id}/mapping`, { mapping: { Codice: 'code', Descrizione: 'description', UM: 'unit', Prezzo: 'price', IVA: 'vat_rate', Categoria: 'category', Marca: 'brand' }, create_missing: true }), 200);
      });
      expect(done).toMatchObject({ status: 'done', counts: { created: 2, rejected: 0 }, create_missing: true });
      const [a1] = await db().select().from(articles).where(and(eq(articles.tenantId, tid), eq(articles.code, 'IMP-A1')));
      expect(Number(a1?.price)).toBe(1234.5);
      const [cat] = await db().select().from(articleTaxonomyItems).where(and(eq(articleTaxonomyItems.tenantId, tid), eq(articleTaxonomyItems.name, 'Ferramenta 4801')));
      expect(cat?.kind).toBe('category');
      expect(a1?.categoryId).toBe(cat?.id);
      expect((await run('articles', fixed)).counts).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
      // A new article needs its description, unit, price and VAT rate; an existing one takes what the file gives.
      const partial = await run('articles', csv([['Codice', 'Prezzo'], ['IMP-A1', '10,5'], ['IMP-NEW', '3']]), 'skip-bad-rows');
      expect(partial.counts).toEqual({ created: 0, updated: 1, unchanged: 0, rejected: 1 });
      const [after] = await db().select().from(articles).where(and(eq(articles.tenantId, tid), eq(articles.code, 'IMP-A1')));
      expect(after).toMatchObject({ description: 'Vite 4x40', price: '10.5000' });
      // A unit the contract does not know is refused on its row, not stored.
      const badUnit = await run('articles', csv([['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'], ['IMP-U1', 'Colla', 'barattolo', '3', '22']]));
      expect((badUnit.errors as { column: string; reason: string }[]).map((e) => [e.column, e.reason])).toEqual([['UM', 'Unknown unit of measure: use pz, kg, g, m, cm, mm, m2, m3, l, h or conf.']]);
      expect(await db().select().from(articles).where(and(eq(articles.tenantId, tid), eq(articles.code, 'IMP-U1')))).toEqual([]);
      // Undo of the create_missing import removes the articles and the taxonomy items it created.
      ok(await admin('POST', `/imports/${partial.id}/undo`), 200);
      const undone = data(ok(await admin('POST', `/imports/${done.id}/undo`), 200));
      expect(undone).toMatchObject({ removed: 4, restored: 0, kept: [] });
      expect(await db().select().from(articleTaxonomyItems).where(and(eq(articleTaxonomyItems.tenantId, tid), eq(articleTaxonomyItems.name, 'Ferramenta 4801')))).toEqual([]);
    });

    it('price lists with rows by list name + article code; unknown article codes and reversed dates refused', async () => {
      const tid = await tenantId('acme');
      await run('articles', csv([['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'], ['IMP-P1', 'Pennello', 'pz', '4,50', '22'], ['IMP-P2', 'Rullo', 'pz', '7', '22']]));
      const header = ['Listino', 'Codice articolo', 'Prezzo', 'Sconto', 'Valido dal', 'Valido al'];
      const first = await run(
        'price-lists',
        await xlsx([header, ['Rivenditori 4811', 'IMP-P1', '4', '10', '01/01/2027', '31/12/2027'], ['Rivenditori 4811', 'IMP-P2', null, null, null, null], ['Rivenditori 4811', 'IMP-NONE', '1', null, null, null], ['Altro 4811', 'IMP-P1', '1', null, '31/02/2026', null], ['Altro 4812', 'IMP-P1', '1', null, '01/02/2027', '01/01/2027']]),
        'skip-bad-rows',
      );
      expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 3 });
      expect((first.errors as { row: number; reason: string }[]).map((e) => [e.row, e.reason])).toEqual([
        [4, 'No article with code IMP-NONE.'],
        [5, 'Not a valid date (dd/mm/yyyy).'],
        [6, 'The end of validity is before its start.'],
      ]);
      const [list] = await db().select().from(priceLists).where(and(eq(priceLists.tenantId, tid), eq(priceLists.name, 'Rivenditori 4811')));
      expect(list).toMatchObject({ validFrom: '2027-01-01', validTo: '2027-12-31' });
      const rows = await db().select().from(priceListArticles).where(eq(priceListArticles.priceListId, list?.id ?? 0));
      // The price defaults to the article's own.
      expect(rows.map((r) => Number(r.price)).sort()).toEqual([4, 7]);
      const second = await run('price-lists', await xlsx([header, ['rivenditori 4811', 'IMP-P1', '3,80', '10', '01/01/2027', '31/12/2027'], ['Rivenditori 4811', 'IMP-P2', '7', '0', null, null]]));
      expect(second.counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
      const undone = data(ok(await admin('POST', `/imports/${second.id}/undo`), 200));
      expect(undone).toMatchObject({ removed: 0, restored: 1, kept: [] });
      const [p1] = await db().select().from(priceListArticles).where(and(eq(priceListArticles.priceListId, list?.id ?? 0), eq(priceListArticles.articleId, rows.find((r) => Number(r.price) === 4)?.articleId ?? 0)));
      expect(Number(p1?.price)).toBe(4);
    });

    it('companies by P. IVA, else by name', async () => {
      const tid = await tenantId('acme');
      const file = csv([['Ragione sociale', 'Partita IVA', 'Città'], ['Sede 4821', vatNumber(4821), 'Parma'], ['Filiale 4822', '', 'Lodi']]);
      expect((await run('companies', file)).counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
      const again = csv([['Ragione sociale', 'Partita IVA', 'Città'], ['Sede 4821 nuova', vatNumber(4821), 'Parma'], ['Filiale 4822', '', 'Lodi']]);
      expect((await run('companies', again)).counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
      const [c] = await db().select().from(companies).where(and(eq(companies.tenantId, tid), eq(companies.vatNumber, vatNumber(4821))));
      expect(c?.name).toBe('Sede 4821 nuova');
    });

    it('users as invitations with a role, by e-mail; the importing administrator keeps their own role', async () => {
      const tid = await tenantId('acme');
      const file = csv([['E-mail', 'Nome', 'Ruolo'], ['nuovo4831@acme.test', 'Nuovo 4831', 'operator'], ['x4832@acme.test', 'Ruolo 4832', 'Nessuno'], ['admin@acme.test', 'Admin', 'operator']]);
      const done = await run('users', file, 'skip-bad-rows');
      expect(done.counts).toMatchObject({ created: 1, rejected: 2 });
      expect((done.errors as { row: number; column: string }[]).map((e) => [e.row, e.column])).toEqual([
        [3, 'Ruolo'],
        [4, 'Ruolo'],
      ]);
      const [u] = await db().select().from(users).where(and(eq(users.tenantId, tid), eq(users.email, 'nuovo4831@acme.test')));
      expect(u?.status).toBe('unregistered');
      expect(await db().select().from(invitations).where(and(eq(invitations.tenantId, tid), eq(invitations.email, 'nuovo4831@acme.test')))).toHaveLength(1);
      const undone = data(ok(await admin('POST', `/imports/${done.id}/undo`), 200));
      expect(undone).toMatchObject({ removed: 2, kept: [] });
      expect(await db().select().from(users).where(and(eq(users.tenantId, tid), eq(users.email, 'nuovo4831@acme.test')))).toEqual([]);
    });

    it('users: a sub-administrator’s file can neither make an administrator nor demote one (the rows are refused)', async () => {
      const tid = await tenantId('acme');
      const form = new FormData();
      form.append('kind', 'users');
      form.append('file', new Blob([csv([['E-mail', 'Nome', 'Ruolo'], ['capo4901@acme.test', 'Capo 4901', 'admin'], ['admin@acme.test', 'Giulia Rossi', 'operator'], ['nuovo4902@acme.test', 'Nuovo 4902', 'operator']])]), 'users.csv');
      const up = data(ok(await server().request('acme', 'POST', '/imports', { token: await as('acme', 'sub_admin'), rawBody: form }), 201));
      ok(await server().request('acme', 'POST', `/imports/${up.id}/run`, { token: await as('acme', 'sub_admin'), body: { mode: 'skip-bad-rows' } }), 202);
      await settled(up.id);
      const done = data(ok(await admin('GET', `/imports/${up.id}`), 200));
      expect(done.counts).toMatchObject({ created: 1, rejected: 2 });
      expect((done.errors as { row: number; column: string }[]).map((e) => [e.row, e.column])).toEqual([
        [2, 'Ruolo'],
        [3, 'Ruolo'],
      ]);
      expect(data(ok(await admin('GET', `/users/${await userId('acme', 'admin')}`), 200))).toMatchObject({ role: { name: 'admin' } });
      expect(await db().select().from(users).where(and(eq(users.tenantId, tid), eq(users.email, 'capo4901@acme.test')))).toEqual([]);
    });

    it('leave allowances by user + year + kind, one record per user and year', async () => {
      const tid = await tenantId('acme');
      const op = await userId('acme', 'operator');
      const file = csv([['E-mail', 'Anno', 'Tipo', 'Ore'], ['operator@acme.test', '2031', 'ferie', '160'], ['operator@acme.test', '2031', 'permessi', '32,5'], ['operator@acme.test', '2031', 'Ferie', '1'], ['nobody@acme.test', '2031', 'ferie', '1'], ['operator@acme.test', '2031', 'malattia', '1']]);
      const done = await run('allowances', file, 'skip-bad-rows');
      expect(done.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 3 });
      expect((done.errors as { row: number; reason: string }[]).map((e) => e.row)).toEqual([4, 5, 6]);
      const [rec] = await db().select().from(userVacationHours).where(and(eq(userVacationHours.tenantId, tid), eq(userVacationHours.userId, op), eq(userVacationHours.year, 2031)));
      expect(rec).toMatchObject({ vacationHours: '160.0000', permissionHours: '32.5000', exHolidayHours: '0.0000' });
      const next = await run('allowances', csv([['E-mail', 'Anno', 'Tipo', 'Ore'], ['operator@acme.test', '2031', 'ex festività', '16'], ['operator@acme.test', '2031', 'ferie', '160']]));
      expect(next.counts).toEqual({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
      ok(await admin('POST', `/imports/${next.id}/undo`), 200);
      ok(await admin('POST', `/imports/${done.id}/undo`), 200);
      expect(await db().select().from(userVacationHours).where(and(eq(userVacationHours.userId, op), eq(userVacationHours.year, 2031)))).toEqual([]);
    });

    it('articles: a CSV’s separator says its decimals, XLSX number cells are numbers; only a truly ambiguous cell is refused, on its row', async () => {
      const tid = await tenantId('acme');
      const priceOf = async (code: string) => (await db().select({ price: articles.price }).from(articles).where(and(eq(articles.tenantId, tid), eq(articles.code, code))))[0]?.price;
      const header = ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'];
      // Italian CSV (;): decimal comma, point groups.
      const italian = await run('articles', csv([header, ['IMP-D1', 'Vite', 'pz', '0,0095', '22'], ['IMP-D2', 'Dado', 'pz', '1.234,567', '22'], ['IMP-D3', 'Rondella', 'pz', '1.234', '22']], ';'));
      expect(italian).toMatchObject({ status: 'done', counts: { created: 3, rejected: 0 } });
      expect([await priceOf('IMP-D1'), await priceOf('IMP-D2'), await priceOf('IMP-D3')]).toEqual(['0.0095', '1234.5670', '1234.0000']);
      // English CSV (,): decimal point, comma groups.
      const en = await run('articles', csv([header, ['IMP-D4', 'Bolt', 'pz', '1,234.567', '22'], ['IMP-D5', 'Nut', 'pz', '1,234', '22']], ','));
      expect(en).toMatchObject({ status: 'done', counts: { created: 2, rejected: 0 } });
      expect([await priceOf('IMP-D4'), await priceOf('IMP-D5')]).toEqual(['1234.5670', '1234.0000']);
      // XLSX number cells are read as the numbers they are; a text cell "1.234" says nothing and is refused.
      const sheet = await run('articles', await xlsx([header, ['IMP-D6', 'Chiodo', 'pz', 0.0095, 22], ['IMP-D7', 'Tassello', 'pz', '1.234', 22], ['IMP-D8', 'Staffa', 'pz', 0.00955, 22]]), 'skip-bad-rows');
      expect(sheet.counts).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 2 });
      expect((sheet.errors as { row: number; column: string; value: string; reason: string }[]).map((e) => [e.row, e.column, e.value, e.reason])).toEqual([
        [3, 'Prezzo', '1.234', 'Ambiguous number (thousands or decimals?): write for example 1234 or 1,234.00.'],
        [4, 'Prezzo', '0.00955', 'At most 4 decimals: the value would be rounded.'],
      ]);
      expect(await priceOf('IMP-D6')).toBe('0.0095');
      // A tab-separated file does not say its convention either.
      const tab = await run('articles', csv([header, ['IMP-D9', 'Perno', 'pz', '1,234', '22'], ['IMP-D10', 'Trave', 'pz', '1234567890123', '22'], ['IMP-D11', 'Asse', 'pz', '1', '1000']], '\t'));
      // A value its column cannot hold is refused on its row too (price numeric(16,4), VAT rate numeric(7,4)).
      expect((tab.errors as { row: number; column: string; reason: string }[]).map((e) => [e.row, e.column, e.reason])).toEqual([
        [2, 'Prezzo', 'Ambiguous number (thousands or decimals?): write for example 1234 or 1,234.00.'],
        [3, 'Prezzo', 'Too large: at most 12 digits before the decimal separator.'],
        [4, 'IVA', 'Too large: at most 3 digits before the decimal separator.'],
      ]);
      for (const r of [italian, en, sheet]) ok(await admin('POST', `/imports/${r.id}/undo`), 200);
    });

    it('users: the role by its key or by the screens’ words in either language; "Administrator" is admin, not sub_admin (both labelled so)', async () => {
      const tid = await tenantId('acme');
      const roleOf = async (email: string) => (await db().select({ role: users.roleId }).from(users).where(and(eq(users.tenantId, tid), eq(users.email, email))))[0]?.role;
      const sameAs = async (who: 'admin' | 'sub_admin' | 'supervisor' | 'operator') => roleOf(`${who === 'sub_admin' ? 'subadmin' : who}@acme.test`);
      const file = csv([
        ['E-mail', 'Nome', 'Ruolo'],
        ['r4841@acme.test', 'R 4841', 'sub_admin'],
        ['r4842@acme.test', 'R 4842', 'Sotto-amministratore'],
        ['r4843@acme.test', 'R 4843', 'Sub-administrator'],
        ['r4844@acme.test', 'R 4844', 'Administrator'],
        ['r4845@acme.test', 'R 4845', 'amministratore'],
        ['r4846@acme.test', 'R 4846', 'Supervisore'],
        ['r4847@acme.test', 'R 4847', 'Operator'],
      ]);
      const done = await run('users', file);
      expect(done).toMatchObject({ status: 'done', counts: { created: 7, rejected: 0 } });
      const subAdmin = await sameAs('sub_admin');
      const adminRole = await sameAs('admin');
      expect(subAdmin).toBeDefined();
      expect(adminRole).not.toBe(subAdmin);
      expect([await roleOf('r4841@acme.test'), await roleOf('r4842@acme.test'), await roleOf('r4843@acme.test')]).toEqual([subAdmin, subAdmin, subAdmin]);
      expect([await roleOf('r4844@acme.test'), await roleOf('r4845@acme.test')]).toEqual([adminRole, adminRole]);
      expect([await roleOf('r4846@acme.test'), await roleOf('r4847@acme.test')]).toEqual([await sameAs('supervisor'), await sameAs('operator')]);
      ok(await admin('POST', `/imports/${done.id}/undo`), 200);
    });

    it('leave allowances: the kind in the screens’ words of either language, hours in the file’s convention', async () => {
      const tid = await tenantId('acme');
      const op = await userId('acme', 'operator');
      const file = csv([['E-mail', 'Anno', 'Tipo', 'Ore'], ['operator@acme.test', '2032', 'Ferie', '160,25'], ['operator@acme.test', '2032', 'Hour-bank leave', '32,5'], ['operator@acme.test', '2032', 'Ex-festività', '1.016']], ';');
      const done = await run('allowances', file);
      expect(done).toMatchObject({ status: 'done', counts: { rejected: 0 } });
      const [rec] = await db().select().from(userVacationHours).where(and(eq(userVacationHours.tenantId, tid), eq(userVacationHours.userId, op), eq(userVacationHours.year, 2032)));
      expect(rec).toMatchObject({ vacationHours: '160.2500', permissionHours: '32.5000', exHolidayHours: '1016.0000' });
      ok(await admin('POST', `/imports/${done.id}/undo`), 200);
    });
  });
}
