import fs from 'node:fs';

// CPU time of processes from /proc (Linux), in ms: what a process spent on a core, not what it waited for one.
// bench/mixCpu.ts reads it for the server, the PostgreSQL cluster and the load generator, to say which of them the
// two cores of the machine go to per request.

/** Fields after the command name of /proc/<pid>/stat (the name may hold spaces: cut at its closing parenthesis). */
function statFields(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    // The process ended between the listing and the read.
    return null;
  }
}

/** Clock ticks (USER_HZ, 100 on Linux) to ms. */
const TICK_MS = 10;

/** A process's own user + system time (fields 14 and 15 of the stat line). */
export function processCpuMs(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) * TICK_MS : 0;
}

/**
 * A process and its children, the ended ones included: its own time, its waited-for children's (fields 16 and 17,
 * where a PostgreSQL backend's time goes when its connection closes) and the living children's own.
 */
export function treeCpuMs(pid: number): number {
  const f = statFields(pid);
  if (!f) return 0;
  let total = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(Number(entry));
    if (child && Number(child[1]) === pid) total += (Number(child[11]) + Number(child[12])) * TICK_MS;
  }
  return total;
}

/** The postmaster listening on `port` (its command line holds `-p <port>`), or null. */
export function postmasterOn(port: number): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const p = args.indexOf('-p');
    if (args[0]?.endsWith('/postgres') && p >= 0 && args[p + 1] === String(port)) return Number(entry);
  }
  return null;
}
