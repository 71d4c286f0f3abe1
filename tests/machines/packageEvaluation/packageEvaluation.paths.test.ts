import { describe, expect, it } from 'vitest';
import { packageEvaluationEntry } from '../../../src/machines/introspection/entries/packageEvaluation.entry.ts';
import type { PackageEvaluationContext } from '../../../src/machines/packageEvaluation/packageEvaluation.machine.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

// Paths generated from the registry's statechart and sample events (the evaluator, a manager opening their own
// package, the person evaluated with a visible sheet), replayed on a real actor.
const machine = packageEvaluationEntry.stubbed;
const starts = packageEvaluationEntry.paths.starts;
const pathsByStart = starts.map((start) => [start.id, generateMachinePaths(machine, { events: packageEvaluationEntry.paths.events, input: start.input as never, limit: 2000 })] as const);
const allPaths = pathsByStart.flatMap(([, paths]) => paths);
const ORDER = ['assigned', 'rated', 'visible', 'acknowledged'];

describe('package evaluation statechart: generated paths', () => {
  for (const [start, paths] of pathsByStart) {
    describe(`starting ${start}`, () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
        await path.run();
      });
    });
  }

  it('covers every state and every transition', () => {
    const coverage = pathCoverage(machine, allPaths);
    // `routing` is an eventless decision state, never a resting snapshot; the machine test checks its branches.
    expect(coverage.unreachedStates).toEqual(['packageEvaluation.routing']);
    expect(coverage.untakenTransitions.filter((t) => !t.state.endsWith('.routing'))).toEqual([]);
  });

  it('the person evaluated never reaches a rating call', () => {
    for (const path of allPaths) {
      for (const snapshot of path.snapshots) {
        if ((snapshot.context as PackageEvaluationContext).isAssignee) expect(['evaluating', 'removing']).not.toContain(snapshot.value);
      }
    }
  });

  it('the package never moves back along assigned → rated → visible → acknowledged, except a rating corrected before the sheet is visible', () => {
    for (const path of allPaths) {
      const steps = path.snapshots.map((snapshot) => ORDER.indexOf(String(snapshot.value))).filter((index) => index >= 0);
      steps.forEach((step, i) => {
        const previous = steps[i - 1];
        if (previous === undefined || step >= previous) return;
        // rated → assigned by deleting a rating: only while the sheet is hidden.
        expect([previous, step]).toEqual([1, 0]);
      });
    }
  });

  it('tells the view what is possible: no rating on a visible sheet nor on one’s own package', () => {
    for (const path of allPaths) {
      for (const snapshot of path.snapshots) {
        const context = snapshot.context as PackageEvaluationContext;
        const rate = snapshot.can({ type: 'evaluation.add', goalId: 1, ratingId: 1 });
        if (context.isAssignee || context.facts.sheetVisible) expect(rate).toBe(false);
      }
    }
  });
});
