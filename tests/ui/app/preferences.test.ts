import { describe, expect, it } from 'vitest';
import { changedPreferences, initialPreferenceValues } from '../../../src/ui/settings/preferenceFields.ts';
import { weekdayNames } from '../../../src/domain/weekdayNames.ts';
import { storedSessionOf } from '../../../src/machines/session/session.logic.ts';
import { createTokenStore } from '../../../src/api/tokenStore.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
};

describe('settings forms', () => {
  it('start from the saved preference or the default, and save only what changed', () => {
    const fields = [
      { key: 'language', label: 'Lingua', options: [], fallback: 'it' },
      { key: 'first_day_of_week', label: 'Giorno', options: [], fallback: '1' },
    ] as const;
    const initial = initialPreferenceValues(fields, { language: 'en' });
    expect(initial).toEqual({ language: 'en', first_day_of_week: '1' });
    expect(changedPreferences(initial, { language: 'en', first_day_of_week: '0' })).toEqual({ first_day_of_week: '0' });
  });

  it('names weekdays from Sunday (0) in the language', () => {
    expect(weekdayNames('it')[0]).toBe('Domenica');
    expect(weekdayNames('en')[1]).toBe('Monday');
  });
});

describe('stored session at start', () => {
  it('is none without tokens, expired past the expiry, valid before', () => {
    const store = createTokenStore(memory());
    expect(storedSessionOf(store, 1000)).toBeNull();
    store.write({ accessToken: 'a', refreshToken: 'r', expiresAt: 5000 });
    expect(storedSessionOf(store, 1000)).toEqual({ refreshToken: 'r', expired: false });
    expect(storedSessionOf(store, 6000)).toEqual({ refreshToken: 'r', expired: true });
  });
});
