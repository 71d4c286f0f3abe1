import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../../server/src/db/schema/core.ts';
import { DOCUMENT_MEDIA } from '../../../server/src/modules/documents/repository.ts';
import { type Reply, type TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// Documents: multipart upload through the media store, details, byte-identical download, delete with the file.

export function documentsSuite(server: () => TestServer): void {
  const { as, call, admin, data, page, ok } = roleClient(server);
  const upload = async (slug: string, role: Role, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): Promise<Reply> => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    return server().request(slug, 'POST', '/documents', { token: await as(slug, role), rawBody: form });
  };
  const download = async (slug: string, role: Role, id: number) =>
    server().app.request(`http://${slug}.localhost/api/documents/${id}/download`, { headers: { authorization: `Bearer ${await as(slug, role)}` } });
  const binary = (n: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) % 256);

  describe('documents', () => {
    it('has seeded documents with real files that download', async () => {
      const seeded = page(ok(await admin('GET', '/documents'), 200));
      expect(seeded.meta.total).toBeGreaterThanOrEqual(4);
      for (const d of seeded.data) expect(schemaErrors(server(), 'Document', d)).toEqual([]);
      const pdf = seeded.data.find((d) => (d.file as Row).mime_type === 'application/pdf');
      expect(pdf).toBeDefined();
      const r = await download('acme', 'admin', pdf?.id ?? 0);
      expect(r.status).toBe(200);
      const bytes = new Uint8Array(await r.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
      expect(bytes.byteLength).toBe((pdf?.file as Row).size);
      expect(seeded.data.some((d) => (d.profile as Row | null)?.type === 'customer')).toBe(true);
    });

    it('uploads with details, reads, downloads byte-identical with the original name, updates and deletes', async () => {
      const customer = page(await admin('GET', '/profiles?type=customer')).data[0];
      const bytes = binary(70_000);
      const made = data(
        ok(await upload('acme', 'admin', { title: 'Offerta firmata', description: 'Copia scansionata', category: 'Contratti', profile_id: String(customer?.id) }, { bytes, name: 'offerta firmata è.bin', type: 'application/octet-stream' }), 201),
      );
      expect(made).toMatchObject({
        title: 'Offerta firmata',
        description: 'Copia scansionata',
        category: 'Contratti',
        profile_id: customer?.id,
        profile: { id: customer?.id, name: customer?.name, type: 'customer' },
        created_by: { email: 'admin@acme.test' },
        file: { file_name: 'offerta firmata è.bin', mime_type: 'application/octet-stream', size: 70_000 },
      });
      expect(schemaErrors(server(), 'Document', made)).toEqual([]);
      const r = await download('acme', 'admin', made.id);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-disposition')).toContain("filename*=UTF-8''offerta%20firmata%20%C3%A8.bin");
      expect(new Uint8Array(await r.arrayBuffer())).toEqual(bytes);

      expect(data(ok(await admin('GET', `/documents/${made.id}`), 200)).title).toBe('Offerta firmata');
      const changed = data(ok(await admin('PUT', `/documents/${made.id}`, { title: 'Offerta definitiva', category: null, profile_id: null }), 200));
      expect(changed).toMatchObject({ title: 'Offerta definitiva', category: null, profile_id: null, profile: null, description: 'Copia scansionata' });
      ok(await admin('PUT', `/documents/${made.id}`, {}), 422);
      ok(await admin('PUT', `/documents/${made.id}`, { profile_id: 999999 }), 422);

      ok(await admin('DELETE', `/documents/${made.id}`), 204);
      ok(await admin('GET', `/documents/${made.id}`), 404);
      expect((await download('acme', 'admin', made.id)).status).toBe(404);
    });

    it('refuses programs, scripts and pages that run code (by name, declared type and first bytes); office files, PDFs, images, text, CSV and archives stay', async () => {
      const text = (content: string) => new TextEncoder().encode(content);
      const before = page(ok(await admin('GET', '/documents'), 200)).meta.total;
      const pe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
      const refused = [
        { name: 'setup.exe', type: 'application/x-msdownload', bytes: pe },
        { name: 'avvio.bat', type: 'application/octet-stream', bytes: text('@echo off\r\n') },
        { name: 'avvio.CMD', type: '', bytes: text('dir\r\n') },
        { name: 'pulizia.sh', type: 'application/octet-stream', bytes: text('#!/bin/sh\nrm -rf /\n') },
        { name: 'script.js', type: 'text/plain', bytes: text('alert(1)') },
        { name: 'installa.msi', type: 'application/octet-stream', bytes: binary(64) },
        { name: 'libreria.dll', type: 'application/octet-stream', bytes: pe },
        { name: 'pagina.html', type: 'text/html', bytes: text('<p>ciao</p>') },
        { name: 'fattura.pdf.exe', type: 'application/pdf', bytes: pe },
        // Renamed, or declared as something else: what it is decides.
        { name: 'fattura.pdf', type: 'application/pdf', bytes: pe },
        { name: 'note.txt', type: 'text/plain', bytes: text('\ufeff  <!DOCTYPE html><script>alert(1)</script>') },
        { name: 'strumento', type: 'application/octet-stream', bytes: text('#! /usr/bin/env node\n') },
        { name: 'dati.csv', type: 'text/javascript', bytes: text('a;b') },
        { name: 'logo.svg', type: 'image/svg+xml', bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
        { name: 'marchio.svg', type: 'image/svg+xml', bytes: text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
      ];
      for (const file of refused) {
        const r = await upload('acme', 'admin', { title: 'Da rifiutare' }, file);
        expect(r.status, file.name).toBe(422);
        expect((r.body as { code?: string }).code, file.name).toBe('file_type_refused');
        expect(Object.keys((r.body as { errors: Row }).errors), file.name).toEqual(['file']);
      }
      const en = await upload('acme', 'admin', {}, { name: 'setup.exe', type: 'application/x-msdownload', bytes: pe });
      expect((en.body as { errors: { file: string[] } }).errors.file).toEqual([
        '“setup.exe” is a program, a script or a page that runs code: files like these are not accepted. Office documents, PDFs, images, text, CSV and archives are.',
      ]);
      const form = new FormData();
      form.append('file', new Blob([pe], { type: 'application/x-msdownload' }), 'setup.exe');
      const it_ = await server().request('acme', 'POST', '/documents', { token: await as('acme', 'admin'), rawBody: form, headers: { 'accept-language': 'it' } });
      expect((it_.body as { errors: { file: string[] } }).errors.file?.[0]).toMatch(/^«setup\.exe» è un programma, uno script o una pagina che esegue codice/);
      expect(page(ok(await admin('GET', '/documents'), 200)).meta.total).toBe(before);

      const kept = [
        { name: 'offerta.pdf', type: 'application/pdf', bytes: text('%PDF-1.4\n') },
        { name: 'listino.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]) },
        { name: 'contratto.doc', type: 'application/msword', bytes: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
        { name: 'foto.png', type: 'image/png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
        { name: 'clienti.csv', type: 'text/csv', bytes: text('MZ Imballaggi;Genova\n') },
        { name: 'leggimi.txt', type: 'text/plain', bytes: text('#!important: leggere prima\n') },
        { name: 'allegati.zip', type: 'application/zip', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04]) },
        { name: 'logo.svg', type: 'image/svg+xml', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" font-family="Arial"><text>Bottega</text></svg>') },
        { name: 'fattura.xml.p7m', type: 'application/pkcs7-mime', bytes: binary(128) },
      ];
      for (const file of kept) {
        const r = await upload('acme', 'admin', { category: 'Tipi ammessi' }, file);
        expect(r.status, `${file.name} ${r.text}`).toBe(201);
        ok(await admin('DELETE', `/documents/${data(r).id}`), 204);
      }
    });

    it('takes the file name as title when none is given, and needs a file (422)', async () => {
      const made = data(ok(await upload('acme', 'sub_admin', { title: '' }, { bytes: new TextEncoder().encode('ciao'), name: 'nota.txt', type: 'text/plain' }), 201));
      expect(made).toMatchObject({ title: 'nota.txt', description: null, category: null, profile_id: null, created_by: { email: 'subadmin@acme.test' } });
      ok(await upload('acme', 'admin', { title: 'Senza file' }), 422);
      ok(await upload('acme', 'admin', { title: 'Profilo estraneo', profile_id: '999999' }, { bytes: binary(10), name: 'x.bin', type: 'application/octet-stream' }), 422);
    });

    it('filters by category, profile and search (also on the file name) and sorts', async () => {
      const customer = page(await admin('GET', '/profiles?type=customer')).data[1];
      const a = data(ok(await upload('acme', 'admin', { title: 'Zeta filtri', category: 'Filtri-test', profile_id: String(customer?.id) }, { bytes: binary(5), name: 'alfa-nascosto.pdf', type: 'application/pdf' }), 201));
      const b = data(ok(await upload('acme', 'admin', { title: 'Alfa filtri', category: 'Filtri-test' }, { bytes: binary(5), name: 'beta.pdf', type: 'application/pdf' }), 201));
      const ids = async (q: string) => page(ok(await admin('GET', `/documents?${q}`), 200)).data.map((d) => d.id);
      expect(await ids('category=Filtri-test&sort=title')).toEqual([b.id, a.id]);
      expect(await ids('category=Filtri-test&sort=-title')).toEqual([a.id, b.id]);
      expect(await ids(`category=Filtri-test&profile_id=${customer?.id}`)).toEqual([a.id]);
      expect(await ids('search=alfa-nascosto')).toEqual([a.id]);
      expect(await ids('search=alfa%20filtri')).toEqual([b.id]);
      ok(await admin('GET', '/documents?sort=size'), 422);
    });

    it("keeps tenants apart (404) and checks permissions (403)", async () => {
      const mine = data(ok(await upload('acme', 'admin', { title: 'Riservato' }, { bytes: binary(3), name: 'r.bin', type: 'application/octet-stream' }), 201));
      ok(await call('borgo', 'admin', 'GET', `/documents/${mine.id}`), 404);
      ok(await call('borgo', 'admin', 'PUT', `/documents/${mine.id}`, { title: 'Mio' }), 404);
      ok(await call('borgo', 'admin', 'DELETE', `/documents/${mine.id}`), 404);
      expect((await download('borgo', 'admin', mine.id)).status).toBe(404);
      expect(page(await call('borgo', 'admin', 'GET', '/documents?page_size=500')).data.map((d) => d.id)).not.toContain(mine.id);
      // Operators read; they neither upload, change nor delete.
      ok(await call('acme', 'operator', 'GET', `/documents/${mine.id}`), 200);
      ok(await upload('acme', 'operator', { title: 'No' }, { bytes: binary(3), name: 'n.bin', type: 'application/octet-stream' }), 403);
      ok(await call('acme', 'operator', 'PUT', `/documents/${mine.id}`, { title: 'No' }), 403);
      ok(await call('acme', 'supervisor', 'DELETE', `/documents/${mine.id}`), 403);
      ok(await call('acme', 'operator', 'DELETE', `/documents/${mine.id}`), 403);
      ok(await admin('GET', `/documents/${mine.id}`), 200);
    });

    it('does not show a document whose file is missing (the contract\'s file is never null)', async () => {
      const doc = data(ok(await upload('acme', 'admin', { title: 'Senza file 4711' }, { bytes: binary(3), name: 'x.bin', type: 'application/octet-stream' }), 201));
      // The file row gone behind the server's back (an upload under way, a hand-edited database): no `file: null`.
      await server().database.db.delete(media).where(and(eq(media.ownerType, DOCUMENT_MEDIA), eq(media.ownerId, doc.id)));
      ok(await call('acme', 'admin', 'GET', `/documents/${doc.id}`), 404);
      const listed = page(ok(await call('acme', 'admin', 'GET', '/documents?search=4711'), 200));
      expect(listed.data.map((d) => d.id)).not.toContain(doc.id);
      for (const d of listed.data) expect(schemaErrors(server(), 'Document', d)).toEqual([]);
      expect((await download('acme', 'admin', doc.id)).status).toBe(404);
    });
  });
}
