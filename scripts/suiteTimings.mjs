// The runners' own timings, read from their JSON reports, for `npm test`'s list of the slowest (scripts/test-all.mjs).
import { isAbsolute, relative } from 'node:path';

/** Per Vitest file: its wall time in the run (start to end of the file, setup and hooks included). */
export const vitestTimings = (report, root = process.cwd()) =>
  (report.testResults ?? []).map((file) => ({
    name: isAbsolute(file.name) ? relative(root, file.name) : file.name,
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
  }));

/**
 * Per Playwright test and project: the sum of its attempts (a retried test cost both runs), named by file, line and
 * the titles of its describe blocks.
 */
export const playwrightTimings = (report) => {
  const rows = [];
  const walk = (node, titles) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        rows.push({ name: `[${test.projectName}] ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`, ms });
      }
    }
    // A file's own suite is titled by its path: the name already starts with the file.
    for (const child of node.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const top of report.suites ?? []) walk(top, []);
  return rows;
};

/**
 * Per Playwright file and project: the sum of its tests' attempts. A file's tests run in one worker (not fully
 * parallel), so a long file is a long stretch of one worker: the tail's usual cause.
 */
export const playwrightFileTimings = (report) => {
  const byFile = new Map();
  for (const row of playwrightTimings(report)) {
    const file = /^(\[[^\]]*\] [^:]+):\d+ /.exec(row.name)?.[1] ?? row.name;
    byFile.set(file, (byFile.get(file) ?? 0) + row.ms);
  }
  return [...byFile].map(([name, ms]) => ({ name, ms }));
};

/**
 * The run's shape: when the first test started (the web servers' boot before it) and when each worker ended its last
 * test, from the run's start; the gap between the first and the last worker to end is the tail. Null without results.
 */
export const playwrightSchedule = (report) => {
  const start = Date.parse(report.stats?.startTime ?? '');
  const results = [];
  const walk = (node) => {
    for (const spec of node.specs ?? []) for (const test of spec.tests ?? []) results.push(...(test.results ?? []).filter((result) => result.startTime !== undefined));
    for (const child of node.suites ?? []) walk(child);
  };
  for (const top of report.suites ?? []) walk(top);
  if (!Number.isFinite(start) || results.length === 0) return null;
  const ends = new Map();
  for (const result of results) {
    const end = Date.parse(result.startTime) + (result.duration ?? 0) - start;
    ends.set(result.parallelIndex ?? 0, Math.max(ends.get(result.parallelIndex ?? 0) ?? 0, end));
  }
  return { firstTestMs: Math.min(...results.map((result) => Date.parse(result.startTime))) - start, workerEndsMs: [...ends.values()].sort((a, b) => a - b) };
};

/** The `count` slowest rows, slowest first. */
export const slowestFirst = (rows, count) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);

// Runner messages carry terminal colours (ESC [ … m): dropped so the line reads plainly in a log.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) => String(text ?? '').replace(COLOUR, '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';

/**
 * The failed Vitest tests (and files that failed to load), each with the first line of its error: printed after the
 * summary, so the tail of a CI log names what failed, not only how many.
 */
export const vitestFailures = (report, root = process.cwd()) =>
  (report.testResults ?? []).flatMap((file) => {
    const name = isAbsolute(file.name) ? relative(root, file.name) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [{ name, error: firstLine(file.message) }];
    return failed.map((test) => ({ name: `${name} › ${[...(test.ancestorTitles ?? []), test.title].join(' › ')}`, error: firstLine(test.failureMessages?.[0]) }));
  });

/** The Playwright tests whose last attempt failed (the "unexpected" ones), with the first line of that attempt's error. */
export const playwrightFailures = (report) => {
  const rows = [];
  const walk = (node, titles) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = (test.results ?? []).at(-1);
        rows.push({ name: `[${test.projectName}] ${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`, error: firstLine(last?.error?.message ?? last?.errors?.[0]?.message) });
      }
    }
    for (const child of node.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const top of report.suites ?? []) walk(top, []);
  return rows;
};
