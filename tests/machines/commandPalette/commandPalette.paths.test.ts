import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchGroup } from '../../../src/api/search.ts';
import { commandPaletteMachine, isSearchable, PALETTE_SEARCH_DELAY_MS } from '../../../src/machines/commandPalette/commandPalette.machine.ts';
import {
  selectPaletteEmpty,
  selectPaletteFailure,
  selectPaletteGroups,
  selectPaletteOpen,
  selectPaletteQuery,
  selectPaletteSearching,
} from '../../../src/machines/commandPalette/commandPalette.selectors.ts';
import { commandPaletteEntry } from '../../../src/machines/introspection/entries/commandPalette.entry.ts';
import { generateMachinePaths, pathCoverage, type MachinePath } from '../pathTestHelper.ts';

const paths = generateMachinePaths(commandPaletteEntry.stubbed, { events: commandPaletteEntry.paths.events });

describe('command palette statechart: generated paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
    await path.run();
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(commandPaletteEntry.stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it('asks the server only after a pause in typing', () => {
    for (const path of paths) {
      path.snapshots.forEach((s, i) => {
        if (i > 0 && s.matches({ open: 'searching' }) && !path.snapshots[i - 1]?.matches({ open: 'failed' })) {
          expect(path.events[i - 1]?.type).toBe('xstate.after.searchPause.commandPalette.open.waiting');
        }
      });
    }
  });
});

describe('command palette statechart: timing and requests', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const group: SearchGroup = { kind: 'profiles', hits: [{ id: 7, title: 'Rossi S.r.l.', subtitle: 'Torino', rank: 0.6, profileType: 'customer', calendarId: null }] };
  const start = (answer: (query: string) => Promise<readonly SearchGroup[]>) => {
    const asked: string[] = [];
    const aborted: string[] = [];
    const actor = createActor(
      commandPaletteMachine.provide({
        actors: {
          searchRecords: fromPromise<readonly SearchGroup[], { query: string }>(({ input, signal }) => {
            asked.push(input.query);
            signal.addEventListener('abort', () => aborted.push(input.query));
            return answer(input.query);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'palette.open' });
    return { actor, asked, aborted };
  };

  it('waits for a pause, restarting it on every keystroke, then shows the hits', async () => {
    const { actor, asked } = start(async () => [group]);
    actor.send({ type: 'palette.typed', query: 'ro' });
    vi.advanceTimersByTime(PALETTE_SEARCH_DELAY_MS - 1);
    actor.send({ type: 'palette.typed', query: 'ross' });
    vi.advanceTimersByTime(PALETTE_SEARCH_DELAY_MS - 1);
    expect(asked).toEqual([]);
    expect(selectPaletteSearching(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual(['ross']);
    await vi.runAllTimersAsync();
    expect(selectPaletteGroups(actor.getSnapshot())).toEqual([group]);
    expect(selectPaletteSearching(actor.getSnapshot())).toBe(false);
  });

  it('aborts a search overtaken by typing; one letter asks nothing and forgets the hits', async () => {
    const { actor, asked, aborted } = start(() => new Promise(() => undefined));
    actor.send({ type: 'palette.typed', query: 'ros' });
    vi.advanceTimersByTime(PALETTE_SEARCH_DELAY_MS);
    actor.send({ type: 'palette.typed', query: 'r' });
    expect(aborted).toEqual(['ros']);
    expect(selectPaletteQuery(actor.getSnapshot())).toBe('r');
    expect(actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
    vi.advanceTimersByTime(PALETTE_SEARCH_DELAY_MS * 2);
    expect(asked).toEqual(['ros']);
  });

  it('says nothing was found, offers to try again after a failure, and forgets everything on close', async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw Object.assign(new Error('down'), { _tag: 'Network' });
      return [];
    });
    actor.send({ type: 'palette.typed', query: 'zzqx' });
    await vi.advanceTimersByTimeAsync(PALETTE_SEARCH_DELAY_MS);
    expect(selectPaletteFailure(actor.getSnapshot())).toBe('Network');
    fail = false;
    actor.send({ type: 'palette.retry' });
    await vi.runAllTimersAsync();
    expect(asked).toEqual(['zzqx', 'zzqx']);
    expect(selectPaletteEmpty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'palette.close' });
    expect(selectPaletteOpen(actor.getSnapshot())).toBe(false);
    expect(selectPaletteQuery(actor.getSnapshot())).toBe('');
  });

  it('searches when some word has two characters', () => {
    expect(isSearchable('r')).toBe(false);
    expect(isSearchable(' a b ')).toBe(false);
    expect(isSearchable('a ro')).toBe(true);
  });
});
