import { Schedule } from 'effect';
import { describe, expect, it } from 'vitest';
import { reconnectBackoff, scheduleDelaysMs } from '../../../src/machines/notificationStream/reconnectBackoff.ts';

// The stream's reconnection back-off is an Effect schedule: the delays it yields, and that it never stops.

describe('reconnectBackoff', () => {
  it('yields 1 s, doubling, capped at 30 s, for as many attempts as there are', () => {
    expect(scheduleDelaysMs(reconnectBackoff, 9)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
  });

  it('reads the delays of any schedule without waiting for them', () => {
    expect(scheduleDelaysMs(Schedule.spaced('250 millis'), 3)).toEqual([250, 250, 250]);
  });
});
