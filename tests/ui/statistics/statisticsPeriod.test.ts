import { describe, expect, it } from 'vitest';
import { periodReversed } from '../../../src/ui/statistics/statisticsPeriod.ts';

describe('the statistics period', () => {
  it('is reversed only when both ends are set and the start comes after the end', () => {
    expect(periodReversed('2026-12-01', '2026-01-01')).toBe(true);
    expect(periodReversed('2026-01-01', '2026-12-01')).toBe(false);
    expect(periodReversed('2026-06-01', '2026-06-01')).toBe(false);
    expect(periodReversed('2026-12-01', null)).toBe(false);
    expect(periodReversed(null, '2026-01-01')).toBe(false);
  });
});
