// CPU-seconds per end-to-end spec file (issue 36.7): the e2e run is CPU-bound on two shared cores, so wall time
// measures the neighbours as much as the spec. One reference server is started once (its boot and the client build
// are not any spec's cost) and each spec runs alone, one worker, no retry; for each: the test runner, its workers and
// their Chromium plus the server's CPU during the run (utime + stime of its live processes, from /proc, before and
// after). The runner's tree is sampled from /proc every 100 ms, each process's own CPU as last seen: its rusage (what
// /usr/bin/time reported here before) missed most of Chromium, whose renderers are reaped by init once the browser
// closes (10 axe checks: 5.8 CPU-s by rusage, 14.4 sampled). A process's last 100 ms are not seen: a small undercount.
//   node scripts/e2e-cpu.mjs tests/e2e/route-walk.spec.ts [more specs…]   (E2E_PORT, default 4341)
// The server's environment mirrors playwright.config.ts's referenceServer; E2E_REUSE_SERVER=1 makes the config use it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const specs = process.argv.slice(2);
if (specs.length === 0) {
  console.error('usage: node scripts/e2e-cpu.mjs <spec file>…');
  process.exit(2);
}
const port = Number(process.env.E2E_PORT ?? 4341);
const dataDir = mkdtempSync(join(tmpdir(), 'bottega-e2e-cpu-'));
const TICKS = 100; // USER_HZ on Linux

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  MAIL_DROP_DIR: join(dataDir, 'mail'),
  ACCESS_TOKEN_TTL: '3600',
  SECTION_ACCESS_WINDOW_SECONDS: '600',
  SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: 'borgo=8',
  LOG_LEVEL: 'warn',
};

/** Process ids below `root` (itself included), from /proc's parent links. */
const treeOf = (root) => {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended between the listing and the read.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid) !== undefined;
  }
  return [...tree];
};

/** CPU-seconds used so far by the live processes of the tree (and the children they reaped). */
const treeCpu = (root) =>
  treeOf(root).reduce((sum, pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14–17 of stat(5), 11–14 after the state.
      return sum + [11, 12, 13, 14].reduce((s, i) => s + Number(fields[i]), 0) / TICKS;
    } catch {
      return sum;
    }
  }, 0);

/**
 * Samples the tree below `root` every 100 ms, following a process once seen even after it is re-parented (Chromium's
 * renderers go to init when the browser closes); `stop` gives the sum of each process's own utime + stime as last seen.
 */
const sampledCpu = (root) => {
  const known = new Set([root]);
  const last = new Map();
  const sample = () => {
    for (const pid of treeOf(root)) known.add(pid);
    for (const pid of known) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // Keyed by pid and start time (field 22): a reused pid is another process.
        last.set(`${pid}:${fields[19]}`, (Number(fields[11]) + Number(fields[12])) / TICKS);
      } catch {
        known.delete(pid);
      }
    }
  };
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return [...last.values()].reduce((sum, cpu) => sum + cpu, 0);
    },
  };
};

const waitForServer = async () => {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/openapi.yaml`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the e2e server did not answer in 5 minutes');
};

const server = spawn('node', ['scripts/e2e-server.mjs'], { env: serverEnv, stdio: 'inherit' });
try {
  await waitForServer();
  const rows = [];
  for (const spec of specs) {
    const serverBefore = treeCpu(server.pid);
    const started = Date.now();
    const run = spawn('npx', ['playwright', 'test', spec, '--reporter=line'], {
      env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_REUSE_SERVER: '1', E2E_WORKERS: '1', E2E_RETRIES: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const seen = sampledCpu(run.pid);
    const status = await new Promise((resolve) => run.on('exit', (code) => resolve(code)));
    const runner = seen.stop();
    rows.push({ spec, ok: status === 0, wall: (Date.now() - started) / 1000, runner, server: treeCpu(server.pid) - serverBefore });
  }
  console.log('\nspec  status  wall s  runner+Chromium CPU-s  server CPU-s  total CPU-s');
  for (const r of rows) console.log(`${r.spec}  ${r.ok ? 'passed' : 'FAILED'}  ${r.wall.toFixed(0)}  ${r.runner.toFixed(1)}  ${r.server.toFixed(1)}  ${(r.runner + r.server).toFixed(1)}`);
  // The sum, for a before/after over the same specs (issue 36.7's report).
  const sum = (pick) => rows.reduce((total, r) => total + pick(r), 0);
  console.log(`all ${rows.length} specs  ${rows.every((r) => r.ok) ? 'passed' : 'FAILED'}  ${sum((r) => r.wall).toFixed(0)}  ${sum((r) => r.runner).toFixed(1)}  ${sum((r) => r.server).toFixed(1)}  ${sum((r) => r.runner + r.server).toFixed(1)}`);
} finally {
  for (const pid of treeOf(server.pid).reverse()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
