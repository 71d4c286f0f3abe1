import fs from 'node:fs';
import os from 'node:os';

/** Memory-backed scratch space is used only with this much free room (a container's /dev/shm is often 64 MiB). */
const MIN_FREE_BYTES = 2 * 1024 ** 3;
const SHM = '/dev/shm';

function memoryBacked(): string | null {
  try {
    fs.accessSync(SHM, fs.constants.W_OK);
    const stats = fs.statfsSync(SHM);
    return stats.bavail * stats.bsize >= MIN_FREE_BYTES ? SHM : null;
  } catch {
    return null;
  }
}

/**
 * Where the tests put the databases they throw away (PGlite data folders and their template, the PostgreSQL cluster,
 * the end-to-end server's data): /dev/shm when it is there with room, else the system's temporary folder;
 * TEST_SCRATCH_DIR chooses. Issue 36.7: on a shared disk, copying the 62 MB, 1,545-file PGlite template for each
 * server test file took 3–7 s (the kernel's write-back of other processes' files in the way) and closing it 0.3–1.8 s;
 * in memory 0.5–0.7 s and 0.15–0.2 s. The databases are the same; only where their files live changes.
 */
export function scratchRoot(): string {
  return process.env.TEST_SCRATCH_DIR ?? memoryBacked() ?? os.tmpdir();
}
