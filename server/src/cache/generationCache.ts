/**
 * A bounded in-memory cache of values read from the database at some write generation (writeGeneration.ts).
 * An entry answers only while the generation it was read at is still the current one and its own deadline has not
 * passed; the least recently used entries go first when the total weight would exceed the budget.
 */
export type CacheEntryOptions = {
  /** The write generation read when the read that produced the value started. */
  readonly generation: number;
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

type Entry<V> = { readonly value: V } & CacheEntryOptions;

export function createGenerationCache<V>(maxWeight: number): GenerationCache<V> {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();
  let weight = 0;
  let newestGeneration = 0;

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
      // A read that started before the latest write may hold data that write changed: never keep it.
      if (options.generation < newestGeneration || options.weight > maxWeight) return;
      if (options.generation > newestGeneration) {
        // Every entry of an older generation is dead: free the budget at once rather than one eviction at a time.
        entries.clear();
        weight = 0;
        newestGeneration = options.generation;
      }
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      for (const [oldKey, oldEntry] of entries) {
        if (weight + options.weight <= maxWeight) break;
        remove(oldKey, oldEntry);
      }
      entries.set(key, { value, ...options });
      weight += options.weight;
    },
    size: () => entries.size,
  };
}
