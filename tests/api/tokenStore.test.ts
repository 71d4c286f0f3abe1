import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../src/api/tokenStore.ts';
import { TOKEN_STORAGE_KEYS } from '../../src/domain/constants/auth.ts';
import { createMemoryStorage } from './doubles/memoryStorage.ts';

describe('tokenStore', () => {
  it('stores under the three spec keys and reads fresh every time', () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage);
    store.write({ accessToken: 'a', refreshToken: 'r', expiresAt: 1000 });
    expect(storage.entries.get(TOKEN_STORAGE_KEYS.accessToken)).toBe('a');
    expect(storage.entries.get(TOKEN_STORAGE_KEYS.expiresAt)).toBe('1000');
    expect(storage.entries.get(TOKEN_STORAGE_KEYS.refreshToken)).toBe('r');
    storage.setItem(TOKEN_STORAGE_KEYS.accessToken, 'from-another-tab');
    expect(store.accessToken()).toBe('from-another-tab');
  });

  it('knows when the token is expired', () => {
    const store = createTokenStore(createMemoryStorage());
    expect(store.isExpired(0)).toBe(true);
    store.write({ accessToken: 'a', refreshToken: 'r', expiresAt: 1000 });
    expect(store.isExpired(999)).toBe(false);
    expect(store.isExpired(1000)).toBe(true);
  });

  it('clears, telling whether there was anything to clear', () => {
    const store = createTokenStore(createMemoryStorage());
    store.write({ accessToken: 'a', refreshToken: 'r', expiresAt: 1000 });
    expect(store.clear()).toBe(true);
    expect(store.read()).toBeUndefined();
    expect(store.clear()).toBe(false);
  });
});
