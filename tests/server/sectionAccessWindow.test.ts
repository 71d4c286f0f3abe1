import { describe, expect, it } from 'vitest';
import { loadConfig, sectionWindowSeconds } from '../../server/src/config.ts';
import { isValidAt, remainingSeconds, validUntil } from '../../server/src/modules/sectionAccesses/validity.ts';

// The section login window (spec §4: 10 minutes) is the server's configuration, so browser tests can shorten it.

describe('section access window', () => {
  it('is 600 seconds unless SECTION_ACCESS_WINDOW_SECONDS says otherwise', () => {
    const standard = loadConfig({});
    const short = loadConfig({ SECTION_ACCESS_WINDOW_SECONDS: '8' });
    expect(standard.ok && standard.value.sectionAccessWindowSeconds).toBe(600);
    expect(short.ok && short.value.sectionAccessWindowSeconds).toBe(8);
    expect(loadConfig({ SECTION_ACCESS_WINDOW_SECONDS: '0' }).ok).toBe(false);
  });

  it('can give some tenants a window of their own (SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT)', () => {
    const loaded = loadConfig({ SECTION_ACCESS_WINDOW_SECONDS: '300', SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: 'borgo=8, cantiere=20' });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(sectionWindowSeconds(loaded.value, 'borgo')).toBe(8);
    expect(sectionWindowSeconds(loaded.value, 'cantiere')).toBe(20);
    expect(sectionWindowSeconds(loaded.value, 'acme')).toBe(300);
    expect(loadConfig({ SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: 'borgo=0' }).ok).toBe(false);
    expect(loadConfig({ SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: 'borgo' }).ok).toBe(false);
  });

  it('ends the login the window after it, across midnight, and counts the seconds left', () => {
    expect(validUntil('2026-03-29 23:59:58', 600)).toBe('2026-03-30 00:09:58');
    expect(validUntil('2026-03-29 10:00:00', 8)).toBe('2026-03-29 10:00:08');
    expect(isValidAt('2026-03-29 10:00:00', '2026-03-29 10:00:07', 8)).toBe(true);
    expect(isValidAt('2026-03-29 10:00:00', '2026-03-29 10:00:08', 8)).toBe(false);
    expect(remainingSeconds('2026-03-29 10:00:00', '2026-03-29 10:04:30', 600)).toBe(330);
    expect(remainingSeconds('2026-03-29 10:00:00', '2026-03-29 10:20:00', 600)).toBe(0);
  });
});
