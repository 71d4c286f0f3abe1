import { expect, test } from '@playwright/test';
import { newsletterSubscriptionEntry } from '../../src/machines/introspection/entries/newsletterSubscription.entry.ts';
import { introspectMachine } from '../../src/machines/introspection/introspect.ts';
import { coverageOf } from '../../src/machines/introspection/pathCoverage.ts';
import { subscriptionBrowserPaths } from './models/newsletterSubscriptionBrowserPaths.ts';
import { SubscriptionPathDriver } from './models/SubscriptionPathDriver.ts';

// Paths generated from the subscription statechart (the registry's, which the Processi screen draws), each driven
// through the list screen's subscription panel on the fake provider.
const paths = subscriptionBrowserPaths();
const graph = introspectMachine(newsletterSubscriptionEntry.machine);

test.describe('newsletter subscription: generated paths in the browser', () => {
  // Each path starts from a record of its own and its own sign-in: the paths may run side by side, so a worker
  // that is free takes the next one instead of one worker driving the whole file at the run's tail (issue 36.7).
  test.describe.configure({ mode: 'parallel' });
  test('the driven paths are few and reach every state and transition of the statechart', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThanOrEqual(12);
    expect(coverageOf(newsletterSubscriptionEntry, graph, paths.map((path) => path.generated))).toEqual({ unreachedStates: [], untakenTransitions: [], mismatches: [] });
  });

  for (const path of paths) {
    test(path.name, async ({ page }) => {
      test.setTimeout(60_000);
      await new SubscriptionPathDriver(page).run(path);
    });
  }
});
