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

/** The `count` slowest rows, slowest first. */
export const slowestFirst = (rows, count) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
