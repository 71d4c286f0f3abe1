import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../src/domain/todayIn.ts';

// Today on the tenant's wall clock: through Temporal where the browser has it (no ICU data loaded on the main thread,
// issue 36 point 4), else through Intl; both give the same day.

const INSTANTS = [Date.UTC(2026, 10, 28, 12), Date.UTC(2026, 11, 31, 23, 30), Date.UTC(2026, 2, 29, 0, 30), Date.UTC(2026, 9, 24, 22, 59), Date.UTC(2027, 0, 1, 0, 0)];
const ZONES = ['Europe/Rome', 'Pacific/Kiritimati', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata'];

describe('todayIn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the same day with Temporal as with Intl, across zones and the year\'s edges', () => {
    const withIntl = INSTANTS.flatMap((at) => ZONES.map((zone) => todayIn(zone, new Date(at))));
    vi.stubGlobal('Temporal', Temporal);
    const withTemporal = INSTANTS.flatMap((at) => ZONES.map((zone) => todayIn(zone, new Date(at))));
    expect(withTemporal).toEqual(withIntl);
    expect(todayIn('Pacific/Kiritimati', new Date(Date.UTC(2026, 11, 31, 12)))).toBe('2027-01-01');
  });

  it('with Temporal, asks Intl for nothing', () => {
    vi.stubGlobal('Temporal', Temporal);
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    expect(todayIn('Europe/Rome', new Date(Date.UTC(2026, 10, 28, 23, 30)))).toBe('2026-11-29');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('falls back to the device\'s day for a zone that does not exist, with or without Temporal', () => {
    const at = new Date(Date.UTC(2026, 10, 28, 12));
    const device = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, at);
    expect(todayIn('Nowhere/City', at)).toBe(device);
    vi.stubGlobal('Temporal', Temporal);
    expect(todayIn('Nowhere/City', at)).toBe(device);
  });
});
