import type * as Tempo from '@formkit/tempo';
import { describe, expect, it, vi } from 'vitest';

// Each day's text is made once (issue 36 point 4: tempo builds several Intl formatters per call, the dashboard's
// week of events paid ≈ 12 ms of its start-up there); the kept text never crosses languages, patterns or days.
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@formkit/tempo', async (original) => {
  const actual = await original<typeof Tempo>();
  return { ...actual, format: (...args: Parameters<typeof actual.format>) => ((calls.count += 1), actual.format(...args)) };
});

const { formatDay, formatDayLong } = await import('../../src/domain/dateFormat.ts');

describe('day names kept once made', () => {
  it('asks tempo once per language, pattern and day, and answers the same text', () => {
    const first = formatDay('2026-11-24 16:00:00', 'it');
    const before = calls.count;
    expect(formatDay('2026-11-24 16:00:00', 'it')).toBe(first);
    expect(calls.count).toBe(before);
    expect(formatDay('2026-11-24 16:00:00', 'en')).toBe('Tue 24 Nov');
    expect(formatDay('2026-11-25 16:00:00', 'it')).toBe('mer 25 nov');
    expect(formatDayLong('2026-11-24 16:00:00', 'it')).toBe('martedì 24 novembre 2026');
    expect(calls.count).toBe(before + 3);
    expect(first).toBe('mar 24 nov');
  });
});
