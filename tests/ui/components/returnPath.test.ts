import { describe, expect, it } from 'vitest';
import { isAppPath, returnPathOf, withReturnPath } from '../../../src/ui/components/returnPath.ts';

// A screen opened from another one returns there (the event editor from a profile's Events tab), else to its home;
// only an address of this app is followed.

describe('return path', () => {
  it("carries the opening screen's address, query included, and reads it back", () => {
    const href = withReturnPath('/calendar/3/events/7/edit', '/customers/12?tab=events');
    expect(href).toBe('/calendar/3/events/7/edit?from=%2Fcustomers%2F12%3Ftab%3Devents');
    expect(returnPathOf(href.split('?')[1] ?? '', '/calendar')).toBe('/customers/12?tab=events');
    expect(withReturnPath('/calendar/events/create?start=2026-12-01T09:00', '/leads/4')).toBe('/calendar/events/create?start=2026-12-01T09%3A00&from=%2Fleads%2F4');
  });

  it('falls back to the home screen without one, or for an address outside the app', () => {
    expect(returnPathOf('', '/calendar')).toBe('/calendar');
    for (const from of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'customers/12']) {
      expect(isAppPath(from)).toBe(false);
      expect(returnPathOf(new URLSearchParams({ from }).toString(), '/calendar')).toBe('/calendar');
    }
  });
});
