import fs from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { holdFailures, writeChunk } from '../backup/archiveOutput.ts';

// A zip written as it goes (issue 33: the tenant export streams to the file). Each entry is deflated chunk by chunk
// straight into the output, its checksum and sizes following it in a data descriptor, so nothing of the tenant is
// held in memory but the central directory (a few dozen bytes per entry). Hand-written like backup/tar.ts rather
// than a package: only deflated entries with UTF-8 names, and an archive the import (JSZip) can read back, which
// means no Zip64: an entry or an archive past 4 GiB, or more than 65,535 entries, is refused with a clear message.

const LIMIT = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;
/** Bit 3: sizes and CRC in a descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

type Written = { readonly name: Buffer; readonly crc: number; readonly compressed: number; readonly size: number; readonly offset: number; readonly time: number; readonly date: number };

export type ZipWriter = {
  /** An entry from any source of bytes, read as it is written; returns its uncompressed size. */
  addStream(name: string, source: AsyncIterable<Buffer | string>): Promise<number>;
  addFile(name: string, file: string): Promise<number>;
  addBuffer(name: string, bytes: Buffer): Promise<number>;
  /** The central directory that ends the archive. */
  finish(): Promise<void>;
};

export class ZipTooLarge extends Error {
  readonly _tag = 'ZipTooLarge';
}

/** MS-DOS time and date of a moment, as zip headers keep them. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(1980, at.getFullYear()) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export function zipWriter(out: Writable): ZipWriter {
  holdFailures(out);
  const written: Written[] = [];
  let offset = 0;
  const put = async (chunk: Buffer): Promise<void> => {
    await writeChunk(out, chunk);
    offset += chunk.length;
    if (offset > LIMIT) throw new ZipTooLarge('The export is larger than 4 GiB, more than a zip without Zip64 holds.');
  };

  const self: ZipWriter = {
    async addStream(name, source) {
      if (written.length >= MAX_ENTRIES) throw new ZipTooLarge(`The export has more than ${MAX_ENTRIES} entries.`);
      const encoded = Buffer.from(name, 'utf8');
      const { time, date } = dosTime(new Date());
      const start = offset;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(VERSION, 4);
      local.writeUInt16LE(FLAGS, 6);
      local.writeUInt16LE(DEFLATE, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      // CRC and sizes (14–25) stay zero: they follow the data (flag bit 3).
      local.writeUInt16LE(encoded.length, 26);
      await put(Buffer.concat([local, encoded]));
      let crc = 0;
      let size = 0;
      let compressed = 0;
      await pipeline(
        source,
        async function* measure(chunks: AsyncIterable<Buffer | string>) {
          for await (const piece of chunks) {
            const chunk = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
            crc = zlib.crc32(chunk, crc);
            size += chunk.length;
            yield chunk;
          }
        },
        zlib.createDeflateRaw(),
        async (deflated: AsyncIterable<Buffer>) => {
          for await (const chunk of deflated) {
            compressed += chunk.length;
            await put(chunk);
          }
        },
      );
      if (size > LIMIT) throw new ZipTooLarge(`${name} is larger than 4 GiB, more than a zip without Zip64 holds.`);
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
      await put(descriptor);
      written.push({ name: encoded, crc: crc >>> 0, compressed, size, offset: start, time, date });
      return size;
    },
    addFile: (name, file) => self.addStream(name, fs.createReadStream(file)),
    addBuffer: (name, bytes) => self.addStream(name, Readable.from([bytes])),
    async finish() {
      const start = offset;
      for (const e of written) {
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(VERSION, 4);
        central.writeUInt16LE(VERSION, 6);
        central.writeUInt16LE(FLAGS, 8);
        central.writeUInt16LE(DEFLATE, 10);
        central.writeUInt16LE(e.time, 12);
        central.writeUInt16LE(e.date, 14);
        central.writeUInt32LE(e.crc, 16);
        central.writeUInt32LE(e.compressed, 20);
        central.writeUInt32LE(e.size, 24);
        central.writeUInt16LE(e.name.length, 28);
        // Extra field, comment, disk number, attributes: none (30–41).
        central.writeUInt32LE(e.offset, 42);
        await put(Buffer.concat([central, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(written.length, 8);
      end.writeUInt16LE(written.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await put(end);
    },
  };
  return self;
}
