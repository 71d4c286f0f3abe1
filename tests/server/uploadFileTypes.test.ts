import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openSection } from './sectionLogin.ts';
import { roleClient, type Row } from './suites/roleClient.ts';
import { useTestServer } from './useServer.ts';

// One file-type rule for every upload (src/domain/uploadFileTypes.ts, applied where media are stored): programs,
// scripts and pages that run code are refused with 422 `file_type_refused` on `file`, in the archive and in the
// attachments of every record alike, while PDFs and images are kept. The operations come from the contract (every
// multipart request body), so an upload added later is checked without touching this file.

const ROOT = path.resolve(import.meta.dirname, '../..');
const server = useTestServer();
const { as, ok, data } = roleClient(server);

type Operation = { operationId: string; 'x-section'?: string; requestBody?: { $ref?: string; content?: Record<string, unknown> } };
type Contract = { paths: Record<string, Record<string, Operation>>; components: { requestBodies: Record<string, { content?: Record<string, unknown> }> } };

const contract = parse(fs.readFileSync(path.join(ROOT, 'openapi/api.yaml'), 'utf8')) as Contract;

/** Every operation whose request body is multipart form data: the uploads of files. */
const uploads = Object.entries(contract.paths).flatMap(([route, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const body = op.requestBody?.$ref ? contract.components.requestBodies[op.requestBody.$ref.split('/').pop() ?? ''] : op.requestBody;
    return body?.content?.['multipart/form-data'] ? [{ route, method: method.toUpperCase(), id: op.operationId, section: op['x-section'] ?? null }] : [];
  }),
);

/**
 * Uploads with a stricter rule of their own: the file-type rule's refusals still hold (422 on `file`), but they keep
 * only what they read, so a PDF or an image is refused there too.
 */
const STRICTER: Readonly<Record<string, { readonly fields: Record<string, string>; readonly keeps: string }>> = {
  // An import reads XLSX or CSV only (a program renamed clienti.xlsx is no spreadsheet either).
  uploadImport: { fields: { kind: 'customers' }, keeps: 'XLSX and CSV' },
};

const text = (content: string) => new TextEncoder().encode(content);
const PE = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
const REFUSED = [
  { name: 'setup.exe', type: 'application/x-msdownload', bytes: PE },
  // A program renamed and declared as a PDF: its first bytes decide.
  { name: 'fattura.pdf', type: 'application/pdf', bytes: PE },
  { name: 'pagina.html', type: 'text/html', bytes: text('<!doctype html><script>alert(1)</script>') },
];
const KEPT = [
  { name: 'offerta.pdf', type: 'application/pdf', bytes: text('%PDF-1.4\n%âãÏÓ\n') },
  { name: 'foto.png', type: 'image/png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]) },
];

type File_ = (typeof REFUSED)[number];

describe('the file-type rule of every upload', () => {
  it('finds the uploads in the contract: the archive and the attachments of works, tasks, goals, packages and profiles', () => {
    const ids = uploads.map((u) => u.id);
    for (const id of ['createDocument', 'uploadWorkMedia', 'uploadTaskMedia', 'uploadGoalMedia', 'uploadPackageMedia', 'uploadProfileMedia']) expect(ids).toContain(id);
  });

  for (const upload of uploads) {
    it(`${upload.id} (${upload.method} ${upload.route}) refuses an .exe, a renamed program and a page; ${STRICTER[upload.id] ? `keeps only ${STRICTER[upload.id]?.keeps}` : 'keeps a PDF and an image'}`, async () => {
      const token = await as('acme', 'admin');
      // A password-protected section (goals, packages) is opened first, as the browser's gate does.
      if (upload.section !== null) await openSection(server(), 'acme', token, upload.section);
      const send = (route: string, file: File_, language = 'en') => {
        const form = new FormData();
        for (const [k, v] of Object.entries(STRICTER[upload.id]?.fields ?? {})) form.append(k, v);
        form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
        return server().request('acme', upload.method, route, { token, rawBody: form, headers: { 'accept-language': language } });
      };
      // A record of the path's collection that takes files (a package already rated is locked, 423: the next one).
      const routes: string[] = [];
      if (upload.route.includes('{id}')) {
        const collection = upload.route.slice(0, upload.route.indexOf('/{id}'));
        const listed = (ok(await server().request('acme', 'GET', `${collection}?page_size=50`, { token }), 200).body as { data: Row[] }).data;
        routes.push(...listed.map((row) => upload.route.replace('{id}', String(row.id))));
      } else routes.push(upload.route);
      expect(routes.length, `no record to upload to under ${upload.route}`).toBeGreaterThan(0);
      expect(upload.route.replace('{id}', ''), 'only {id} is filled in').not.toMatch(/\{/);

      let route: string | undefined;
      for (const candidate of routes) {
        const first = await send(candidate, REFUSED[0] as File_);
        if (first.status !== 423 && first.status !== 403) {
          route = candidate;
          break;
        }
      }
      expect(route, `every record under ${upload.route} refuses uploads`).toBeDefined();
      for (const file of REFUSED) {
        const r = await send(route ?? '', file);
        expect(r.status, `${file.name}: ${r.text}`).toBe(422);
        expect(Object.keys((r.body as { errors: Row }).errors), file.name).toEqual(['file']);
        if (STRICTER[upload.id]) continue;
        expect((r.body as { code?: string }).code, file.name).toBe('file_type_refused');
        // Said without naming the archive: the same sentence for an attachment and a document.
        expect((r.body as { errors: { file: string[] } }).errors.file[0]).toBe(
          `“${file.name}” is a program, a script or a page that runs code: files like these are not accepted. Office documents, PDFs, images, text, CSV and archives are.`,
        );
      }
      if (STRICTER[upload.id]) return;
      const italian = await send(route ?? '', REFUSED[0] as File_, 'it');
      expect((italian.body as { errors: { file: string[] } }).errors.file[0]).toMatch(/^«setup\.exe» è un programma, uno script o una pagina che esegue codice: file come questo non sono accettati\./);
      for (const file of KEPT) {
        const r = await send(route ?? '', file);
        expect(r.status, `${file.name}: ${r.text}`).toBe(201);
        expect(data(r)).toBeTruthy();
      }
    });
  }
});
