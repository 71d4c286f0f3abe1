import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { silentLogger } from '../src/log.ts';
import type { ExportDeps, ExportRefused, ExportSummary } from '../src/tenancy/export.ts';
import type { Result } from '../src/result.ts';
import { rowsOf } from '../src/db/rows.ts';

// `npx tsx server/bench/tenantExport.ts --rows 50000 --files 300` (issue 33: the tenant export streams to the file):
// the demo instance on the embedded database with acme made big (N more tasks and N more customers, F more files of
// 1 MiB of random bytes on disk), exported with `tenant export`'s function while the process's RSS is sampled every
// 20 ms. BENCH_EXPORT_MODULE=<path> measures another implementation of exportTenant (the one before streaming).

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 ? process.argv[i + 1] : fallback);
};
const rows = arg('rows', 50_000);
const fileCount = arg('files', 300);
type ExportFn = (ctx: ExportDeps, slug: string, file: string) => Promise<Result<ExportSummary, ExportRefused>>;
const implementation = process.env.BENCH_EXPORT_MODULE ?? '../src/tenancy/export.ts';
const { exportTenant } = (await import(implementation)) as { exportTenant: ExportFn };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-bench-tenant-export-'));
const config = loadConfig({ DATA_DIR: dir }, { seedDemo: true });
if (!config.ok) throw new Error(config.error.message);
const booted = await boot(config.value, silentLogger);
if (!booted.ok) throw new Error(booted.error.message);
const { database } = booted.value;
try {
  const db = database.db;
  await db.execute(sql`
    insert into tasks (tenant_id, status, summary, description, start, "end", profile_id, work_id, task_type_id, assignee_id, created_by, tracked_seconds, created_at, updated_at)
    select t.tenant_id, t.status, t.summary || ' #' || g, t.description, t.start, t."end", t.profile_id, t.work_id, t.task_type_id, t.assignee_id, t.created_by, g, t.created_at, t.updated_at
    from tasks t, generate_series(1, ${rows}::int) g
    where t.id = (select min(id) from tasks where tenant_id = (select id from tenants where slug = 'acme'))`);
  await db.execute(sql`
    insert into profiles (tenant_id, type, business_name, email, phone, street, street_number, city, province, postal_code, country, notes, category_id, brand_id, company_id, agent_id, created_at, updated_at)
    select p.tenant_id, p.type, p.business_name || ' ' || g, 'c' || g || '@bench.test', p.phone, p.street, p.street_number, p.city, p.province, p.postal_code, p.country, 'note ' || g, p.category_id, p.brand_id, p.company_id, p.agent_id, p.created_at, p.updated_at
    from profiles p, generate_series(1, ${rows}::int) g
    where p.id = (select min(id) from profiles where type = 'customer' and tenant_id = (select id from tenants where slug = 'acme'))`);
  const tenantId = Number(rowsOf(await db.execute(sql`select id from tenants where slug = 'acme'`))[0]?.id);
  const folder = path.join(dir, 'media', String(tenantId), 'bench');
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < fileCount; i++) {
    const key = `${tenantId}/bench/file-${i}.bin`;
    fs.writeFileSync(path.join(dir, 'media', key), randomBytes(1024 * 1024));
    await db.execute(sql`insert into media (tenant_id, owner_type, owner_id, file_name, original_name, mime_type, size, storage_key)
      values (${tenantId}, 'profile', (select min(id) from profiles where tenant_id = ${tenantId}), ${`file-${i}.bin`}, ${`file-${i}.bin`}, 'application/octet-stream', ${1024 * 1024}, ${key})`);
  }
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const out = path.join(dir, 'acme.zip');
  const done = await exportTenant({ config: config.value, db }, 'acme', out);
  clearInterval(timer);
  if (!done.ok) throw new Error(done.error.message);
  const mb = (n: number): number => Number((n / 1024 / 1024).toFixed(1));
  console.log(
    JSON.stringify({
      implementation: process.env.BENCH_EXPORT_MODULE ? 'given' : 'streaming',
      rows: done.value.rows,
      files: done.value.files,
      zipMb: mb(done.value.bytes),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      rssBaselineMb: mb(baseline),
      rssPeakMb: mb(peak),
      rssPeakAboveBaselineMb: mb(peak - baseline),
    }),
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
