import { expect, test } from '@playwright/test';
import { sampleApprovalEntry } from '../../src/machines/introspection/entries/sampleApproval.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { allSampleBrowserPaths, outcomesOf, sampleBrowserPaths } from './models/sampleApprovalBrowserPaths.ts';
import { pathNamed, RECORD_AGAIN, RECORDED_PATH_NAMES } from './models/recordedPaths.ts';
import { SampleApprovalPathDriver } from './models/SampleApprovalPathDriver.ts';
import { expectAccessible } from './support/axe.ts';

// Paths generated from the sample dual-approval statechart (the registry's, which Processi draws), each driven through
// the sample screen of a fresh sample: the two departments' regions, their calls held and answered in the path's order.
// The tests are titled from the recorded names (models/recordedPaths.ts): the paths are generated once, by the first.
const names = RECORDED_PATH_NAMES.sampleApproval;
const graph = introspectMachine(sampleApprovalEntry.machine);
const NONE = { unreachedStates: [], untakenTransitions: [], mismatches: [] };

test.describe('sample approval: generated paths in the browser', () => {
  // One worker for the whole file (not side by side): each worker that took a path would generate the paths again.
  test('the driven paths are few, the recorded ones, reach every state and transition, and include approve ∥ approve and a denial', () => {
    const paths = sampleBrowserPaths();
    expect(paths.map((path) => path.name), RECORD_AGAIN).toEqual(names);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(8);
    expect(coverageOf(sampleApprovalEntry, graph, paths.map((path) => path.generated))).toEqual(NONE);
    expect(coverageOf(sampleApprovalEntry, graph, allSampleBrowserPaths())).toEqual(NONE);
    // Approve ∥ approve (two people, the user's approval in flight with another of the user's) and a denial.
    const outcomes = paths.flatMap((path) => outcomesOf(path.generated));
    expect(outcomes).toEqual(expect.arrayContaining(['both deciding', 'overall approved', 'overall denied']));
  });

  names.forEach((name, index) => {
    test(name, async ({ page }) => {
      await new SampleApprovalPathDriver(page).run(pathNamed(sampleBrowserPaths(), name));
      if (index === 0) await expectAccessible(page);
    });
  });
});
