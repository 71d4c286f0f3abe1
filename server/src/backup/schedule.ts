import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import type { Logger } from '../log.ts';
import { writeBackup } from './create.ts';

// Scheduled backups of the embedded database (issue 33 point 4): BACKUP_DIR (off when unset), BACKUP_EVERY_HOURS
// (default 24), BACKUP_KEEP (default 7: older archives of this schedule are removed after a good one).

export type BackupSchedule = { readonly dir: string; readonly everyHours: number; readonly keep: number };

const positive = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}".`);
  return n;
};

export function backupSchedule(env: Readonly<Record<string, string | undefined>> = process.env): BackupSchedule | null {
  if (!env.BACKUP_DIR) return null;
  return {
    dir: path.resolve(env.BACKUP_DIR),
    everyHours: positive(env.BACKUP_EVERY_HOURS, 24, 'BACKUP_EVERY_HOURS'),
    keep: Math.floor(positive(env.BACKUP_KEEP, 7, 'BACKUP_KEEP')),
  };
}

const PREFIX = 'bottega-';
const SUFFIX = '.tar';

/** Keeps the newest `keep` scheduled archives in the folder (names sort by time). */
export function pruneBackups(dir: string, keep: number): string[] {
  const ours = fs.readdirSync(dir).filter((f) => f.startsWith(PREFIX) && f.endsWith(SUFFIX)).sort();
  const removed = ours.slice(0, Math.max(0, ours.length - keep));
  for (const f of removed) fs.rmSync(path.join(dir, f), { force: true });
  return removed;
}

/** Starts the schedule; the answer stops it. One backup at a time; a failure is logged and tried at the next tick. */
export function startBackupSchedule(schedule: BackupSchedule, deps: { config: Config; database: Database }, log: Logger): () => void {
  let running = false;
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const file = path.join(schedule.dir, `${PREFIX}${new Date().toISOString().replace(/[:.]/g, '-')}${SUFFIX}`);
      const done = await writeBackup(deps, file, { scheduled: true });
      if (!done.ok) log.error(`scheduled backup: ${done.error.message}`);
      else {
        log.info(`scheduled backup: ${done.value.file} (${done.value.bytes} bytes)`);
        pruneBackups(schedule.dir, schedule.keep);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), schedule.everyHours * 3600_000);
  timer.unref();
  // A first backup soon after start, so a fresh installation is covered from its first day.
  const first = setTimeout(() => void tick(), 60_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
