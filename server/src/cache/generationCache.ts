/**
 * A bounded in-memory cache of values read from the database at some write stamp (writeGeneration.ts).
 * An entry answers only while the stamp it was read at is still the current one for its scope and its own deadline
 * has not passed; the least recently used entries go first when the total weight would exceed the budget.
 */
export type CacheEntryOptions = {
  /** The write stamp of the value's scope when the read that produced the value started. */
  readonly generation: number;
  /** The same stamp now: when a write has moved it meanwhile, the value may hold what that write changed. */
  readonly currentGeneration: number;
  /** Milliseconds since the epoch after which the value is not served. */
  readonly expiresAt: number;
  /** Its share of the budget (bytes for responses, 1 for small records). */
  readonly weight: number;
};

export type GenerationCache<V> = {
  get(key: string, generation: number, nowMs: number): V | undefined;
  set(key: string, value: V, options: CacheEntryOptions): void;
  readonly size: () => number;
};

type Entry<V> = { readonly value: V } & Omit<CacheEntryOptions, 'currentGeneration'>;

export function createGenerationCache<V>(maxWeight: number): GenerationCache<V> {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();
  let weight = 0;

  const remove = (key: string, entry: Entry<V>): void => {
    entries.delete(key);
    weight -= entry.weight;
  };

  return {
    get(key, generation, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || nowMs >= entry.expiresAt) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, options) {
      // A read that started before the latest write of its scope may hold data that write changed: never keep it.
      if (options.generation !== options.currentGeneration || options.weight > maxWeight) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      for (const [oldKey, oldEntry] of entries) {
        if (weight + options.weight <= maxWeight) break;
        remove(oldKey, oldEntry);
      }
      entries.set(key, { value, generation: options.generation, expiresAt: options.expiresAt, weight: options.weight });
      weight += options.weight;
    },
    size: () => entries.size,
  };
}
