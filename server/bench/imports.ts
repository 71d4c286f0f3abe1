import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../tests/server/harness.ts';
import { vatNumber, xlsxStream } from '../../tests/server/support/importFiles.ts';
import { settled } from '../src/modules/imports/service.ts';
import { writeSection } from './report.ts';

// `npm run bench:import`: customers from an XLSX file through the import API (upload → dry run → run), on a
// fresh embedded database (PGlite) seeded with the demo tenants, in this process (app.request, no network). 10,000
// rows, three rounds (medians), then 100,000 rows once, its progress polled and the process's memory sampled.
// Each round also re-imports the skip-bad-rows round's file with every phone changed (every row an update), times a
// fixed database baseline (the same work whatever the branch, so runs on a loaded machine compare by ratio) and
// polls `GET /users/me` while the all-or-nothing run writes (how long other requests wait for it).
// Writes the "Imports" section of docs/benchmarks.md (BENCH_DRY=1: print only; BENCH_IMPORT_BIG=0: no big file). Not a test.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SLUG = 'cantiere';
const SECTION = '## Imports';
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 3);
const BIG = Number(process.env.BENCH_IMPORT_BIG ?? 100_000);
const HEADER = ['Ragione sociale', 'Partita IVA', 'E-mail', 'Indirizzo', 'CAP', 'Città', 'Provincia', 'Telefono', 'Referente'];
const CITIES = [
  ['Milano', 'MI', '20121'],
  ['Roma', 'RM', '00184'],
  ['Torino', 'TO', '10121'],
  ['Bologna', 'BO', '40121'],
] as const;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mib = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 10) / 10;

function file(first: number, count: number, phoneVariant = 0): Promise<Uint8Array> {
  return xlsxStream(
    HEADER,
    (i) => {
      const n = first + i;
      const [city, prov, cap] = CITIES[n % CITIES.length] ?? CITIES[0];
      return [`Cliente ${n} Srl`, vatNumber(n), `cliente${n}@bench.test`, `Via Roma ${n % 200}`, cap, city, prov, `0${2 + phoneVariant} ${String(n).padStart(7, '0')}`, `Referente ${n}`];
    },
    count,
  );
}

type Api = { call(method: string, p: string, body?: unknown): Promise<{ status: number; body: { data: Record<string, unknown> } }>; upload(bytes: Uint8Array, name: string): Promise<number> };

function api(server: TestServer, token: string): Api {
  return {
    async call(method, p, body) {
      const r = await server.request(SLUG, method, p, { token, ...(body === undefined ? {} : { body }) });
      return { status: r.status, body: r.body as { data: Record<string, unknown> } };
    },
    async upload(bytes, name) {
      const form = new FormData();
      form.append('kind', 'customers');
      form.append('file', new Blob([bytes]), name);
      const r = await server.request(SLUG, 'POST', '/imports', { token, rawBody: form });
      if (r.status !== 201) throw new Error(`upload: ${r.status} ${r.text}`);
      return (r.body as { data: { id: number } }).data.id;
    },
  };
}

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await f();
  return [v, performance.now() - t0];
}

type Round = { upload: number; check: number; run: number; rows: number; waits: number[] };

/** One import of `rows` customers from `first`; `expect` names the count every row must land in. */
async function round(a: Api, first: number, rows: number, mode: string, expect: 'created' | 'updated', phoneVariant = 0): Promise<Round> {
  const bytes = await file(first, rows, phoneVariant);
  const [id, upload] = await timed(() => a.upload(bytes, `clienti-${first}.xlsx`));
  const [checked, check] = await timed(() => a.call('POST', `/imports/${id}/check`));
  if ((checked.body.data.counts as Record<string, number>)[expect] !== rows) throw new Error(`check: ${JSON.stringify(checked.body.data.counts)}`);
  const waits: number[] = [];
  const [, run] = await timed(async () => {
    const r = await a.call('POST', `/imports/${id}/run`, { mode });
    if (r.status !== 202) throw new Error(`run: ${r.status}`);
    const end = settled(id);
    let over = false;
    void end.then(() => (over = true));
    // Another person's request while the import writes: how long it waits (one at a time, back to back).
    while (!over) {
      const [, w] = await timed(() => a.call('GET', '/users/me'));
      waits.push(w);
      await Promise.race([end, new Promise((res) => setTimeout(res, 50))]);
    }
  });
  const done = (await a.call('GET', `/imports/${id}`)).body.data;
  if (done.status !== 'done' || (done.counts as Record<string, number>)[expect] !== rows) throw new Error(`run ended ${String(done.status)} ${JSON.stringify(done.counts)}`);
  return { upload, check, run, rows, waits };
}

async function big(a: Api, first: number, rows: number): Promise<{ total: number; samples: number; heapBefore: number; heapPeak: number; rssPeak: number; fileMib: number }> {
  const bytes = await file(first, rows);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 100);
  const [samples, total] = await timed(async () => {
    const id = await a.upload(bytes, 'clienti-100k.xlsx');
    const r = await a.call('POST', `/imports/${id}/run`, { mode: 'skip-bad-rows' });
    if (r.status !== 202) throw new Error(`run: ${r.status}`);
    let seen = 0;
    let last = -1;
    const end = settled(id);
    let over = false;
    void end.then(() => (over = true));
    // The progress a screen polls: it must move while the import runs.
    while (!over) {
      const p = (await a.call('GET', `/imports/${id}`)).body.data.progress as { done: number };
      if (p.done !== last) seen++;
      last = p.done;
      await Promise.race([end, new Promise((res) => setTimeout(res, 1000))]);
    }
    const done = (await a.call('GET', `/imports/${id}`)).body.data;
    if (done.status !== 'done' || (done.counts as { created: number }).created !== rows) throw new Error(`big run ended ${String(done.status)} ${JSON.stringify(done.counts)}`);
    return seen;
  });
  clearInterval(sampler);
  return { total, samples, heapBefore, heapPeak, rssPeak, fileMib: mib(bytes.byteLength) };
}

async function main(): Promise<void> {
  const load0 = os.loadavg()[0] ?? 0;
  const server = await startTestServer();
  try {
    const a = api(server, await server.token(SLUG, `admin@${SLUG}.test`));
    const rounds: Record<string, Round[]> = { 'all-or-nothing': [], 'skip-bad-rows': [], 'updates (skip-bad-rows)': [] };
    const baselines: number[] = [];
    const loads: number[] = [];
    let first = 1_000_000;
    const show = (mode: string, r: Round): void =>
      console.log(`${mode.padEnd(24)} 10,000 rows: upload ${Math.round(r.upload)} ms, dry run ${Math.round(r.check)} ms, run ${Math.round(r.run)} ms, /users/me waited max ${Math.round(Math.max(0, ...r.waits))} ms`);
    for (let i = 0; i < ROUNDS; i++) {
      loads.push(os.loadavg()[0] ?? 0);
      // Baseline: a fixed amount of work for the embedded database, the same in every branch (as bench/exports.ts).
      const [, base] = await timed(() => server.database.db.execute(sql`select sum(length(md5(g::text))) from generate_series(1, 300000) g`));
      baselines.push(base);
      for (const mode of ['all-or-nothing', 'skip-bad-rows']) {
        const r = await round(a, first, 10_000, mode, 'created');
        rounds[mode]?.push(r);
        show(mode, r);
        if (mode === 'skip-bad-rows') {
          // The same customers again, every phone changed: the run updates each of them.
          const u = await round(a, first, 10_000, 'skip-bad-rows', 'updated', i + 1);
          rounds['updates (skip-bad-rows)']?.push(u);
          show('updates (skip-bad-rows)', u);
        }
        first += 10_000;
      }
    }
    const b = BIG > 0 ? await big(a, 5_000_000, BIG) : null;
    if (b) console.log(`${BIG} rows: ${Math.round(b.total)} ms, ${b.samples} progress steps seen, heap ${mib(b.heapBefore)} → peak ${mib(b.heapPeak)} MiB, rss peak ${mib(b.rssPeak)} MiB`);
    const base = median(baselines);
    const load1 = os.loadavg()[0] ?? 0;
    const rate = (rows: number, ms: number): string => `${Math.round((rows / ms) * 1000).toLocaleString('en-US')} rows/s`;
    const bigLines = b
      ? [
          `${BIG.toLocaleString('en-US')} rows (${b.fileMib} MiB XLSX), skip-bad-rows, upload + run: ${Math.round(b.total / 1000)} s (${rate(BIG, b.total)}); the progress`,
          `polled once a second moved ${b.samples} times; heap ${mib(b.heapBefore)} MiB before, peak ${mib(b.heapPeak)} MiB during (the file's bytes and the`,
          `keys seen, to refuse repeated ones, are the only things that grow with the file); process RSS peak ${mib(b.rssPeak)} MiB.`,
          '',
        ]
      : [];
    const lines = [
      SECTION,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:import\` (server/bench/imports.ts): customers from an XLSX file`,
      `(${HEADER.length} columns: name, P. IVA, e-mail, address, CAP, city, province, phone, contact) through the import API in one`,
      `process (\`app.request\`, no network) on a fresh embedded database (PGlite) with the demo tenants. Medians of ${ROUNDS} rounds;`,
      'each round a new file of new customers (every row created), then the same file with every phone changed (every row',
      'updated). Target: ≥ 1,000 rows/s end to end, the dry run as fast. Baseline: a fixed query timed in each round',
      `(median ${Math.round(base)} ms); "× baseline" is the import end to end over it, comparable across runs on a loaded machine.`,
      '',
      '| Mode | Rows | Upload | Dry run | Run (writes) | Dry run end to end | Import end to end | × baseline | `GET /users/me` during the run: median / max wait |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...Object.entries(rounds).map(([mode, rs]) => {
        const u = median(rs.map((r) => r.upload));
        const c = median(rs.map((r) => r.check));
        const w = median(rs.map((r) => r.run));
        const waits = rs.flatMap((r) => r.waits);
        return `| ${mode} | 10,000 | ${Math.round(u)} ms | ${Math.round(c)} ms | ${Math.round(w)} ms | ${rate(10_000, u + c)} | ${rate(10_000, u + c + w)} | ${((u + c + w) / base).toFixed(1)} | ${Math.round(median(waits))} / ${Math.round(Math.max(0, ...waits))} ms |`;
      }),
      '',
      ...bigLines,
      `Load average (1 min): ${load0.toFixed(1)} at start, ${loads.map((l) => l.toFixed(1)).join(', ')} at each round, ${load1.toFixed(1)} at the end, on ${os.cpus().length} shared cores.`,
      '',
    ];
    const text = lines.join('\n');
    console.log(text);
    if (process.env.BENCH_DRY !== '1') console.log(`written to ${path.relative(ROOT, writeSection(ROOT, text, SECTION))}`);
  } finally {
    await server.close();
  }
}

await main();
