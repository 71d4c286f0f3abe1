import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { holdFailures, writeChunk as write } from './archiveOutput.ts';

// A plain POSIX (ustar) tar, written and read a block at a time: a backup of any size passes through a few hundred
// kilobytes of memory (issue 33 point 4). Hand-written rather than a package: entries are regular files and
// folders with short relative names, and the reader must hash while it writes and stop at the first bad block.

const BLOCK = 512;

function header(name: string, size: number, type: '0' | '5', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK, 0);
  let base = name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    // ustar keeps longer names as prefix/name, split at a slash.
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100) throw new Error(`Path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const put = (text: string, offset: number, length: number): void => void h.write(text, offset, length, 'utf8');
  const octal = (n: number, length: number): string => n.toString(8).padStart(length - 1, '0') + '\0';
  put(base, 0, 100);
  put(octal(type === '5' ? 0o755 : 0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime / 1000), 12), 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put(prefix, 345, 155);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

export type PackedEntry = { readonly name: string; readonly size: number; readonly sha256: string };

export type TarWriter = {
  /** A file from disk under `name`; its size is taken when it is opened (the caller keeps it still meanwhile). */
  addFile(name: string, file: string): Promise<PackedEntry>;
  addBuffer(name: string, bytes: Buffer): Promise<PackedEntry>;
  addFolder(name: string): Promise<void>;
  /** Every file and folder under `dir`, named `prefix/…`, in a stable order. */
  addTree(prefix: string, dir: string): Promise<PackedEntry[]>;
  /** The two empty blocks that end an archive. */
  finish(): Promise<void>;
};

export function tarWriter(out: Writable): TarWriter {
  holdFailures(out);
  const self: TarWriter = {
    async addFile(name, file) {
      const handle = await fs.promises.open(file, 'r');
      try {
        const { size, mtimeMs } = await handle.stat();
        await write(out, header(name, size, '0', mtimeMs));
        const hash = createHash('sha256');
        let left = size;
        const buffer = Buffer.alloc(256 * 1024);
        while (left > 0) {
          const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, left), size - left);
          if (bytesRead === 0) throw new Error(`${file} shrank while it was being archived`);
          const chunk = Buffer.from(buffer.subarray(0, bytesRead));
          hash.update(chunk);
          await write(out, chunk);
          left -= bytesRead;
        }
        const pad = (BLOCK - (size % BLOCK)) % BLOCK;
        if (pad > 0) await write(out, Buffer.alloc(pad, 0));
        return { name, size, sha256: hash.digest('hex') };
      } finally {
        await handle.close();
      }
    },
    async addBuffer(name, bytes) {
      await write(out, header(name, bytes.length, '0', Date.now()));
      await write(out, bytes);
      const pad = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (pad > 0) await write(out, Buffer.alloc(pad, 0));
      return { name, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    async addFolder(name) {
      await write(out, header(name.endsWith('/') ? name : `${name}/`, 0, '5', Date.now()));
    },
    async addTree(prefix, dir) {
      const entries: PackedEntry[] = [];
      await self.addFolder(prefix);
      for (const entry of (await fs.promises.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
        const p = path.join(dir, entry.name);
        const name = `${prefix}/${entry.name}`;
        if (entry.isDirectory()) entries.push(...(await self.addTree(name, p)));
        else if (entry.isFile()) {
          // A file removed since the folder was listed (an upload deleted meanwhile) is simply not in the backup.
          const packed = await self.addFile(name, p).catch((e: unknown) => {
            if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
            throw e;
          });
          if (packed) entries.push(packed);
        }
      }
      return entries;
    },
    async finish() {
      await write(out, Buffer.alloc(BLOCK * 2, 0));
    },
  };
  return self;
}

export type ExtractedEntry = { readonly name: string; readonly size: number; readonly sha256: string; readonly bytes: Buffer | null };

export class ArchiveError extends Error {
  readonly _tag = 'ArchiveError';
}

const text = (h: Buffer, offset: number, length: number): string => h.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');

/**
 * Extracts an archive under `into`, hashing every file. Entries named in `keepInMemory` (the manifest) are returned
 * with their bytes too. A checksum error in a header, an entry cut short or a name that would leave `into` is an
 * ArchiveError: the caller removes `into` and keeps what it had.
 */
export async function extractTar(file: string, into: string, keepInMemory: ReadonlySet<string>): Promise<ExtractedEntry[]> {
  const entries: ExtractedEntry[] = [];
  const root = path.resolve(into);
  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  let pending: Buffer = Buffer.alloc(0);
  let current: { name: string; size: number; left: number; pad: number; hash: ReturnType<typeof createHash>; handle: fs.promises.FileHandle | null; kept: Buffer[] | null } | null = null;
  let ended = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (!ended) {
      if (current === null) {
        if (pending.length < BLOCK) break;
        const h = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          break;
        }
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (h[i] ?? 0);
        if (sum !== Number.parseInt(text(h, 148, 8).trim(), 8)) throw new ArchiveError('A header of the archive is damaged (checksum mismatch).');
        const prefix = text(h, 345, 155);
        const name = prefix ? `${prefix}/${text(h, 0, 100)}` : text(h, 0, 100);
        const size = Number.parseInt(text(h, 124, 12).trim() || '0', 8);
        const target = path.resolve(root, name);
        if (target !== root && !target.startsWith(root + path.sep)) throw new ArchiveError(`The archive names a path outside its folder: ${name}`);
        const type = text(h, 156, 1);
        if (type === '5') {
          await fs.promises.mkdir(target, { recursive: true });
          continue;
        }
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        current = {
          name,
          size,
          left: size,
          pad: (BLOCK - (size % BLOCK)) % BLOCK,
          hash: createHash('sha256'),
          handle: await fs.promises.open(target, 'w'),
          kept: keepInMemory.has(name) ? [] : null,
        };
      }
      if (current.left > 0) {
        if (pending.length === 0) break;
        const part = pending.subarray(0, Math.min(current.left, pending.length));
        pending = pending.subarray(part.length);
        current.hash.update(part);
        current.kept?.push(Buffer.from(part));
        await current.handle?.write(part);
        current.left -= part.length;
        if (current.left > 0) break;
      }
      if (pending.length < current.pad) break;
      pending = pending.subarray(current.pad);
      await current.handle?.close();
      entries.push({ name: current.name, size: current.size, sha256: current.hash.digest('hex'), bytes: current.kept ? Buffer.concat(current.kept) : null });
      current = null;
    }
    if (ended) break;
  }
  if (current !== null) {
    await current.handle?.close();
    throw new ArchiveError(`The archive ends in the middle of ${current.name}: it is truncated.`);
  }
  if (!ended) throw new ArchiveError('The archive has no end marker: it is truncated.');
  stream.destroy();
  return entries;
}
