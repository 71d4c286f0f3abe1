import type { KeyValueStorage } from '../../../src/api/tokenStore.ts';

/** localStorage stand-in (Node has none); `entries` lets tests look inside. */
export const createMemoryStorage = (): KeyValueStorage & { readonly entries: Map<string, string> } => {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};
