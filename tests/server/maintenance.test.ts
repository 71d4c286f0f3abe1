import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { silentLogger } from '../../server/src/log.ts';
import { rowsOf } from '../../server/src/modules/tasks/wireSql.ts';
import { ensureTemplate } from './harness.ts';

// PGlite has no autovacuum: `maintain()` (run by main.ts in the background) gives its planner statistics and marks
// pages all-visible, which a capped count over a big tenant's index needs not to visit every row (issue 20).

it('vacuums and analyzes a PGlite database: the task table gets statistics and all-visible pages', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-maintain-'));
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
    await database.maintain();
    const after = await tasksTable();
    expect(Number(after?.tuples)).toBeGreaterThan(0);
    expect(Number(after?.visible)).toBeGreaterThan(0);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
