import fs from 'node:fs';
import path from 'node:path';
import { errResult, okResult, type Result } from '../result.ts';

export type LockError = { readonly _tag: 'LockError'; readonly message: string };
export type Lock = { readonly file: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. The lockfile holds the owner's pid;
 * a lock left by a dead process (crash, kill -9) is taken over, a live owner is a clear error.
 */
export function acquireLock(dataDir: string): Result<Lock, LockError> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return okResult({
        file,
        release() {
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        return errResult({ _tag: 'LockError', message: `Cannot create ${file}: ${(e as Error).message}` });
      }
    }
    const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      return errResult({
        _tag: 'LockError',
        message: `The data folder ${dataDir} is in use by process ${owner}. Stop it, or choose another DATA_DIR.`,
      });
    }
    // Stale: its owner is gone. Remove it and try again (another starter may race us; the 'wx' flag decides).
    try {
      fs.unlinkSync(file);
    } catch {
      // Someone else removed it first.
    }
  }
  return errResult({ _tag: 'LockError', message: `Could not take the lock ${file}.` });
}
