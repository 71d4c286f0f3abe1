import { expect, test } from '@playwright/test';
import { proposalSendingEntry } from '../../src/machines/introspection/entries/proposalSending.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { allProposalBrowserPaths, BROWSER_CANNOT_PRODUCE, proposalBrowserPaths } from './models/proposalSendingBrowserPaths.ts';
import { ProposalSendingPathDriver } from './models/ProposalSendingPathDriver.ts';
import { pathNamed, RECORD_AGAIN, RECORDED_PATH_NAMES } from './models/recordedPaths.ts';

// Paths generated from the proposal revision-and-sending statechart (the registry's, which Processi draws), each
// driven through the proposal screen of a fresh proposal, its calls held and answered as the path says. The tests are
// titled from the recorded names (models/recordedPaths.ts): the paths are generated once, by the first test.
const names = RECORDED_PATH_NAMES.proposalSending;
const graph = introspectMachine(proposalSendingEntry.machine);
const NONE = { unreachedStates: [], untakenTransitions: [], mismatches: [] };
// What only the server's clock does (see BROWSER_CANNOT_PRODUCE: an offer expiring, and so what follows from an
// expired one) is left to the machine's own path tests (tests/machines/registryCoverage.test.ts).
const EXPIRED = 'proposalSending.expired';
const inBrowser = (report: ReturnType<typeof coverageOf>) => ({
  ...report,
  unreachedStates: report.unreachedStates.filter((id) => id !== EXPIRED),
  untakenTransitions: report.untakenTransitions.filter((id) => !id.includes(`|${BROWSER_CANNOT_PRODUCE}|`) && !id.startsWith(`${EXPIRED}|`) && id !== 'proposalSending.routing||3'),
});

test.describe('proposal sending: generated paths in the browser', () => {
  // One worker for the whole file (not side by side): each worker that took a path would generate the paths again.
  test('the driven paths are few, the recorded ones, and reach every state and transition of the statechart', () => {
    const paths = proposalBrowserPaths();
    expect(paths.map((path) => path.name), RECORD_AGAIN).toEqual(names);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(10);
    expect(inBrowser(coverageOf(proposalSendingEntry, graph, paths.map((path) => path.generated)))).toEqual(NONE);
    expect(inBrowser(coverageOf(proposalSendingEntry, graph, allProposalBrowserPaths()))).toEqual(NONE);
  });

  for (const name of names) {
    test(name, async ({ page }) => {
      await new ProposalSendingPathDriver(page).run(pathNamed(proposalBrowserPaths(), name));
    });
  }
});
