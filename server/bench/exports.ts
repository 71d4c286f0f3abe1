import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { boot } from '../src/boot.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { silentLogger } from '../src/log.ts';

// `npx tsx server/bench/exports.ts --rows 10000` (issue 34 point 6: a list export of 10,000 rows in ≤ 3 s): the
// demo instance on the embedded database with N more tasks and N more customers in acme, each exported through the
// app (GET /api/exports/<list>, the whole streamed body read) as XLSX and CSV, while memory is sampled every 50 ms;
// `--runs N` (default 3) repeats the whole and prints medians.

const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return Number(at > 0 ? process.argv[at + 1] : fallback);
};
const rows = argument('--rows', 10_000);
// The machine is shared: several runs, the median of each measure, and a fixed baseline timed in each run (the same
// database work whatever the branch) so that runs on a loaded machine compare by ratio.
const runs = argument('--runs', 3);
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-bench-exports-'));
const config = loadConfig({ DATA_DIR: dir }, { seedDemo: true });
if (!config.ok) throw new Error(config.error.message);
const booted = await boot(config.value, silentLogger);
if (!booted.ok) throw new Error(booted.error.message);
const { app, database } = booted.value;
try {
  const db = database.db;
  // N copies of acme's first task and first customer: related records (work, profile, assignee, category…) included.
  await db.execute(sql`
    insert into tasks (tenant_id, status, summary, description, start, "end", profile_id, work_id, task_type_id, assignee_id, created_by, tracked_seconds, created_at, updated_at)
    select t.tenant_id, t.status, t.summary || ' #' || g, t.description, t.start, t."end", t.profile_id, t.work_id, t.task_type_id, t.assignee_id, t.created_by, g, t.created_at, t.updated_at
    from tasks t, generate_series(1, ${rows}::int) g
    where t.id = (select min(id) from tasks where tenant_id = (select id from tenants where slug = 'acme'))`);
  await db.execute(sql`
    insert into profiles (tenant_id, type, business_name, email, phone, street, street_number, city, province, postal_code, country, notes, category_id, brand_id, company_id, agent_id, created_at, updated_at)
    select p.tenant_id, p.type, p.business_name || ' ' || g, 'c' || g || '@bench.test', p.phone, p.street, p.street_number, p.city, p.province, p.postal_code, p.country, '=1+' || g, p.category_id, p.brand_id, p.company_id, p.agent_id, p.created_at, p.updated_at
    from profiles p, generate_series(1, ${rows}::int) g
    where p.id = (select min(id) from profiles where type = 'customer' and tenant_id = (select id from tenants where slug = 'acme'))`);

  const signIn = await app.request('http://acme.localhost/api/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;

  const seconds = new Map<string, number[]>();
  const note = (key: string, value: number) => seconds.set(key, [...(seconds.get(key) ?? []), value]);
  const extra = new Map<string, Record<string, unknown>>();
  for (let run = 1; run <= runs; run++) {
    const load = os.loadavg()[0] ?? 0;
    note('load average (1 min)', load);
    // Baseline: a fixed amount of work for the embedded database, the same in every branch.
    const baselineStart = performance.now();
    await db.execute(sql`select sum(length(md5(g::text))) from generate_series(1, 300000) g`);
    note('baseline', (performance.now() - baselineStart) / 1000);
    // The list operations alone, every page of 500 (the most a caller may ask): what the export cannot be faster than.
    for (const [list, path] of [['tasks', '/tasks?'], ['customers', '/profiles?type=customer&']] as const) {
      const started = performance.now();
      for (let page = 1, last = 1; page <= last; page++) {
        const res = await app.request(`http://acme.localhost/api${path}page_size=500&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
        last = ((await res.json()) as { meta: { last_page: number } }).meta.last_page;
      }
      note(`${list} list pages of 500 (JSON)`, (performance.now() - started) / 1000);
    }
    for (const list of ['tasks', 'customers']) {
      for (const format of ['xlsx', 'csv']) {
        for (const language of ['it', 'en']) {
          globalThis.gc?.();
          const baseline = process.memoryUsage();
          let peakRss = baseline.rss;
          const timer = setInterval(() => {
            peakRss = Math.max(peakRss, process.memoryUsage().rss);
          }, 50);
          const started = performance.now();
          const res = await app.request(`http://acme.localhost/api/exports/${list}?format=${format}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
          const bytes = (await res.arrayBuffer()).byteLength;
          const elapsed = (performance.now() - started) / 1000;
          clearInterval(timer);
          if (res.status !== 200) throw new Error(`${list} ${format}: ${res.status}`);
          note(`${list} ${format} ${language}`, elapsed);
          extra.set(`${list} ${format} ${language}`, { kb: Math.round(bytes / 1024), peakRssAboveBaselineMb: Number(((peakRss - baseline.rss) / 1024 / 1024).toFixed(1)) });
        }
      }
    }
  }
  const base = median(seconds.get('baseline') ?? []);
  const results: Record<string, unknown>[] = [...seconds].map(([measure, values]) => ({
    measure,
    median: Number(median(values).toFixed(2)),
    runs: values.map((v) => Number(v.toFixed(2))),
    ...(measure === 'baseline' || measure.startsWith('load') ? {} : { ratioToBaseline: Number((median(values) / base).toFixed(1)) }),
    ...extra.get(measure),
  }));
  for (const r of results) console.log(JSON.stringify({ rows: `${rows} + seed`, ...r }));
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
