import { expect, test } from '@playwright/test';
import { taskTrackingEntry } from '../../src/machines/introspection/entries/taskTracking.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { allTaskTrackingBrowserPaths, taskTrackingBrowserPaths } from './models/taskTrackingBrowserPaths.ts';
import { TaskTrackingPathDriver } from './models/TaskTrackingPathDriver.ts';

// Paths generated from the task-tracking statechart (the registry's, which the Processi screen draws), each driven
// through the task screen of a fresh task.
const paths = taskTrackingBrowserPaths();
const graph = introspectMachine(taskTrackingEntry.machine);

test.describe('task tracking: generated paths in the browser', () => {
  // Each path starts from a record of its own and its own sign-in: the paths may run side by side, so a worker
  // that is free takes the next one instead of one worker driving the whole file at the run's tail (issue 36.7).
  test.describe.configure({ mode: 'parallel' });
  test('the driven paths are few and reach every state and transition of the statechart', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(15);
    expect(coverageOf(taskTrackingEntry, graph, paths.map((path) => path.generated))).toEqual({ unreachedStates: [], untakenTransitions: [], mismatches: [] });
    // Nothing is left out for being impossible to drive: every path a browser can drive covers no more.
    expect(coverageOf(taskTrackingEntry, graph, allTaskTrackingBrowserPaths())).toEqual({ unreachedStates: [], untakenTransitions: [], mismatches: [] });
  });

  test("the driven paths include the server's refusal to track a completed task; a completed task offers no Start or Pause", () => {
    const actions = paths.flatMap((path) => path.steps.map((step) => step.action));
    expect(actions).toContainEqual({ kind: 'answer', outcome: 'completedElsewhere' });
    const completed = paths.flatMap((path) => [path.initial, ...path.steps.map((step) => step.shows)]).filter((shows) => shows.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const shows of completed) expect([shows.buttons.start, shows.buttons.pause]).toEqual(['disabled', 'disabled']);
  });

  for (const path of paths) {
    test(path.name, async ({ page }) => {
      await new TaskTrackingPathDriver(page, 'acme').run(path);
    });
  }
});
