import { describe, expect, it } from 'vitest';
import { expiredHintKey, expiredOn, tenantToday } from '../../../src/ui/quotes/quoteExpiry.ts';

// Sending an expired quote asks for a confirmation naming the day it expired: which quotes are expired, and on
// which day "today" is for the tenant.

describe('quote expiry', () => {
  it('is valid through its last day and expired from the next', () => {
    expect(expiredOn({ validUntil: '2026-11-27' }, '2026-11-27')).toBeNull();
    expect(expiredOn({ validUntil: '2026-11-26' }, '2026-11-27')).toBe('2026-11-26');
    expect(expiredOn({ validUntil: null }, '2026-11-27')).toBeNull();
  });

  it('counts days on the tenant’s wall clock, not UTC', () => {
    // 23:30 UTC on 27 November is already 28 November in Rome.
    expect(tenantToday('Europe/Rome', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(tenantToday('Not/AZone', new Date('2026-11-27T12:00:00Z'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('advises a draft to update its validity, and a sent quote (whose content stays) to be duplicated', () => {
    expect(expiredHintKey('draft')).toBe('quotes:send.expiredHint');
    for (const status of ['sent', 'accepted', 'rejected'] as const) expect(expiredHintKey(status)).toBe('quotes:send.expiredHintSent');
  });
});
