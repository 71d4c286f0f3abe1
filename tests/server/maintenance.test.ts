import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { silentLogger } from '../../server/src/log.ts';

import { ensureTemplate } from './harness.ts';
import { rowsOf } from '../../server/src/db/rows.ts';
import { scratchRoot } from '../support/scratchDir.ts';

// PGlite has no autovacuum: `maintain()` (run by main.ts in the background) gives its planner statistics and marks
// pages all-visible, which a capped count over a big tenant's index needs not to visit every row (issue 20).

it('vacuums and analyzes a PGlite database: the task table gets statistics and all-visible pages', async () => {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'bottega-maintain-'));
  fs.cpSync(path.join(await ensureTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
  if (!config.ok) throw new Error(config.error.message);
  const opened = await openDatabase(config.value, silentLogger);
  if (!opened.ok) throw new Error(opened.error.message);
  const database = opened.value;
  const tasksTable = async () => rowsOf(await database.db.execute(sql`select reltuples::int as tuples, relallvisible::int as visible from pg_class where relname = 'tasks'`))[0];
  try {
    await database.db.execute(sql`insert into tasks (tenant_id, summary) select id, 'Manutenzione' from tenants`);
    expect(await tasksTable()).toMatchObject({ visible: 0 });
    // Table by table with the event loop given back between them (PGlite runs in this thread: a probe must not
    // wait for the whole VACUUM, issue 36.1): the loop turns many times while it runs.
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await database.maintain();
    ticking = false;
    expect(turns).toBeGreaterThan(20);
    const after = await tasksTable();
    expect(Number(after?.tuples)).toBeGreaterThan(0);
    expect(Number(after?.visible)).toBeGreaterThan(0);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

// Issue 36.6: PGlite runs no checkpointer, so a crash used to replay every write since the process started. The
// checkpoint main.ts runs every half minute moves the redo point past the writes; the marker of the last VACUUM
// lets a restart skip the start-up one.
it('checkpoints a PGlite database (the redo point moves past the writes) and remembers its last maintenance', async () => {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'bottega-checkpoint-'));
  fs.cpSync(path.join(await ensureTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' });
  if (!config.ok) throw new Error(config.error.message);
  const opened = await openDatabase(config.value, silentLogger);
  if (!opened.ok) throw new Error(opened.error.message);
  const database = opened.value;
  const redo = async () => String(rowsOf(await database.db.execute(sql`select redo_lsn::text as lsn from pg_control_checkpoint()`))[0]?.lsn);
  const lsnValue = (lsn: string): bigint => {
    const [high = '0', low = '0'] = lsn.split('/');
    return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
  };
  try {
    const before = await redo();
    await database.db.execute(sql`insert into tasks (tenant_id, summary) select id, 'Prima del checkpoint' from tenants`);
    expect(await redo()).toBe(before);
    await database.checkpoint();
    expect(lsnValue(await redo())).toBeGreaterThan(lsnValue(before));

    expect(database.maintainedWithin(60_000)).toBe(false);
    await database.maintain();
    expect(database.maintainedWithin(60_000)).toBe(true);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
