import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { OpenArchive } from '../../server/src/backup/archiveOutput.ts';

// A disk that fills (issue 33): the archive's bytes really go to the file until `limit`, then the next write fails
// with ENOSPC as the system reports it. Injected where the archive is opened, so it runs without root or a tmpfs.

export type FullDisk = {
  readonly open: OpenArchive;
  /** The file that was being written when the disk "filled", and how many bytes it held then. */
  readonly failure: () => { readonly file: string; readonly bytesOnDisk: number } | null;
};

export function diskFullAfter(limit: number): FullDisk {
  let failure: { file: string; bytesOnDisk: number } | null = null;
  const open: OpenArchive = (file) => {
    const real = fs.createWriteStream(file, { flags: 'wx' });
    let written = 0;
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (written + chunk.length <= limit) {
          written += chunk.length;
          real.write(chunk, callback);
          return;
        }
        // What still fits is written, as a real disk would, then the write fails.
        real.end(chunk.subarray(0, limit - written), () => {
          failure = { file, bytesOnDisk: fs.statSync(file).size };
          callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
        });
      },
      final(callback) {
        real.end(callback);
      },
      destroy(error, callback) {
        real.destroy();
        callback(error);
      },
    });
  };
  return { open, failure: () => failure };
}
