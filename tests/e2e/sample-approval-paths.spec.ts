import { expect, test } from '@playwright/test';
import { sampleApprovalEntry } from '../../src/machines/introspection/entries/sampleApproval.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { allSampleBrowserPaths, outcomesOf, sampleBrowserPaths } from './models/sampleApprovalBrowserPaths.ts';
import { SampleApprovalPathDriver } from './models/SampleApprovalPathDriver.ts';
import { expectAccessible } from './support/axe.ts';

// Paths generated from the sample dual-approval statechart (the registry's, which Processi draws), each driven through
// the sample screen of a fresh sample: the two departments' regions, their calls held and answered in the path's order.
const paths = sampleBrowserPaths();
const graph = introspectMachine(sampleApprovalEntry.machine);
const NONE = { unreachedStates: [], untakenTransitions: [], mismatches: [] };

test.describe('sample approval: generated paths in the browser', () => {
  // Each path starts from a record of its own and its own sign-in: the paths may run side by side, so a worker
  // that is free takes the next one instead of one worker driving the whole file at the run's tail (issue 36.7).
  test.describe.configure({ mode: 'parallel' });
  test('the driven paths are few, reach every state and transition, and include approve ∥ approve and a denial', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(8);
    expect(coverageOf(sampleApprovalEntry, graph, paths.map((path) => path.generated))).toEqual(NONE);
    expect(coverageOf(sampleApprovalEntry, graph, allSampleBrowserPaths())).toEqual(NONE);
    // Approve ∥ approve (two people, the user's approval in flight with another of the user's) and a denial.
    const outcomes = paths.flatMap((path) => outcomesOf(path.generated));
    expect(outcomes).toEqual(expect.arrayContaining(['both deciding', 'overall approved', 'overall denied']));
  });

  paths.forEach((path, index) => {
    test(path.name, async ({ page }) => {
      await new SampleApprovalPathDriver(page).run(path);
      if (index === 0) await expectAccessible(page);
    });
  });
});
