import { describe, expect, it } from 'vitest';
import { confirmActionEntry } from '../../../src/machines/introspection/entries/confirmAction.entry.ts';
import { generatePaths } from '../../../src/machines/introspection/generatePaths.ts';
import { replayPath } from '../../../src/machines/introspection/pathCoverage.ts';

// A path is replayed on a real actor once: a browser path spec asks for its pool's replays twice (choosing the driven
// few, then checking the pool's coverage), and the proposal's pool takes about 2 CPU-s a time.
describe('replayPath', () => {
  const paths = generatePaths(confirmActionEntry);

  it('answers a path asked again with the replay already made', () => {
    const path = paths.at(-1);
    if (path === undefined) throw new Error('no generated path');
    expect(replayPath(confirmActionEntry, path)).toBe(replayPath(confirmActionEntry, path));
  });

  it('replays an equal path of its own anew, to the same states, transitions and agreement', () => {
    for (const path of paths) {
      const kept = replayPath(confirmActionEntry, path);
      const copy = replayPath(confirmActionEntry, { ...path });
      expect(copy).not.toBe(kept);
      expect(copy).toEqual(kept);
      expect(kept.mismatch).toBeNull();
      expect(kept.enteredStates.size).toBeGreaterThan(0);
    }
  });
});
