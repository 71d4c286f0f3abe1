import { EventEmitter } from 'node:events';
import { expect, it } from 'vitest';
import { CHECKPOINT_EVERY_MS, MAINTENANCE_AFTER_LISTEN_MS, MAINTENANCE_EVERY_MS, scheduleMaintenance, type MaintenanceTimers } from '../../server/src/db/maintenanceSchedule.ts';

// Issue 36.6, quick back after a crash: the embedded database's VACUUM and checkpoints never hold it before the
// restarted server listens, and a restart soon after the last VACUUM does not run another. Timers are recorded,
// not waited for.

type Recorded = { kind: 'once' | 'every'; ms: number; fn: () => void };

function recorder(): { timers: MaintenanceTimers; scheduled: Recorded[] } {
  const scheduled: Recorded[] = [];
  const handle = { unref: () => undefined };
  return {
    scheduled,
    timers: {
      setTimeout: (fn, ms) => (scheduled.push({ kind: 'once', ms, fn }), handle),
      setInterval: (fn, ms) => (scheduled.push({ kind: 'every', ms, fn }), handle),
    },
  };
}

function fakeDatabase(maintainedRecently: boolean) {
  const calls: string[] = [];
  return {
    calls,
    database: {
      maintain: async () => void calls.push('maintain'),
      checkpoint: async () => void calls.push('checkpoint'),
      maintainedWithin: () => maintainedRecently,
    },
  };
}

it('schedules nothing before the server listens; then a VACUUM after a pause, every few hours, and checkpoints', async () => {
  const server = new EventEmitter();
  const { timers, scheduled } = recorder();
  const { database, calls } = fakeDatabase(false);
  scheduleMaintenance(server, database, () => undefined, timers);
  expect(scheduled).toEqual([]);
  expect(calls).toEqual([]);
  server.emit('listening');
  expect(scheduled.map(({ kind, ms }) => ({ kind, ms }))).toEqual([
    { kind: 'once', ms: MAINTENANCE_AFTER_LISTEN_MS },
    { kind: 'every', ms: MAINTENANCE_EVERY_MS },
    { kind: 'every', ms: CHECKPOINT_EVERY_MS },
  ]);
  // Still nothing ran: the first VACUUM waits for its timer.
  expect(calls).toEqual([]);
  for (const s of scheduled) s.fn();
  await Promise.resolve();
  expect(calls).toEqual(['maintain', 'maintain', 'checkpoint']);
});

it('skips the start-up VACUUM when the last one is recent, and reports a failed run instead of throwing', async () => {
  const server = new EventEmitter();
  const { timers, scheduled } = recorder();
  const failures: string[] = [];
  const database = {
    maintain: () => Promise.reject(new Error('disk full')),
    checkpoint: () => Promise.resolve(),
    maintainedWithin: () => true,
  };
  scheduleMaintenance(server, database, (what, e) => failures.push(`${what}: ${(e as Error).message}`), timers);
  server.emit('listening');
  expect(scheduled.filter((s) => s.kind === 'once')).toEqual([]);
  scheduled[0]?.fn();
  await new Promise((resolve) => setImmediate(resolve));
  expect(failures).toEqual(['maintenance: disk full']);
});
