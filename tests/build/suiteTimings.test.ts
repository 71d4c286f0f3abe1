import { describe, expect, it } from 'vitest';
import { playwrightFailures, playwrightFileTimings, playwrightSchedule, playwrightTimings, slowestFirst, vitestFailures, vitestTimings } from '../../scripts/suiteTimings.mjs';

// `npm test` ends with the slowest Vitest files and Playwright tests, read from the runners' JSON reports
// (scripts/test-all.mjs): the shapes below are those of Vitest's `json` reporter and Playwright's.

describe('the slowest tests, from the runners’ reports', () => {
  it('Vitest: each file’s wall time, named relative to the project', () => {
    const report = {
      testResults: [
        { name: '/project/tests/server/postgres.test.ts', startTime: 1_000, endTime: 91_000 },
        { name: '/project/tests/domain/decimal.test.ts', startTime: 2_000, endTime: 2_250 },
      ],
    };
    expect(vitestTimings(report, '/project')).toEqual([
      { name: 'tests/server/postgres.test.ts', ms: 90_000 },
      { name: 'tests/domain/decimal.test.ts', ms: 250 },
    ]);
  });

  it('Playwright: every attempt counted, named by project, file, line and describe titles', () => {
    const report = {
      suites: [
        {
          title: 'route-walk.spec.ts',
          file: 'route-walk.spec.ts',
          specs: [{ title: 'top-level test', file: 'route-walk.spec.ts', line: 5, tests: [{ projectName: 'reference', results: [{ duration: 1_200 }] }] }],
          suites: [
            {
              title: 'every route',
              file: 'route-walk.spec.ts',
              specs: [{ title: 'as admin', file: 'route-walk.spec.ts', line: 20, tests: [{ projectName: 'reference', results: [{ duration: 40_000 }, { duration: 35_000 }] }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightTimings(report)).toEqual([
      { name: '[reference] route-walk.spec.ts:5 top-level test', ms: 1_200 },
      { name: '[reference] route-walk.spec.ts:20 every route › as admin', ms: 75_000 },
    ]);
  });

  it('keeps the slowest few, slowest first', () => {
    const rows = [5, 1, 9, 3].map((ms) => ({ name: `t${ms}`, ms }));
    expect(slowestFirst(rows, 2).map((row) => row.name)).toEqual(['t9', 't5']);
    expect(rows.map((row) => row.ms)).toEqual([5, 1, 9, 3]);
  });

  it('names each failed Vitest test with its first error line, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/project/tests/server/operations.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', ancestorTitles: ['the server'], title: 'starts' },
            { status: 'failed', ancestorTitles: ['the server'], title: 'stops', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x.ts:1'] },
          ],
        },
        { name: '/project/tests/ui/broken.test.tsx', status: 'failed', message: 'Failed to load url ./missing.ts', assertionResults: [] },
        { name: '/project/tests/domain/fine.test.ts', status: 'passed', assertionResults: [{ status: 'passed', ancestorTitles: [], title: 'ok' }] },
      ],
    };
    expect(vitestFailures(report, '/project')).toEqual([
      { name: 'tests/server/operations.test.ts › the server › stops', error: 'AssertionError: expected 1 to be 2' },
      { name: 'tests/ui/broken.test.tsx', error: 'Failed to load url ./missing.ts' },
    ]);
  });

  it('names each Playwright test whose last attempt failed (not the flaky ones), with that attempt’s error', () => {
    const report = {
      suites: [
        {
          title: 'tasks.spec.ts',
          file: 'tasks.spec.ts',
          specs: [
            { title: 'flaky', file: 'tasks.spec.ts', line: 3, tests: [{ projectName: 'reference', status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }] },
            { title: 'broken', file: 'tasks.spec.ts', line: 9, tests: [{ projectName: 'reference', status: 'unexpected', results: [{ error: { message: 'Timeout 60000ms exceeded.\nCall log' } }, { error: { message: 'Error: expect(locator).toBeVisible() failed\n' } }] }] },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([{ name: '[reference] tasks.spec.ts:9 broken', error: 'Error: expect(locator).toBeVisible() failed' }]);
  });

  it('Playwright files: the sum of their tests per project, a title with colons kept whole', () => {
    const spec = (title: string, line: number, duration: number, projectName = 'reference') => ({ title, file: 'walk.spec.ts', line, tests: [{ projectName, results: [{ duration }] }] });
    const report = { suites: [{ title: 'walk.spec.ts', file: 'walk.spec.ts', specs: [spec('admin: every route', 3, 40_000), spec('operator: refusals', 9, 20_000), spec('mocked: one', 3, 5_000, 'mocked')] }] };
    expect(playwrightFileTimings(report)).toEqual([
      { name: '[reference] walk.spec.ts', ms: 60_000 },
      { name: '[mocked] walk.spec.ts', ms: 5_000 },
    ]);
  });

  it('Playwright schedule: the first test after the web servers, each worker\u2019s end, from the run\u2019s start', () => {
    const result = (parallelIndex: number, startSecond: number, duration: number) => ({ parallelIndex, startTime: new Date(Date.UTC(2026, 0, 1, 0, 0, startSecond)).toISOString(), duration });
    const report = {
      stats: { startTime: new Date(Date.UTC(2026, 0, 1)).toISOString() },
      suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 't', file: 'a.spec.ts', line: 1, tests: [{ projectName: 'reference', results: [result(0, 30, 10_000), result(1, 31, 50_000), result(0, 40, 5_000)] }] }] }],
    };
    expect(playwrightSchedule(report)).toEqual({ firstTestMs: 30_000, workerEndsMs: [45_000, 81_000] });
    expect(playwrightSchedule({ suites: [] })).toBeNull();
  });
});
