import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hasTrigram } from '../../../server/src/modules/profiles/trigram.ts';
import type { TestServer } from '../harness.ts';

type Duplicate = { id: number; name: string; reason: string };
type Row = Record<string, unknown> & { id: number };

/** Duplicate warning (findProfileDuplicates) and merge preview (previewProfileMerge), on the engine the server runs on. */
export function profileDuplicatesSuite(server: () => TestServer): void {
  const admin = async (method: string, path: string, body?: unknown) =>
    server().request('acme', method, path, { token: await server().token('acme', 'admin@acme.test'), ...(body !== undefined ? { body } : {}) });
  const duplicates = async (query: string): Promise<Duplicate[]> => {
    const r = await admin('GET', `/profiles/duplicates?${query}`);
    expect(r.status, r.text).toBe(200);
    return (r.body as { data: Duplicate[] }).data;
  };
  const newProfile = async (body: Record<string, unknown>): Promise<Row> => {
    const r = await admin('POST', '/profiles', body);
    expect(r.status, r.text).toBe(201);
    return (r.body as { data: Row }).data;
  };

  describe('duplicate warning', () => {
    it('has pg_trgm on this engine (PGlite loads it as an extension, PostgreSQL from contrib)', async () => {
      expect(await hasTrigram(server().database.db)).toBe(true);
    });

    it('finds the same VAT number written differently, the same e-mail in other case, and similar names', async () => {
      const original = await newProfile({ type: 'customer', business_name: 'Ceramiche Vietresi S.r.l.', vat_number: '04455660128', email: 'info@ceramichevietresi.it' });
      const byVat = await duplicates('vat_number=IT%20044.556.601-28');
      expect(byVat[0]).toMatchObject({ id: original.id, reason: 'vat_number' });
      const byEmail = await duplicates('email=INFO@CeramicheVietresi.it');
      expect(byEmail[0]).toMatchObject({ id: original.id, reason: 'email' });
      const byName = await duplicates('name=Ceramica%20Vietrese');
      expect(byName.map((d) => d.id)).toContain(original.id);
      expect(byName.find((d) => d.id === original.id)?.reason).toBe('name');
      // The profile being edited is not its own duplicate; unrelated text finds nothing.
      expect((await duplicates(`vat_number=04455660128&exclude_id=${original.id}`)).map((d) => d.id)).not.toContain(original.id);
      expect(await duplicates('name=Zzyzx%20Qwv')).toEqual([]);
      expect(await duplicates('name=')).toEqual([]);
    });

    it('falls back to a word match when pg_trgm is missing', async () => {
      const { db } = server().database;
      const original = await newProfile({ type: 'lead', business_name: 'Oleificio Gargano Rossi S.n.c.' });
      await db.execute(sql`drop extension pg_trgm`);
      try {
        expect(await hasTrigram(db, { fresh: true })).toBe(false);
        // Every meaningful word present (legal form ignored): found; a misspelling needs trigrams: not found.
        expect((await duplicates('name=rossi%20oleificio%20srl')).map((d) => d.id)).toContain(original.id);
        expect((await duplicates('name=Oleifcio%20Garganno')).map((d) => d.id)).not.toContain(original.id);
      } finally {
        await db.execute(sql`create extension if not exists pg_trgm`);
        await hasTrigram(db, { fresh: true });
      }
      expect((await duplicates('name=Oleifcio%20Gargano%20Rosi')).map((d) => d.id)).toContain(original.id);
    });

    it('leaves out merged and deleted profiles, and other tenants', async () => {
      const gone = await newProfile({ type: 'customer', business_name: 'Vetreria Muranese Unica', vat_number: '09988770880' });
      expect((await admin('DELETE', `/profiles/${gone.id}`)).status).toBe(204);
      expect(await duplicates('vat_number=09988770880')).toEqual([]);
      const other = await server().request('borgo', 'GET', '/profiles/duplicates?email=info@ceramichevietresi.it', { token: await server().token('borgo', 'admin@borgo.test') });
      expect((other.body as { data: Duplicate[] }).data).toEqual([]);
    });
  });

  describe('demo attachments', () => {
    it('gives customers attachments, different per tenant, that download', async () => {
      const filesOf = async (slug: string) => {
        const token = await server().token(slug, `admin@${slug}.test`);
        const page = (await server().request(slug, 'GET', '/profiles?type=customer&sort=id', { token })).body as { data: { id: number; media: { id: number }[] }[] };
        return { token, rows: page.data.filter((p) => p.media.length > 0) };
      };
      const acme = await filesOf('acme');
      const borgo = await filesOf('borgo');
      expect(acme.rows.map((p) => p.media.length)).toEqual([3, 2, 1]);
      expect(borgo.rows.map((p) => p.media.length)).toEqual([3, 2]);
      const [first] = acme.rows;
      const download = await server().request('acme', 'GET', `/profiles/${first?.id}/media/${first?.media[0]?.id}/download`, { token: acme.token });
      expect(download.status).toBe(200);
    });
  });

  describe('merge preview', () => {
    it('counts what would move and refuses what the merge refuses', async () => {
      const survivor = await newProfile({ type: 'customer', business_name: 'Anteprima Superstite' });
      const source = await newProfile({ type: 'customer', business_name: 'Anteprima Sorgente', contacts: [{ name: 'Uno' }, { name: 'Due' }] });
      const r = await admin('GET', `/profiles/${survivor.id}/merge-preview?source_ids=${source.id}`);
      expect(r.status, r.text).toBe(200);
      expect((r.body as { data: unknown[] }).data).toEqual([
        { profile: { id: source.id, name: 'Anteprima Sorgente', type: 'customer' }, contacts: 2, media: 0, events: 0, sales_reports: 0, tasks: 0, works: 0, quotes: 0, proposals: 0, samples: 0, documents: 0 },
      ]);
      expect((await admin('GET', `/profiles/${survivor.id}/merge-preview?source_ids=${survivor.id}`)).status).toBe(409);
      expect((await admin('GET', `/profiles/${survivor.id}/merge-preview?source_ids=999999`)).status).toBe(422);
    });
  });
}
