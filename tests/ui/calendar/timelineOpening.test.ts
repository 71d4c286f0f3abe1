import { describe, expect, it } from 'vitest';
import { mondayOf, openingMonday } from '../../../src/ui/calendar/timelineDays.ts';

describe('the timeline opens on the Monday of today on the tenant’s wall clock', () => {
  it('a Monday 00:30 in Rome (Sunday 23:30 UTC) opens on that Monday, not the week before', () => {
    const now = new Date(Date.UTC(2026, 10, 29, 23, 30));
    expect(openingMonday('Europe/Rome', now)).toBe('2026-11-30');
    expect(openingMonday('UTC', now)).toBe('2026-11-23');
  });

  it('any day of a week gives its Monday; Sunday belongs to the week before', () => {
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
  });
});
