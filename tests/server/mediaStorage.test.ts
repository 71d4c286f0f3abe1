import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { media, mediaBlobs } from '../../server/src/db/schema/core.ts';
import { at, type TestServer } from './harness.ts';
import { useTestServer } from './useServer.ts';

// Where uploaded bytes live (issue 21 §6): MEDIA_STORAGE=db (the default on PostgreSQL) keeps them in media_blobs so
// that every server process serves them; disk (the default on PGlite) under DATA_DIR/media. Each row's storage key
// says where its bytes are, so files stored before a switch stay readable. The two-process proof on PostgreSQL is
// tests/server/scaleOut.test.ts.

describe('MEDIA_STORAGE', () => {
  it('defaults to db on PostgreSQL and disk on the embedded database, and refuses other values', () => {
    const storage = (env: Record<string, string>, overrides = {}) => {
      const c = loadConfig(env, overrides);
      return c.ok ? c.value.mediaStorage : c.error.message;
    };
    expect(storage({})).toBe('disk');
    expect(storage({ DATABASE_URL: 'postgres://db/bottega' })).toBe('db');
    expect(storage({}, { databaseUrl: 'postgres://db/bottega' })).toBe('db');
    expect(storage({ DATABASE_URL: 'postgres://db/bottega', MEDIA_STORAGE: 'disk' })).toBe('disk');
    expect(storage({ MEDIA_STORAGE: 'db' })).toBe('db');
    expect(storage({ MEDIA_STORAGE: 's3' })).toMatch(/^MEDIA_STORAGE must be "db" or "disk"/);
  });
});

describe('media stored in the database', () => {
  const server = useTestServer();
  const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31 + 7) % 256);

  async function upload(s: TestServer, taskId: number, token: string, name: string): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    const r = await s.request('acme', 'POST', `/tasks/${taskId}/media`, { token, rawBody: form });
    expect(r.status).toBe(201);
    return Number(at(r.body, 'data.id'));
  }

  const download = async (s: TestServer, taskId: number, mediaId: number, token: string) =>
    s.app.request(`http://acme.localhost/api/tasks/${taskId}/media/${mediaId}/download`, { headers: { authorization: `Bearer ${token}` } });

  it('keeps the bytes in media_blobs (nothing on disk), serves them as a download, and deletes them with the item; disk files stay readable', async () => {
    const disk = server();
    const db = disk.withConfig({ mediaStorage: 'db' });
    const token = await disk.token('acme', 'admin@acme.test');
    const taskId = Number(at((await disk.request('acme', 'GET', '/tasks?page_size=1', { token })).body, 'data.0.id'));

    const onDisk = await upload(disk, taskId, token, 'prima.pdf');
    const inDb = await upload(db, taskId, token, 'seconda è.pdf');
    const [row] = await disk.database.db.select().from(media).where(eq(media.id, inDb));
    expect(row?.storageKey).toBe(`db:${inDb}`);
    expect(fs.existsSync(path.join(disk.config.dataDir, 'media', String(row?.tenantId), String(inDb)))).toBe(false);
    const [blob] = await disk.database.db.select().from(mediaBlobs).where(eq(mediaBlobs.mediaId, inDb));
    expect(Buffer.from(blob?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);

    // Either setting serves either file.
    for (const [s, id] of [[disk, inDb], [db, onDisk]] as const) {
      const res = await download(s, taskId, id, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }

    expect((await db.request('acme', 'DELETE', `/tasks/${taskId}/media/${inDb}`, { token })).status).toBe(204);
    expect(await disk.database.db.select().from(mediaBlobs).where(eq(mediaBlobs.mediaId, inDb))).toEqual([]);
    expect((await download(disk, taskId, inDb, token)).status).toBe(404);
    expect((await db.request('acme', 'DELETE', `/tasks/${taskId}/media/${onDisk}`, { token })).status).toBe(204);
  });
});
