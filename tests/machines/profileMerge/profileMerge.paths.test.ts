import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileMergeEntry } from '../../../src/machines/introspection/entries/profileMerge.entry.ts';
import { profileMergeMachine, sourceOf, type MergeMoves, type MergeParty, type MergeRequest } from '../../../src/machines/profileMerge/profileMerge.machine.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

const current = { id: 1, name: 'Rossi S.r.l.' };
const other = { id: 2, name: 'Rossi srl' };
const paths = generateMachinePaths(profileMergeEntry.stubbed, { events: profileMergeEntry.paths.events, input: { current } });

describe('profile merge statechart: generated paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
    await path.run();
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(profileMergeEntry.stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it('reaches merged only through a confirmed preview', () => {
    for (const path of paths) {
      const at = path.snapshots.findIndex((s) => s.matches('merged'));
      if (at < 0) continue;
      expect(path.events.map((e) => e.type)).toContain('merge.confirm');
      expect(path.events.map((e) => e.type)).toContain('xstate.done.actor.loadPreview');
    }
  });
});

describe('profile merge statechart: requests', () => {
  const run = (requests: MergeRequest[], fail = false) => {
    const actor = createActor(
      profileMergeMachine.provide({
        actors: {
          loadPreview: fromPromise<readonly MergeMoves[], MergeRequest>(async ({ input }) => {
            requests.push(input);
            return [];
          }),
          mergeProfiles: fromPromise<MergeParty, MergeRequest>(async ({ input }) => {
            requests.push(input);
            if (fail) throw Object.assign(new Error('down'), { _tag: 'Server' });
            return current;
          }),
        },
      }),
      { input: { current } },
    ).start();
    return actor;
  };

  it('merges the other profile into the current one by default, and the reverse when the other is kept', async () => {
    const requests: MergeRequest[] = [];
    const actor = run(requests);
    expect(actor.getSnapshot().can({ type: 'merge.preview' })).toBe(false);
    actor.send({ type: 'merge.pick', profile: other });
    actor.send({ type: 'merge.keep', survivorId: 99 });
    expect(actor.getSnapshot().context.survivorId).toBe(current.id);
    actor.send({ type: 'merge.keep', survivorId: other.id });
    expect(sourceOf(actor.getSnapshot().context)).toEqual(current);
    actor.send({ type: 'merge.preview' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'merge.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('merged');
    expect(requests).toEqual([
      { survivorId: other.id, sourceIds: [current.id] },
      { survivorId: other.id, sourceIds: [current.id] },
    ]);
  });

  it('keeps the error tag when merging fails ("try later") and clears it on retry', async () => {
    const actor = run([], true);
    actor.send({ type: 'merge.pick', profile: other });
    actor.send({ type: 'merge.preview' });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'merge.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('mergeFailed');
    expect(actor.getSnapshot().context.errorTag).toBe('Server');
    actor.send({ type: 'merge.back' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.errorTag).toBeNull();
  });
});
