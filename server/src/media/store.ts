import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { media, mediaBlobs } from '../db/schema/core.ts';
import type { UploadedFile } from '../http/context.ts';
import { notFound, payloadTooLarge, type Failure } from '../http/failure.ts';
import { message } from '../i18n/message.ts';
import { refusedFileType } from './fileTypeRule.ts';
import { servedContentType } from './servedType.ts';

// Files attached to records (DESIGN.md §8): bytes on disk under DATA_DIR/media/<tenant id>/<media id>, never under
// the user's file name, or (MEDIA_STORAGE=db, the default on PostgreSQL) in the table media_blobs, so that several
// server processes on one database serve each other's uploads. The row's storage key says where each file's bytes
// are (`db:<id>` or a disk path), so switching MEDIA_STORAGE keeps earlier files readable. The original name is kept
// in the row for display and download.

export type MediaRow = typeof media.$inferSelect;

/** The contract's MediaItem. */
export type MediaItemView = { id: number; file_name: string; mime_type: string; size: number; created_at: string };

export type MediaOwner = { readonly tenantId: number; readonly ownerType: string; readonly ownerId: number };

export const presentMedia = (row: MediaRow): MediaItemView => ({
  id: row.id,
  file_name: row.fileName,
  mime_type: row.mimeType,
  size: row.size,
  created_at: row.createdAt,
});

const mediaRoot = (config: Config): string => path.join(config.dataDir, 'media');
const filePath = (config: Config, storageKey: string): string => path.join(mediaRoot(config), storageKey);

const DB_KEY_PREFIX = 'db:';
const inDatabase = (storageKey: string): boolean => storageKey.startsWith(DB_KEY_PREFIX);

/** Removes a file's bytes from disk; bytes in media_blobs go with their row (ON DELETE CASCADE). */
async function removeBytes(config: Config, storageKey: string): Promise<void> {
  if (storageKey === '' || inDatabase(storageKey)) return;
  await fs.promises.rm(filePath(config, storageKey), { force: true });
}

/**
 * Stores an uploaded file for a record. `name` (optional) is the display name; it defaults to the file's name.
 * Programs, scripts and pages that run code are refused here, for every kind of record (fileTypeRule.ts).
 */
export async function saveMedia(
  db: Db,
  config: Config,
  owner: MediaOwner,
  file: UploadedFile,
  opts: { name?: string | undefined; now: string },
): Promise<MediaRow | Failure> {
  if (file.size > config.uploadMaxBytes) return payloadTooLarge('The file is too large.');
  const refused = refusedFileType(file);
  if (refused) return refused;
  const originalName = path.basename(file.name.replace(/\\/g, '/')) || 'file';
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(media)
      .values({
        tenantId: owner.tenantId,
        ownerType: owner.ownerType,
        ownerId: owner.ownerId,
        fileName: opts.name?.trim() || originalName,
        originalName,
        mimeType: file.type || 'application/octet-stream',
        size: file.size,
        storageKey: '',
        createdAt: opts.now,
      })
      .returning();
    if (!inserted) throw new Error('media insert returned no row');
    let storageKey: string;
    if (config.mediaStorage === 'db') {
      storageKey = `${DB_KEY_PREFIX}${inserted.id}`;
      await tx.insert(mediaBlobs).values({ mediaId: inserted.id, bytes: file.bytes });
    } else {
      storageKey = `${owner.tenantId}/${inserted.id}`;
      const target = filePath(config, storageKey);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written inside the transaction: if the disk write fails, the row is rolled back with it.
      await fs.promises.writeFile(target, file.bytes);
    }
    const [row] = await tx.update(media).set({ storageKey }).where(eq(media.id, inserted.id)).returning();
    if (!row) throw new Error('media update returned no row');
    return row;
  });
}

export async function listMedia(db: Db, owner: MediaOwner): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, owner.tenantId), eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)))
    .orderBy(asc(media.id));
}

/** One media item of a record, or null (also when it belongs to another record or tenant). */
export async function findMedia(db: Db, owner: MediaOwner, mediaId: number): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.tenantId, owner.tenantId), eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)))
    .limit(1);
  return row ?? null;
}

export async function renameMedia(db: Db, owner: MediaOwner, mediaId: number, fileName: string): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ fileName })
    .where(and(eq(media.id, mediaId), eq(media.tenantId, owner.tenantId), eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)))
    .returning();
  return row ?? null;
}

/** Deletes the row and its file; false when there was no such item. */
export async function deleteMedia(db: Db, config: Config, owner: MediaOwner, mediaId: number): Promise<boolean> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, mediaId), eq(media.tenantId, owner.tenantId), eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)))
    .returning();
  if (!row) return false;
  await removeBytes(config, row.storageKey);
  return true;
}

/** Deletes every media item of a record (when the record itself is deleted). */
export async function deleteAllMedia(db: Db, config: Config, owner: MediaOwner): Promise<void> {
  const rows = await db
    .delete(media)
    .where(and(eq(media.tenantId, owner.tenantId), eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)))
    .returning();
  await Promise.all(rows.map((r) => removeBytes(config, r.storageKey)));
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 / RFC 5987), so accented names survive. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored file with its display name; 404 when the bytes are gone. */
export async function downloadMedia(db: Db, config: Config, row: MediaRow): Promise<Response | Failure> {
  const headers = {
    'content-type': servedContentType(row.mimeType),
    'content-disposition': contentDisposition(row.fileName),
    'x-content-type-options': 'nosniff',
  };
  if (inDatabase(row.storageKey)) {
    const [blob] = await db.select({ bytes: mediaBlobs.bytes }).from(mediaBlobs).where(eq(mediaBlobs.mediaId, row.id)).limit(1);
    if (!blob) return notFound(message('notFound.mediaFile'));
    return new Response(blob.bytes, { status: 200, headers: { ...headers, 'content-length': String(blob.bytes.byteLength) } });
  }
  const file = filePath(config, row.storageKey);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return notFound(message('notFound.mediaFile'));
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } });
}
