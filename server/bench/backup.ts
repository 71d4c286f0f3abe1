import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { writeBackup } from '../src/backup/create.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { silentLogger } from '../src/log.ts';

// `npx tsx server/bench/backup.ts --mb 500` (issue 33 point 4): a synthetic instance of about N MB (a fifth in the
// embedded database, the rest in uploaded files), backed up by writeBackup while the process's memory is sampled
// every 50 ms. Memory flat = the peak above the pre-backup baseline does not grow with N (docs/benchmarks.md).

const mbArg = process.argv.indexOf('--mb');
const totalMb = Number(mbArg > 0 ? process.argv[mbArg + 1] : 100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-bench-backup-'));
const config = loadConfig({ DATA_DIR: dir }, { seedDemo: false });
if (!config.ok) throw new Error(config.error.message);
const opened = await openDatabase(config.value, silentLogger);
if (!opened.ok) throw new Error(opened.error.message);
const database = opened.value;
try {
  await database.migrate();
  const dbMb = Math.round(totalMb / 5);
  // ~1 KB rows of incompressible-looking text: 1000 rows per MB.
  await database.db.execute(sql`create table bench_filler (id integer primary key, payload text not null)`);
  for (let done = 0; done < dbMb; done += 10) {
    const from = done * 1000;
    const to = Math.min(dbMb, done + 10) * 1000;
    await database.db.execute(sql`insert into bench_filler select g, repeat(md5(g::text || random()::text), 32) from generate_series(${from + 1}::int, ${to}::int) g`);
  }
  const media = path.join(dir, 'media', '1');
  fs.mkdirSync(media, { recursive: true });
  const fileMb = totalMb - dbMb;
  for (let i = 0; i < fileMb; i++) fs.writeFileSync(path.join(media, String(i)), randomBytes(1024 * 1024));
  const dataBytes = (p: string): number =>
    fs.readdirSync(p, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? dataBytes(path.join(p, e.name)) : fs.statSync(path.join(p, e.name)).size), 0);
  const size = dataBytes(dir);

  globalThis.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed + baseline.external;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.external);
  }, 50);
  const started = performance.now();
  const out = path.join(dir, 'backup.tar');
  // How long requests would wait: the time the database is held still while its folder is copied.
  let heldMs = 0;
  const files = database.files;
  const timed = files
    ? { ...database, files: { dir: files.dir, held: async <T>(fn: () => Promise<T>): Promise<T> => {
        const t0 = performance.now();
        try {
          return await files.held(fn);
        } finally {
          heldMs = performance.now() - t0;
        }
      } } }
    : database;
  const done = await writeBackup({ config: config.value, database: timed }, out);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (!done.ok) throw new Error(done.error.message);
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  console.log(
    JSON.stringify({
      instanceMb: Number(mb(size)),
      archiveMb: Number(mb(done.value.bytes)),
      seconds: Number(seconds.toFixed(1)),
      databaseHeldSeconds: Number((heldMs / 1000).toFixed(1)),
      mbPerSecond: Number((done.value.bytes / 1024 / 1024 / seconds).toFixed(1)),
      baselineRssMb: Number(mb(baseline.rss)),
      peakRssAboveBaselineMb: Number(mb(peakRss - baseline.rss)),
      peakHeapPlusExternalAboveBaselineMb: Number(mb(peakHeap - baseline.heapUsed - baseline.external)),
    }),
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
