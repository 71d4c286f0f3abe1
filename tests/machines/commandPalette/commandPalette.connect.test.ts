import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectCommandPalette } from '../../../src/machines/commandPalette/commandPalette.connect.ts';
import { commandPaletteMachine } from '../../../src/machines/commandPalette/commandPalette.machine.ts';
import { neverSettling } from '../../../src/machines/introspection/neverSettling.ts';

// The palette from its snapshots: closed, open and idle, a short word kept without a search, a longer one waiting
// for the pause; closing forgets what was typed.

describe('connectCommandPalette', () => {
  it('opens idle, waits on a searchable word, and forgets the query when closed', () => {
    const actor = createActor(commandPaletteMachine.provide({ actors: { searchRecords: neverSettling() } })).start();
    expect(connectCommandPalette(actor.getSnapshot())).toEqual({ open: false, query: '', phase: null, groups: [], errorTag: null, canRetry: false });
    actor.send({ type: 'palette.open' });
    actor.send({ type: 'palette.typed', query: 'r' });
    expect(connectCommandPalette(actor.getSnapshot())).toEqual({ open: true, query: 'r', phase: 'idle', groups: [], errorTag: null, canRetry: false });
    actor.send({ type: 'palette.typed', query: 'ross' });
    expect(connectCommandPalette(actor.getSnapshot())).toMatchObject({ open: true, query: 'ross', phase: 'waiting', canRetry: false });
    actor.send({ type: 'palette.close' });
    expect(connectCommandPalette(actor.getSnapshot())).toMatchObject({ open: false, query: '', phase: null });
    actor.stop();
  });
});
