import { describe, expect, it } from 'vitest';
import { API_BASE, createSessionServices } from '../../../src/machines/session/sessionServices.ts';

// The session's composition: both clients and the session logic made once, the stored session read from the storage given.

const memoryStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
};

describe('session services', () => {
  it('makes the two clients and the session logic, with no stored session in an empty storage, asking nothing yet', () => {
    const storage = memoryStorage();
    const focus: (() => void)[] = [];
    const services = createSessionServices({
      storage,
      language: () => 'it',
      applyLanguage: () => undefined,
      onWindowFocus: (listener) => {
        focus.push(listener);
        return () => undefined;
      },
      now: () => 0,
    });
    expect(API_BASE).toBe('/api');
    expect(typeof services.client.GET).toBe('function');
    expect(typeof services.bareClient.POST).toBe('function');
    expect(services.sessionLogic).toBeDefined();
    expect(services.sessionInput.storedSession).toBeNull();
    expect(storage.length).toBe(0);
  });
});
