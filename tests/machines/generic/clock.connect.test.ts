import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectClock } from '../../../src/machines/generic/clock.connect.ts';
import { clockInput, clockLogic } from '../../../src/machines/generic/clock.logic.ts';
import { silentCallback } from '../../../src/machines/introspection/neverSettling.ts';

// The wall clock's view from its snapshots: the time it starts at, then each tick's.

describe('connectClock', () => {
  it('shows the start time on the zone wall clock, then the time of each tick', () => {
    const actor = createActor(clockLogic.provide({ actors: { ticker: silentCallback() } }), { input: clockInput('Europe/Rome', new Date('2026-03-02T08:00:00Z')) }).start();
    expect(connectClock(actor.getSnapshot())).toEqual({ now: '2026-03-02 09:00:00' });
    actor.send({ type: 'clock.tick', now: '2026-03-02 09:00:01' });
    expect(connectClock(actor.getSnapshot())).toEqual({ now: '2026-03-02 09:00:01' });
    actor.stop();
  });

  it('clockInput reads now in the zone given (New York is six hours behind Rome in March)', () => {
    expect(clockInput('America/New_York', new Date('2026-03-02T14:00:00Z'))).toEqual({ timeZone: 'America/New_York', now: '2026-03-02 09:00:00' });
  });
});
