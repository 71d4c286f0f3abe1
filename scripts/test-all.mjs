// `npm test`: every suite in one run. Static checks count as one test each; Vitest and Playwright
// report their own counts through their JSON reporters. The last line is `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { playwrightFailures, playwrightFileTimings, playwrightSchedule, playwrightTimings, slowestFirst, vitestFailures, vitestTimings } from './suiteTimings.mjs';

// Not under test-results/: Playwright empties that folder when it starts, and it starts while Vitest still runs.
const reportDir = 'test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const env = { ...process.env, REDOCLY_TELEMETRY: 'off', FORCE_COLOR: '0' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** The slowest Vitest files and Playwright tests, printed after the summary (the runner's own timings). */
const slowest = [];
const SLOWEST_COUNT = 10;
/** What failed, by name and first error line: printed last but one, so a log's tail says which tests failed. */
const failures = [];

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
}

/**
 * Runs a suite as a child process: its output streamed (`hold: false`) or held and printed whole when it ends, so two
 * suites side by side do not interleave their lines.
 */
function runSuite(label, command, args, suiteEnv, hold) {
  const started = Date.now();
  if (!hold) console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: suiteEnv, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (hold) {
        console.log(`\n▶ ${label}: ${command} ${args.join(' ')} (ran beside the other suite; its output as it ended)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Counts a suite's report into the totals and the summary. */
function tally(label, { ok, seconds }, reportFile, count, timings, failed) {
  if (!existsSync(reportFile)) {
    totals.failed += 1;
    lines.push(`✘ ${label}: no report (${seconds}s)`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const c = count(report);
  slowest.push({ label, rows: slowestFirst(timings(report), SLOWEST_COUNT) });
  failures.push(...failed(report));
  // A runner that failed without failing a test (crash, collection error) still counts as a failure.
  const extra = !ok && c.failed === 0 ? 1 : 0;
  totals.passed += c.passed;
  totals.failed += c.failed + extra;
  totals.skipped += c.skipped;
  lines.push(`${ok ? '✔' : '✘'} ${label}: ${c.passed} passed, ${c.failed + extra} failed, ${c.skipped} skipped (${seconds}s)`);
}

const vitestCount = (r) => ({
  passed: r.numPassedTests ?? 0,
  // A test file that fails to load has no assertions: count it as one failure of its own.
  failed: (r.numFailedTests ?? 0) + (r.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});

const playwrightCount = (r) => ({
  passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
  failed: r.stats?.unexpected ?? 0,
  skipped: r.stats?.skipped ?? 0,
});

/** Runs a command beside others, its output held and printed whole when it ends; counted by nobody. */
function runHeld(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

/** Runs a check beside others, its output held and printed whole when it ends (no interleaved lines). */
async function checkBeside(label, command, args) {
  const { ok, seconds } = await runHeld(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✔' : '✘'} ${label} (${seconds}s)`);
}

// The server tests' seeded database template (migrations and seed, ~20 s of one core) is built beside the static
// checks, where the typecheck's second program leaves a core idle at the end: otherwise the first server test file
// builds it while the second worker's file waits, and the end-to-end server starts on a copy of it. A failure here
// only means the first server test file builds it, as before: it is reported, not counted.
const templateBuild = runHeld('test database template', 'npx', ['tsx', 'tests/server/support/buildTemplate.ts']);

// The static checks read the same files and wait on nothing: side by side they finish in the time of the longest.
await Promise.all([
  checkBeside('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  checkBeside('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  checkBeside('contract lint', 'npx', ['redocly', 'lint', '--format', 'summary', 'openapi/api.yaml']),
]);

const template = await templateBuild;
lines.push(`${template.ok ? '✔' : '✘ (not counted: the server tests build it)'} test database template, beside the static checks (${template.seconds}s)`);

// The build first: the end-to-end server serves it, and its styles' codegen rewrites styled-system/, which the Vitest
// run imports (not to be rewritten under it).
check('build', 'npm', ['run', '--silent', 'build']);
check('bundle budget', 'node', ['scripts/bundle-size.mjs']);

// Vitest, then Playwright. Side by side (TEST_SUITES_SIDE_BY_SIDE=1) was tried for issue 36.7 on the idea that the
// end-to-end run leaves one core idle; timed from a fresh clone (2026-11-28, quiet machine) it was slower: Vitest
// 380 → 1,099 s beside Playwright's 728 s, the whole run 18 min 7 s → 20 min 32 s. Both suites are CPU-bound.
const inSequence = process.env.TEST_SUITES_SIDE_BY_SIDE !== '1';
const vitestReport = join(reportDir, 'vitest.json');
const vitestLabel = 'unit, component and server tests';
const startVitest = () =>
  runSuite(vitestLabel, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env, false);

const hasE2e = existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
const e2eReport = join(reportDir, 'playwright.json');
const e2eLabel = 'end-to-end tests (Chromium: reference server and mocked API)';
// Both Playwright projects, `reference` (the real server) and `mocked` (mocks/): the JSON stats count them together.
const startE2e = () =>
  runSuite(e2eLabel, 'npx', ['playwright', 'test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }, !inSequence);

let vitestRun;
let e2eRun = null;
if (inSequence) {
  vitestRun = await startVitest();
  if (hasE2e) e2eRun = await startE2e();
} else {
  [vitestRun, e2eRun] = await Promise.all([startVitest(), hasE2e ? startE2e() : Promise.resolve(null)]);
}
tally(vitestLabel, vitestRun, vitestReport, vitestCount, vitestTimings, vitestFailures);

if (e2eRun !== null) {
  tally(e2eLabel, e2eRun, e2eReport, playwrightCount, playwrightTimings, playwrightFailures);
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    slowest.push({ label: 'end-to-end files, all their tests', rows: slowestFirst(playwrightFileTimings(report), SLOWEST_COUNT) });
    const schedule = playwrightSchedule(report);
    if (schedule) {
      const s = (ms) => (ms / 1000).toFixed(0);
      const ends = schedule.workerEndsMs;
      lines.push(`  end-to-end schedule: first test after ${s(schedule.firstTestMs)}s (web servers), workers done at ${ends.map(s).join(', ')}s (tail ${s((ends.at(-1) ?? 0) - (ends[0] ?? 0))}s)`);
    }
  }
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
for (const { label, rows } of slowest) {
  if (rows.length === 0) continue;
  console.log(`\nSlowest ${rows.length} (${label})`);
  for (const row of rows) console.log(`  ${(row.ms / 1000).toFixed(1).padStart(7)}s  ${row.name}`);
}
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length})`);
  for (const { name, error } of failures) console.log(`  ✘ ${name}\n      ${error}`);
}
// Last, always: the line a caller reads.
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
