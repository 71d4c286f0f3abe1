import fs from 'node:fs';
import type { Writable } from 'node:stream';

// Where an archive (a backup, a tenant export) is written. A parameter rather than a fixed call so that a test can
// hand in a stream that fails like a full disk after some bytes (issue 33: a disk that fills during a backup).

export type OpenArchive = (file: string) => Writable;

/** The temporary file beside the target; `wx` refuses to write over one left by another process. */
export const openArchiveFile: OpenArchive = (file) => fs.createWriteStream(file, { flags: 'wx' });

/**
 * Writes to a stream, waiting whenever it asks to (memory stays flat however fast the source reads), and fails at
 * once when the stream failed before: a destroyed stream never emits `drain` again, so without the check a write
 * after a full disk would wait forever.
 */
export async function writeChunk(out: Writable, chunk: Buffer): Promise<void> {
  if (out.errored) throw out.errored;
  if (out.destroyed) throw new Error('The archive was closed before it was complete.');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (e: Error | null): void => {
      out.off('error', fail);
      out.off('drain', drained);
      out.off('close', closed);
      if (e) reject(e);
      else resolve();
    };
    const fail = (e: Error): void => done(e);
    const drained = (): void => done(null);
    const closed = (): void => done(out.errored ?? new Error('The archive was closed before it was complete.'));
    out.on('error', fail);
    out.on('drain', drained);
    out.on('close', closed);
  });
}

/** Ends the stream and waits until its bytes are handed to the system (or it failed). */
export function endArchive(out: Writable): Promise<void> {
  if (out.errored) return Promise.reject(out.errored);
  return new Promise<void>((resolve, reject) => {
    const fail = (e: Error): void => {
      out.off('finish', finished);
      reject(e);
    };
    const finished = (): void => {
      out.off('error', fail);
      resolve();
    };
    out.once('error', fail);
    out.once('finish', finished);
    out.end();
  });
}

/**
 * Keeps a stream's failure for the next write instead of an uncaught `error` event: a write that returned true
 * can still fail a moment later (the disk filled), when nobody is waiting on the stream.
 */
export function holdFailures(out: Writable): Writable {
  out.on('error', () => undefined);
  return out;
}

/** Why writing failed, in the operator's words: a full disk says so. */
export const writeFailureReason = (e: unknown): string => {
  const err = e as NodeJS.ErrnoException;
  return err.code === 'ENOSPC' ? 'the disk is full' : err.code === 'EDQUOT' ? 'the disk quota is exhausted' : err.message;
};
