import { describe, expect, it } from 'vitest';
import { newsletterSubscriptionEntry } from '../../../src/machines/introspection/entries/newsletterSubscription.entry.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

// Paths generated from the registry's statechart and sample events (the service answers the status its rules give;
// it may fail with a 502 or the network may), replayed on a real actor.
const machine = newsletterSubscriptionEntry.stubbed;
const starts = newsletterSubscriptionEntry.paths.starts;
const pathsByStart = starts.map((start) => [start.id, generateMachinePaths(machine, { events: newsletterSubscriptionEntry.paths.events, input: start.input, limit: 2000 })] as const);

describe('newsletter subscription statechart: generated paths', () => {
  for (const [start, paths] of pathsByStart) {
    describe(`starting ${start}`, () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
        await path.run();
      });
    });
  }

  it('covers every state and every transition', () => {
    const coverage = pathCoverage(machine, pathsByStart.flatMap(([, paths]) => paths));
    // `routing` is an eventless decision state, never a resting snapshot; the machine test checks its branches.
    expect(coverage.unreachedStates).toEqual(['newsletterSubscription.routing']);
    expect(coverage.untakenTransitions.filter((t) => !t.state.endsWith('.routing'))).toEqual([]);
  });

  it('a failed call leaves the recipient where it was', () => {
    for (const path of pathsByStart.flatMap(([, paths]) => paths)) {
      path.snapshots.forEach((snapshot, index) => {
        const previous = path.snapshots[index - 1];
        const before = path.snapshots[index - 2];
        const event = path.events[index - 1];
        if (!previous || !previous.matches('calling') || !event) return;
        if (event.type.startsWith('xstate.error') && before) expect(snapshot.value).toEqual(before.value);
      });
    }
  });
});
