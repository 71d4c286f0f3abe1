// Dashboard start-up benchmark (not a test). Needs `npm run build` first.
// Starts the real server like playwright.config.ts (temp DATA_DIR), then in Chromium, 10 runs each (median):
//  - baseline: a static file served by the same server (/favicon.svg), navigation to load end;
//  - dashboard: a stored valid token, navigation to an interactive dashboard (heading, menu and every panel settled).
// Also the JavaScript /login and the dashboard load (gzip, from the network log). Writes the figures into
// docs/benchmarks.md, section "Dashboard start-up" (other sections are kept).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
// BENCH_TRACE=<file>: a Chromium trace of one more dashboard load (after the measured runs), summarised on stdout.
const TRACE = process.env.BENCH_TRACE;
// BENCH_PROFILE=<file>: a V8 CPU profile of BENCH_PROFILE_RUNS more dashboard loads (default 3), each from navigation
// to interactive, saved as .cpuprofile files (the first load's as <file>, the next as <file>.2…) and summarised on
// stdout by function (self and total time, named through the build's source maps) and by source module (self time),
// summed over the loads.
const PROFILE = process.env.BENCH_PROFILE;
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
// BENCH_COMMITS=<n>: n more dashboard loads counting React's commits until interactive (through the DevTools hook
// React calls in production too) and the components each one rendered (mounted or rendered again), summarised on
// stdout with the components' names (unminified only with a build made with `--minify false`).
const COMMITS = Number(process.env.BENCH_COMMITS ?? 0);
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const TENANT = 'acme';
const ORIGIN = `http://${TENANT}.localhost:${PORT}`;
const KEYS = { accessToken: 'bottega.access_token', expiresAt: 'bottega.expires_at', refreshToken: 'bottega.refresh_token' };

/** A fresh browser context (cold HTTP cache) that starts signed in with the stored tokens. */
async function signedInContext(browser, tokens) {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ keys, stored }) => {
      localStorage.setItem(keys.accessToken, stored.accessToken);
      localStorage.setItem(keys.expiresAt, String(stored.expiresAt));
      localStorage.setItem(keys.refreshToken, stored.refreshToken);
    },
    { keys: KEYS, stored: tokens },
  );
  return context;
}
const SECTION = '## Dashboard start-up';

if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
  console.error(`${CLIENT_DIR} is missing: run \`npm run build\` first`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bottega-bench-'));
const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
  // SKIP_CLIENT_BUILD: the server would otherwise rebuild dist/client when the sources have changed since the build,
  // on the measured cores, and not into CLIENT_DIR when that names another build (an A/B run).
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ACCESS_TOKEN_TTL: '3600', SKIP_CLIENT_BUILD: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

const waitForServer = async () => {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/openapi.yaml`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
};

// The embedded database's first VACUUM (ANALYZE) starts 10 s after the server listens (server/src/db/
// maintenanceSchedule.ts) and holds PGlite, which runs in the server's thread, table by table: without this wait it
// fell in the middle of the measured runs, every request (static files too) waiting behind it. A server that has run
// for a while does it every 6 hours; the runs measure that steady state. It is done when it writes its marker.
const waitForMaintenance = async () => {
  const marker = join(dataDir, '.maintained');
  const started = Date.now();
  while (!existsSync(marker) && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 250));
  return { done: existsSync(marker), waitedMs: Date.now() - started };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle];
};

const signIn = async () => {
  const issuedAt = Date.now();
  // fetch sends its own Host: the bare base domain names the default tenant (acme); an IP address would name none.
  const response = await fetch(`http://localhost:${PORT}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 'bottega-web',
      client_secret: 'bottega-web-secret',
      username: `admin@${TENANT}.test`,
      password: 'Bottega!2026',
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const token = await response.json();
  return { accessToken: token.access_token, refreshToken: token.refresh_token, expiresAt: issuedAt + token.expires_in * 1000 };
};

/** JS of a page load, each file gzipped here (the server may or may not compress): total KiB and file count. */
const collectScripts = (page) => {
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  return async () => {
    const all = await Promise.all(bodies);
    return { files: all.length, gzipKiB: all.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024 };
  };
};

/**
 * Records every request of a page load with its start and end (ms since navigation start), to count the critical
 * path in round trips: a request's depth is 1 + the largest depth among the requests that had finished when it
 * started (it may have waited for any of them). An upper bound on the sequential round trips the page needs; the
 * chain itself is printed so a reader can see which waits are real.
 */
const collectRequests = (page) => {
  const finished = [];
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    finished.push({ url: request.url(), start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  return (before) => {
    const origin = Math.min(...finished.map((request) => request.start));
    const requests = finished
      .map((request) => ({ ...request, start: request.start - origin, end: request.end - origin }))
      .filter((request) => request.start <= before)
      .sort((a, b) => a.start - b.start);
    const depth = new Map();
    const parent = new Map();
    for (const request of requests) {
      let best = null;
      for (const earlier of requests) if (earlier.end <= request.start && (best === null || depth.get(earlier) > depth.get(best))) best = earlier;
      depth.set(request, best === null ? 1 : depth.get(best) + 1);
      parent.set(request, best);
    }
    let last = requests.reduce((deepest, request) => (deepest === null || depth.get(request) > depth.get(deepest) ? request : deepest), null);
    const chain = [];
    while (last) {
      chain.unshift(`${new URL(last.url).pathname}${new URL(last.url).search}`);
      last = parent.get(last);
    }
    return { roundTrips: chain.length, requests: requests.length, chain };
  };
};

/**
 * The API calls of a load, counted when asked (at interactive): how many, and which address was sent more than once
 * (a panel reading again what its early read had already asked, say).
 */
const collectApiCalls = (page) => {
  const urls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) urls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return () => {
    const seen = new Set();
    const twice = new Set();
    for (const url of urls) (seen.has(url) ? twice : seen).add(url);
    return { count: urls.length, twice: [...twice] };
  };
};

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * Where one traced load's time goes: the renderer's main thread until interactive, each top-level task named by its
 * largest direct child (script compile/evaluate with its file, a function call, style/layout, GC…), busy time summed
 * by name, and the tasks of ≥ 8 ms in order; with the resource timings (request start → response end) beside them.
 */
const summariseTrace = (trace, interactive, resources) => {
  const events = trace.traceEvents;
  // The page's renderer main thread: of the threads so named, the one with the most task time.
  const taskTime = new Map();
  for (const event of events) if (event.name === 'RunTask' && typeof event.dur === 'number') taskTime.set(`${event.pid}:${event.tid}`, (taskTime.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (taskTime.get(`${b.pid}:${b.tid}`) ?? 0) - (taskTime.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (main === undefined) return console.log('trace: no renderer main thread');
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.dur === 'number');
  const start = events.find((event) => event.pid === main.pid && event.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const end = start + interactive * 1000;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= start && event.ts <= end).sort((a, b) => a.ts - b.ts);
  const file = (event) => {
    const url = event.args?.data?.url ?? event.args?.fileName ?? event.args?.data?.scriptName ?? '';
    return url === '' ? '' : ` ${url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '')}`;
  };
  const label = (task) => {
    const children = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.name !== 'RunTask');
    const largest = children.sort((a, b) => b.dur - a.dur)[0];
    if (largest === undefined) return 'other';
    const inner = children.find((event) => event !== largest && event.ts >= largest.ts && event.ts + event.dur <= largest.ts + largest.dur && file(event) !== '');
    return `${largest.name}${file(largest) || (inner ? file(inner) : '')}`;
  };
  const byLabel = new Map();
  const rows = [];
  let busy = 0;
  for (const task of tasks) {
    const name = label(task);
    busy += task.dur;
    byLabel.set(name, (byLabel.get(name) ?? 0) + task.dur);
    if (task.dur >= 8000) rows.push(`${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms +${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${name}`);
  }
  console.log(`trace: main thread busy ${(busy / 1000).toFixed(0)} ms of ${interactive.toFixed(0)} ms to interactive`);
  for (const [name, dur] of [...byLabel].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(dur / 1000).toFixed(1).padStart(7)} ms  ${name}`);
  console.log('trace: tasks of 8 ms or more');
  rows.forEach((row) => console.log(`  ${row}`));
  console.log('trace: requests (start → end, ms)');
  for (const entry of resources) console.log(`  ${entry.start.toFixed(0).padStart(6)} → ${entry.end.toFixed(0).padStart(6)}  ${entry.name}`);
};

/**
 * Where the main thread's JavaScript time goes by function, from V8 CPU profiles (Profiler domain): each sample's
 * frame is mapped through the asset's source map to its original file, line and name (the build is minified), so a
 * module's top-level evaluation shows as that module's `(top level)`. Self time: samples whose leaf is the function;
 * total: samples with the function anywhere on the stack (counted once per sample).
 */
const summariseProfiles = (profiles) => {
  const maps = new Map();
  const traceMap = (url) => {
    if (!maps.has(url)) {
      const file = join(CLIENT_DIR, new URL(url).pathname);
      maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
    }
    return maps.get(url);
  };
  const short = (source) => source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\/(\.pnpm\/)?/, 'nm:');
  const nameOf = (frame) => {
    if (frame.url === '' || !frame.url.startsWith('http')) return { fn: frame.functionName || `(${frame.url === '' ? 'native' : 'other'})`, module: frame.functionName.startsWith('(') ? frame.functionName : '(native)' };
    const map = traceMap(frame.url);
    const fallback = `${frame.functionName || '(anonymous)'} ${new URL(frame.url).pathname.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
    if (map === null) return { fn: fallback, module: new URL(frame.url).pathname };
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (position.source === null) return { fn: fallback, module: new URL(frame.url).pathname };
    const source = short(position.source);
    const top = frame.functionName === '' && frame.lineNumber === 0 && frame.columnNumber === 0;
    return { fn: `${top ? '(top level)' : position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`, module: source };
  };
  const self = new Map();
  const total = new Map();
  const modules = new Map();
  let all = 0;
  for (const profile of profiles) {
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
      const leaf = names.get(id);
      if (leaf.fn === '(idle)' || leaf.fn === '(program)') return;
      all += ms;
      self.set(leaf.fn, (self.get(leaf.fn) ?? 0) + ms);
      modules.set(leaf.module, (modules.get(leaf.module) ?? 0) + ms);
      const seen = new Set();
      for (let node = id; node !== undefined; node = parent.get(node)) {
        const fn = names.get(node).fn;
        if (seen.has(fn)) continue;
        seen.add(fn);
        total.set(fn, (total.get(fn) ?? 0) + ms);
      }
    });
  }
  const per = (ms) => (ms / profiles.length).toFixed(1).padStart(7);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`profile: ${profiles.length} loads, JavaScript and GC busy ${per(all)} ms a load (idle and (program) left out)`);
  console.log('profile: self time by function (ms a load)');
  for (const [fn, ms] of top(self, 40)) console.log(`  ${per(ms)}  ${fn}`);
  console.log('profile: total time by function (ms a load)');
  for (const [fn, ms] of top(total, 40)) console.log(`  ${per(ms)}  ${fn}`);
  console.log('profile: total time by the project\'s own functions (src/, styled-system/; ms a load)');
  for (const [fn, ms] of top(new Map([...total].filter(([fn]) => / (src|styled-system)\//.test(fn))), 40)) console.log(`  ${per(ms)}  ${fn}`);
  console.log('profile: self time by source module (ms a load)');
  for (const [module, ms] of top(modules, 30)) console.log(`  ${per(ms)}  ${module}`);
};

/**
 * Installed before the page's scripts: a minimal React DevTools hook. React (production builds too) calls
 * onCommitFiberRoot after each commit; the fibers of the committed tree that were not in the previous one are new
 * objects (mounted, or cloned by this render), and of those the ones with React's PerformedWork flag rendered.
 */
const commitCounter = () => {
  const commits = [];
  let previous = new WeakSet();
  const named = (fiber) => (typeof fiber.type === 'function' ? fiber.type.displayName ?? fiber.type.name ?? '?' : typeof fiber.type === 'object' && fiber.type !== null ? `${fiber.type.displayName ?? fiber.type.render?.name ?? fiber.type.type?.name ?? 'memo/forwardRef'}` : null);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const rendered = [];
      let fibers = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        fibers += 1;
        seen.add(fiber);
        const fresh = !previous.has(fiber);
        const name = named(fiber);
        if (fresh && name !== null && (fiber.alternate === null || (fiber.flags & 1) === 1)) rendered.push(name);
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      commits.push({ at: performance.now(), fibers, rendered });
    },
  };
  window.__benchCommits = commits;
};

const dashboardInteractive = () => {
  const heading = document.querySelector('main h1');
  const menu = document.querySelector('nav a[href="/dashboard"]');
  const panels = document.querySelectorAll('main section');
  const busy = document.querySelector('main [aria-busy="true"], main [role="status"]');
  return heading !== null && menu !== null && panels.length > 0 && busy === null ? performance.now() : false;
};

const run = async () => {
  await waitForServer();
  const maintenance = await waitForMaintenance();
  console.error(`bench: database maintenance ${maintenance.done ? 'done' : 'NOT done'} after ${(maintenance.waitedMs / 1000).toFixed(1)} s of waiting`);
  const loadBefore = loadavg()[0];
  const tokens = await signIn();
  const browser = await chromium.launch(launchOptions);
  const baseline = [];
  const dashboard = [];
  const apiCalls = [];
  let dashboardJs = null;
  let criticalPath = null;
  let loginJs;
  try {
    // Warm the server once (first requests compile/open things) so the runs measure steady state.
    const warm = await browser.newPage();
    await warm.goto(`${ORIGIN}/login`);
    await warm.close();

    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/favicon.svg`, { waitUntil: 'load' });
      baseline.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
      await context.close();
    }

    for (let i = 0; i < RUNS; i += 1) {
      const context = await signedInContext(browser, tokens);
      const page = await context.newPage();
      const scripts = collectScripts(page);
      const requests = collectRequests(page);
      const calls = collectApiCalls(page);
      await page.goto(`${ORIGIN}/dashboard`);
      const handle = await page.waitForFunction(dashboardInteractive, undefined, { polling: 'raf', timeout: 60_000 });
      const interactive = await handle.jsonValue();
      dashboard.push(interactive);
      apiCalls.push(calls());
      if (i === 0) dashboardJs = await scripts();
      if (i === RUNS - 1) criticalPath = requests(interactive);
      await context.close();
    }

    console.error(
      `bench: API calls until interactive, each load: ${apiCalls.map((load) => load.count).join(' ')}; sent twice: ${apiCalls.map((load) => load.twice.length).join(' ')}` +
        `${apiCalls.some((load) => load.twice.length > 0) ? ` (${[...new Set(apiCalls.flatMap((load) => load.twice))].join(', ')})` : ''}`,
    );

    if (TRACE !== undefined) {
      const context = await signedInContext(browser, tokens);
      const page = await context.newPage();
      await browser.startTracing(page, { path: TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'toplevel', 'loading'] });
      await page.goto(`${ORIGIN}/dashboard`);
      const handle = await page.waitForFunction(dashboardInteractive, undefined, { polling: 'raf', timeout: 60_000 });
      const interactive = await handle.jsonValue();
      const resources = await page.evaluate(() =>
        [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((entry) => ({
          name: new URL(entry.name).pathname + new URL(entry.name).search,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
      );
      await browser.stopTracing();
      await context.close();
      summariseTrace(JSON.parse(readFileSync(TRACE, 'utf8')), interactive, resources);
    }

    if (PROFILE !== undefined) {
      const profiles = [];
      for (let i = 0; i < PROFILE_RUNS; i += 1) {
        const context = await signedInContext(browser, tokens);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(`${ORIGIN}/dashboard`);
        await page.waitForFunction(dashboardInteractive, undefined, { polling: 'raf', timeout: 60_000 });
        const { profile } = await cdp.send('Profiler.stop');
        profiles.push(profile);
        await context.close();
      }
      writeFileSync(PROFILE, JSON.stringify(profiles[0]));
      // The others beside it (`<file>.2`, `<file>.3`…), for a closer look at one load than the summary gives.
      profiles.slice(1).forEach((profile, index) => writeFileSync(`${PROFILE}.${index + 2}`, JSON.stringify(profile)));
      summariseProfiles(profiles);
    }

    for (let i = 0; i < COMMITS; i += 1) {
      const context = await signedInContext(browser, tokens);
      await context.addInitScript(commitCounter);
      const page = await context.newPage();
      const calls = collectApiCalls(page);
      await page.goto(`${ORIGIN}/dashboard`);
      const handle = await page.waitForFunction(dashboardInteractive, undefined, { polling: 'raf', timeout: 60_000 });
      const interactive = await handle.jsonValue();
      const commits = await page.evaluate((until) => window.__benchCommits.filter((commit) => commit.at <= until), interactive);
      const { count, twice } = calls();
      console.log(`commits: ${commits.length} until interactive (${interactive.toFixed(0)} ms), components rendered ${commits.reduce((sum, commit) => sum + commit.rendered.length, 0)}; API calls ${count}, sent twice ${twice.length}`);
      for (const commit of commits) {
        const counts = new Map();
        for (const name of commit.rendered) counts.set(name, (counts.get(name) ?? 0) + 1);
        const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([name, count]) => `${name}×${count}`).join(' ');
        console.log(`  ${commit.at.toFixed(0).padStart(6)} ms  ${String(commit.rendered.length).padStart(4)} rendered of ${String(commit.fibers).padStart(5)} fibers  ${top}`);
      }
      await context.close();
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(`${ORIGIN}/login`);
    await page.locator('input[name=password]').waitFor();
    loginJs = await scripts();
    await context.close();
  } finally {
    await browser.close();
  }
  // The machine is shared: the 1-minute load average before and after the runs says how comparable they are.
  const load = [loadBefore, loadavg()[0]];
  return { baseline: median(baseline), dashboard: median(dashboard), ratio: median(dashboard) / median(baseline), criticalPath, dashboardJs, loginJs, load };
};

const write = (figures) => {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    SECTION,
    '',
    `Measured ${date} by \`node scripts/bench-dashboard.mjs\` on the built app (\`npm run build\`), real server`,
    '(`tsx server/src/main.ts`, embedded PGlite, temp data folder), Debian Chromium headless, 2 shared cores.',
    `Median of ${RUNS} runs, each in a fresh browser context (cold HTTP cache), tenant \`${TENANT}\`, user admin;`,
    `load average (1 min) ${figures.load.map((value) => value.toFixed(1)).join(' → ')} over the runs.`,
    '',
    '| measure | median |',
    '|---|---|',
    `| baseline: static \`/favicon.svg\` from the same server, navigation → load end | ${figures.baseline.toFixed(0)} ms |`,
    `| dashboard with a stored valid token, navigation → interactive (heading, menu, every panel settled) | ${figures.dashboard.toFixed(0)} ms |`,
    `| dashboard ÷ baseline | ${figures.ratio.toFixed(1)} × |`,
    `| critical path to interactive (round trips; see below) | ${figures.criticalPath.roundTrips} (${figures.criticalPath.requests} requests) |`,
    `| JavaScript loaded by \`/login\` (gzip) | ${figures.loginJs.gzipKiB.toFixed(1)} KiB in ${figures.loginJs.files} files |`,
    `| JavaScript loaded by the dashboard (gzip) | ${figures.dashboardJs.gzipKiB.toFixed(1)} KiB in ${figures.dashboardJs.files} files |`,
    '',
    'The dashboard time includes the start-up calls (tenant, settings, user, permissions and preferences, all sent at',
    'once) and the panels\' own calls (events, tasks, approvals). With a stored session the page\'s head script',
    '(build/startupPreloadPlugin.ts) sends those calls and asks for the shell\'s, the dashboard\'s and the locale files',
    'while the entry is still on its way; the layout and the dashboard, arrived by then, render without suspending',
    '(src/ui/app/screenLoader.ts). The toasts, the panels\' reads, the shell, the dashboard and what the shell loads',
    'lazily (bell, top bar menus) are five chunk groups (build/signedInChunksPlugin.ts),',
    'and the panels\' reads leave as soon as the session\'s answers are in (src/ui/dashboard/dashboardPrefetch.ts).',
    '',
    'Critical path (last run): a request\'s depth is 1 + the deepest request that had finished when it started, an',
    'upper bound on the sequential round trips; the longest chain:',
    '',
    ...figures.criticalPath.chain.map((step, index) => `${index + 1}. \`${step}\``),
    '',
  ].join('\n');
  const path = 'docs/benchmarks.md';
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf(SECTION);
  let next;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    // The section's own subsections (### …: A/B comparisons written by hand) are kept below the new figures.
    const ends = ['\n### ', '\n## '].map((heading) => current.indexOf(heading, start + SECTION.length)).filter((index) => index !== -1);
    const after = ends.length === 0 ? -1 : Math.min(...ends);
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(path, `${next.trimEnd()}\n`);
};

try {
  const figures = await run();
  console.log(JSON.stringify(figures, null, 2));
  if (process.env.BENCH_NO_WRITE !== '1') write(figures);
} finally {
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
