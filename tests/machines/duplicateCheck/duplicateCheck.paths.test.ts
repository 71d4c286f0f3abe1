import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DUPLICATE_CHECK_DELAY_MS, duplicateCheckMachine, type DuplicateMatch, type DuplicateQuery } from '../../../src/machines/duplicateCheck/duplicateCheck.machine.ts';
import { selectDuplicateCheckFailed, selectDuplicateMatches } from '../../../src/machines/duplicateCheck/duplicateCheck.selectors.ts';
import { duplicateCheckEntry } from '../../../src/machines/introspection/entries/duplicateCheck.entry.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

const paths = generateMachinePaths(duplicateCheckEntry.stubbed, { events: duplicateCheckEntry.paths.events });

describe('duplicate check statechart: generated paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
    await path.run();
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(duplicateCheckEntry.stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it('asks the server only after a pause in typing', () => {
    for (const path of paths) {
      const at = path.snapshots.findIndex((s) => s.matches('checking'));
      if (at < 0) continue;
      expect(path.events[at - 1]?.type).toBe('xstate.after.debounce.duplicateCheck.waiting');
    }
  });
});

describe('duplicate check statechart: timing and requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const match: DuplicateMatch = { id: 7, name: 'Rossi S.r.l.', type: 'customer', vatNumber: '01234560017', email: null, city: 'Torino', reason: 'vat_number' };
  const start = (answer: (query: DuplicateQuery) => Promise<readonly DuplicateMatch[]>) => {
    const asked: DuplicateQuery[] = [];
    const aborted: DuplicateQuery[] = [];
    const actor = createActor(
      duplicateCheckMachine.provide({
        actors: {
          findDuplicates: fromPromise<readonly DuplicateMatch[], DuplicateQuery>(({ input, signal }) => {
            asked.push(input);
            signal.addEventListener('abort', () => aborted.push(input));
            return answer(input);
          }),
        },
      }),
    ).start();
    return { actor, asked, aborted };
  };

  it('waits for the pause, restarting it on every keystroke, then shows the matches', async () => {
    const { actor, asked } = start(async () => [match]);
    actor.send({ type: 'duplicates.typed', query: { vatNumber: '01234' } });
    vi.advanceTimersByTime(DUPLICATE_CHECK_DELAY_MS - 1);
    actor.send({ type: 'duplicates.typed', query: { vatNumber: '012345' } });
    vi.advanceTimersByTime(DUPLICATE_CHECK_DELAY_MS - 1);
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(asked).toEqual([{ vatNumber: '012345' }]);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('matches');
    expect(selectDuplicateMatches(actor.getSnapshot())).toEqual([match]);
  });

  it('aborts a look-up overtaken by typing, and clearing the fields forgets the matches', async () => {
    const { actor, asked, aborted } = start(() => new Promise(() => undefined));
    actor.send({ type: 'duplicates.typed', query: { name: 'Ros' } });
    vi.advanceTimersByTime(DUPLICATE_CHECK_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'duplicates.typed', query: { name: 'Ross' } });
    expect(aborted).toEqual([{ name: 'Ros' }]);
    actor.send({ type: 'duplicates.typed', query: null });
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(DUPLICATE_CHECK_DELAY_MS * 2);
    expect(asked).toEqual([{ name: 'Ros' }]);
  });

  it('shows nothing but a quiet note when the look-up fails, and nothing when there are no matches', async () => {
    const failing = start(async () => {
      throw Object.assign(new Error('down'), { _tag: 'Network' });
    });
    failing.actor.send({ type: 'duplicates.typed', query: { email: 'a@b.it' } });
    await vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS);
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect(selectDuplicateCheckFailed(failing.actor.getSnapshot())).toBe(true);
    expect(selectDuplicateMatches(failing.actor.getSnapshot())).toEqual([]);
    const empty = start(async () => []);
    empty.actor.send({ type: 'duplicates.typed', query: { email: 'a@b.it' } });
    await vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS);
    expect(empty.actor.getSnapshot().value).toBe('none');
  });
});
