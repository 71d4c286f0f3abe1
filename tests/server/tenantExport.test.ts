import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { invitations, media, outbox, tenants } from '../../server/src/db/schema/core.ts';
import { resetMailsSettled } from '../../server/src/auth/passwordReset.ts';
import { tasks } from '../../server/src/db/schema/tasks.ts';
import { exportTenant, tenantCounts } from '../../server/src/tenancy/export.ts';
import { importTenant } from '../../server/src/tenancy/import.ts';
import { useTestServer } from './useServer.ts';

// A tenant can leave or move (issue 33 point 5): the acme demo tenant exported and imported under a new slug has
// the same number of rows in every table, its files, working references, and people who sign in as before.

const server = useTestServer();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-export-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const idOf = async (slug: string): Promise<number> =>
  (await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)))[0]?.id ?? 0;

const deps = () => ({ config: server().config, db: server().database.db });

describe('tenant export / import', () => {
  const file = path.join(dir, 'acme.zip');

  it('round-trips the acme demo tenant with identical counts per table', async () => {
    const exported = await exportTenant(deps(), 'acme', file);
    expect(exported.ok).toBe(true);
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['manifest.json', 'data/users.jsonl', 'data/profiles.jsonl', 'xlsx/directory.xlsx', 'xlsx/core.xlsx']));

    const imported = await importTenant(deps(), file, 'acme-copy');
    expect(imported.ok ? imported.value.rows : imported.error.message).toBe(exported.ok ? exported.value.rows : -1);
    const original = await tenantCounts(server().database.db, await idOf('acme'));
    const copy = await tenantCounts(server().database.db, await idOf('acme-copy'));
    expect(copy).toEqual(original);
    expect(original.profiles).toBeGreaterThan(0);
    expect(original.media).toBeGreaterThan(0);
    // A generated column is not data (tasks.is_completed, migration 0023): the file leaves it out, the copy computes it.
    const taskLines = (await zip.file('data/tasks.jsonl')?.async('string'))?.split('\n').filter((l) => l !== '') ?? [];
    expect(taskLines.length).toBeGreaterThan(0);
    for (const line of taskLines) expect(Object.keys(JSON.parse(line) as object)).not.toContain('is_completed');
    const copied = await server().database.db.select({ status: tasks.status, isCompleted: tasks.isCompleted }).from(tasks).where(eq(tasks.tenantId, await idOf('acme-copy')));
    expect(copied.length).toBe(taskLines.length);
    expect(copied.some((t) => t.isCompleted)).toBe(true);
    for (const t of copied) expect(t.isCompleted).toBe(t.status === 'completed');
    // The copy's files are its own: under its tenant folder, byte for byte those of the original.
    const rows = await server().database.db.select().from(media).where(eq(media.tenantId, await idOf('acme-copy')));
    const onDisk = rows.filter((m) => !m.storageKey.startsWith('db:'));
    expect(onDisk.length).toBeGreaterThan(0);
    for (const m of onDisk) {
      expect(m.storageKey.startsWith(`${await idOf('acme-copy')}/`)).toBe(true);
      expect(fs.statSync(path.join(server().config.dataDir, 'media', m.storageKey)).size).toBe(m.size);
    }
  }, 120_000);

  it('the copy works: its people sign in with their passwords and see their own records and files', async () => {
    const token = await server().token('acme-copy', 'admin@acme.test');
    const list = await server().request('acme-copy', 'GET', '/profiles?page_size=5', { token });
    expect(list.status).toBe(200);
    const originalList = await server().request('acme', 'GET', '/profiles?page_size=5', { token: await server().token('acme', 'admin@acme.test') });
    expect((list.body as { meta: { total: number } }).meta.total).toBe((originalList.body as { meta: { total: number } }).meta.total);
    // The original is untouched and still separate: the copy's ids are new.
    const ids = (b: unknown) => (b as { data: { id: number }[] }).data.map((r) => r.id);
    expect(ids(list.body)).not.toEqual(ids(originalList.body));
  });

  it('imports the same export again under another slug (ids never collide)', async () => {
    const again = await importTenant(deps(), file, 'acme-third');
    expect(again.ok).toBe(true);
  }, 60_000);

  it('refuses a taken slug, a tampered archive and an archive from a newer product, keeping nothing', async () => {
    const taken = await importTenant(deps(), file, 'acme');
    expect(taken.ok ? '' : taken.error.message).toMatch(/taken/);

    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const users = (await zip.file('data/users.jsonl')?.async('string')) ?? '';
    zip.file('data/users.jsonl', users.replace('Giulia', 'Giuliana'));
    const tampered = path.join(dir, 'tampered.zip');
    fs.writeFileSync(tampered, await zip.generateAsync({ type: 'uint8array' }));
    const refused = await importTenant(deps(), tampered, 'acme-tampered');
    expect(refused.ok ? '' : refused.error.message).toMatch(/users\.jsonl .*checksum/);

    const manifest = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}') as { product: { schema: number; version: string } };
    manifest.product = { version: '99.0.0', schema: 9999 };
    zip.file('manifest.json', JSON.stringify(manifest));
    const newer = path.join(dir, 'newer.zip');
    fs.writeFileSync(newer, await zip.generateAsync({ type: 'uint8array' }));
    const tooNew = await importTenant(deps(), newer, 'acme-newer');
    expect(tooNew.ok ? '' : tooNew.error.message).toMatch(/newer Bottega/);

    const truncated = path.join(dir, 'truncated.zip');
    fs.writeFileSync(truncated, fs.readFileSync(file).subarray(0, 5000));
    expect((await importTenant(deps(), truncated, 'acme-truncated')).ok).toBe(false);
    for (const slug of ['acme-tampered', 'acme-newer', 'acme-truncated']) expect(await idOf(slug)).toBe(0);
  }, 60_000);
});

describe('the administrator\'s download (downloadTenantExport)', () => {
  it('gives the zip once a day, then a clear 429 in the reader\'s language; not to a supervisor', async () => {
    const supervisor = await server().token('borgo', 'supervisor@borgo.test');
    expect((await server().request('borgo', 'POST', '/tenants/current/export', { token: supervisor })).status).toBe(403);
    const admin = await server().token('borgo', 'admin@borgo.test');
    const first = await server().request('borgo', 'POST', '/tenants/current/export', { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toMatch(/borgo-export-\d{4}-\d{2}-\d{2}\.zip/);
    const second = await server().request('borgo', 'POST', '/tenants/current/export', { token: admin });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(80_000);
    expect((second.body as { message: string }).message).toMatch(/already downloaded today/);
    const italian = await server().request('borgo', 'POST', '/tenants/current/export', { token: admin, headers: { 'accept-language': 'it' } });
    expect((italian.body as { message: string }).message).toMatch(/già stata scaricata oggi/);
  });
});

describe('what a tenant export never carries', () => {
  // A password reset, an invitation and a PDF link in the mail log are live ways in: whoever held the export could
  // set a user's password or join the company. Their tokens are redacted; the mails are kept.
  it('no sign-in, invitation or PDF link token in any entry of the zip (data and workbooks); the copy still imports', async () => {
    const [cantiere] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'cantiere'));
    const tenantId = cantiere?.id ?? 0;
    expect((await server().request('cantiere', 'POST', '/password/reset', { body: { email: 'supervisor@cantiere.test' } })).status).toBe(200);
    await resetMailsSettled();
    const admin = await server().token('cantiere', 'admin@cantiere.test');
    const roles = (await server().request('cantiere', 'GET', '/roles', { token: admin })).body as { data: { id: number; name: string }[] };
    const invited = await server().request('cantiere', 'POST', '/users', { token: admin, body: { name: 'Export Uno', email: 'export.uno@example.it', role_id: roles.data.find((r) => r.name === 'operator')?.id } });
    expect(invited.status).toBe(201);
    const pdfToken = 'eyJpZCI6NDJ9.c2lnbmF0dXJh';
    await server().database.db.insert(outbox).values({ tenantId, to: 'cliente@example.it', subject: 'Offerta', text: `Scarica: http://cantiere.localhost/api/pdf-links/${pdfToken} entro 30 minuti.`, html: `<a href="http://cantiere.localhost/api/pdf-links/${pdfToken}">PDF</a>` });

    const mails = await server().database.db.select().from(outbox).where(eq(outbox.tenantId, tenantId));
    const linkTokens = mails.flatMap((m) => [...`${m.text} ${m.html ?? ''}`.matchAll(/\/(?:join|password\/set|api\/pdf-links)\/([^\s"'<>]+)/g)].map((x) => x[1] ?? ''));
    const inviteTokens = (await server().database.db.select({ token: invitations.token }).from(invitations).where(eq(invitations.tenantId, tenantId))).map((i) => i.token);
    const secrets = [...new Set([...linkTokens, ...inviteTokens])].filter((s) => s.length >= 16);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    expect(secrets).toContain(pdfToken);

    const file = path.join(dir, 'cantiere.zip');
    expect((await exportTenant(deps(), 'cantiere', file)).ok).toBe(true);
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const texts: [string, string][] = [];
    for (const [name, entry] of Object.entries(zip.files)) {
      if (entry.dir || name.startsWith('files/')) continue;
      if (name.endsWith('.xlsx')) {
        const book = await JSZip.loadAsync(await entry.async('uint8array'));
        for (const [inner, part] of Object.entries(book.files)) if (!part.dir) texts.push([`${name}:${inner}`, await part.async('string')]);
      } else texts.push([name, await entry.async('string')]);
    }
    const leaks = texts.flatMap(([name, text]) => secrets.filter((secret) => text.includes(secret)).map((secret) => `${name}: ${secret.slice(0, 6)}…`));
    expect(leaks).toEqual([]);
    // The mails themselves stay: subjects, addresses and text around the marked link.
    const log = (await zip.file('data/outbox.jsonl')?.async('string')) ?? '';
    expect(log).toContain('/password/set/[redacted]');
    expect(log).toContain('/join/[redacted]');
    expect(log).toContain('/api/pdf-links/[redacted] entro 30 minuti.');
    expect(log).toContain('export.uno@example.it');

    const copy = await importTenant(deps(), file, 'cantiere-copy');
    expect(copy.ok ? copy.value.rows : copy.error.message).toBeGreaterThan(0);
    const copied = await server().database.db.select({ token: invitations.token }).from(invitations).where(eq(invitations.tenantId, await idOf('cantiere-copy')));
    expect(copied.length).toBe(inviteTokens.length);
    for (const c of copied) expect(c.token).not.toBe('[redacted]');
  }, 120_000);
});
