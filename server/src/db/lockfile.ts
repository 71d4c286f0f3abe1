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
 * When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat), with the boot's id: together
 * they name one process, even after a restart reuses its pid. Null where there is no /proc (macOS, Windows).
 */
export function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    if (!start) return null;
    let boot = '';
    try {
      boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      // Containers may hide it: the start time alone still tells most reused pids apart.
    }
    return `${boot}:${start}`;
  } catch {
    return null;
  }
}

type Owner = { readonly pid: number; readonly start: string | null };

/** `<pid>` (older servers) or `<pid> <boot id>:<start ticks>`. */
export function parseOwner(text: string): Owner | null {
  const [pidText, start] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? { pid, start: start ?? null } : null;
}

const ownerLine = (pid: number): string => {
  const start = processStart(pid);
  return start ? `${pid} ${start}` : String(pid);
};

/**
 * Whether the lock's owner still runs: its pid is alive and, when the lock recorded it, that pid's process started
 * when the owner did. A container restart reuses pids (the new server may even get the old one's pid, or the pid
 * of an unrelated process): a pid that now belongs to another process is a stale lock.
 */
export function ownerAlive(owner: Owner, self: number = process.pid): boolean {
  if (owner.pid === self) {
    // Our own pid: our own lock only if it records our start (or nothing can be recorded here, as before).
    const mine = processStart(self);
    return mine === null || owner.start === mine;
  }
  if (!isAlive(owner.pid)) return false;
  if (owner.start === null) return true;
  const now = processStart(owner.pid);
  return now === null || now === owner.start;
}

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. The lockfile holds the owner's pid
 * and start time; a lock left by a dead process (crash, kill -9), or whose pid now names another process, is taken
 * over; a live owner is a clear error.
 */
export function acquireLock(dataDir: string): Result<Lock, LockError> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const line = ownerLine(process.pid);
      fs.writeFileSync(file, line, { flag: 'wx' });
      return okResult({
        file,
        release() {
          try {
            if (fs.readFileSync(file, 'utf8').trim() === line) fs.unlinkSync(file);
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
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // Removed between our attempt and this read: try again.
    }
    const owner = parseOwner(text);
    if (owner && ownerAlive(owner)) {
      return errResult({
        _tag: 'LockError',
        message: `The data folder ${dataDir} is in use by process ${owner.pid}. Stop it, or choose another DATA_DIR.`,
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
