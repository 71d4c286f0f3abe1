import { expect, test } from '@playwright/test';
import { proposalSendingEntry } from '../../src/machines/introspection/entries/proposalSending.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { allProposalBrowserPaths, BROWSER_CANNOT_PRODUCE, proposalBrowserPaths } from './models/proposalSendingBrowserPaths.ts';
import { ProposalSendingPathDriver } from './models/ProposalSendingPathDriver.ts';

// Paths generated from the proposal revision-and-sending statechart (the registry's, which Processi draws), each
// driven through the proposal screen of a fresh proposal, its calls held and answered as the path says.
const paths = proposalBrowserPaths();
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
  // Each path starts from a record of its own and its own sign-in: the paths may run side by side, so a worker
  // that is free takes the next one instead of one worker driving the whole file at the run's tail (issue 36.7).
  test.describe.configure({ mode: 'parallel' });
  test('the driven paths are few and reach every state and transition of the statechart', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(10);
    expect(inBrowser(coverageOf(proposalSendingEntry, graph, paths.map((path) => path.generated)))).toEqual(NONE);
    expect(inBrowser(coverageOf(proposalSendingEntry, graph, allProposalBrowserPaths()))).toEqual(NONE);
  });

  for (const path of paths) {
    test(path.name, async ({ page }) => {
      await new ProposalSendingPathDriver(page).run(path);
    });
  }
});
