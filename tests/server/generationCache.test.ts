import { describe, expect, it } from 'vitest';
import { createGenerationCache } from '../../server/src/cache/generationCache.ts';

const at = (generation: number, weight = 1, expiresAt = 1_000, currentGeneration = generation) => ({ generation, currentGeneration, weight, expiresAt });

describe('generation cache', () => {
  it('answers while the generation is the one the value was read at', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('k', 'v', at(3));
    expect(cache.get('k', 3, 0)).toBe('v');
    expect(cache.get('k', 4, 0)).toBeUndefined();
    // Dropped, not merely hidden: a later look-up at the old generation finds nothing either.
    expect(cache.get('k', 3, 0)).toBeUndefined();
  });

  it('never keeps a value whose scope was written while it was read', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('new', 'fresh', at(5));
    cache.set('old', 'stale', at(4, 1, 1_000, 5));
    expect(cache.size()).toBe(1);
    expect(cache.get('old', 4, 0)).toBeUndefined();
    expect(cache.get('new', 5, 0)).toBe('fresh');
  });

  it('keeps entries of different scopes side by side (each with its own stamp)', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('acme', 'a', at(7));
    cache.set('borgo', 'b', at(2));
    expect(cache.get('acme', 7, 0)).toBe('a');
    expect(cache.get('borgo', 2, 0)).toBe('b');
  });

  it('stops answering at the deadline', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('k', 'v', at(0, 1, 100));
    expect(cache.get('k', 0, 99)).toBe('v');
    expect(cache.get('k', 0, 100)).toBeUndefined();
  });

  it('evicts the least recently used entries to stay within the budget', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('a', 'A', at(0, 4));
    cache.set('b', 'B', at(0, 4));
    expect(cache.get('a', 0, 0)).toBe('A'); // now 'b' is the least recently used
    cache.set('c', 'C', at(0, 4));
    expect(cache.get('b', 0, 0)).toBeUndefined();
    expect(cache.get('a', 0, 0)).toBe('A');
    expect(cache.get('c', 0, 0)).toBe('C');
  });

  it('does not keep a value larger than the whole budget, nor count a replaced value twice', () => {
    const cache = createGenerationCache<string>(10);
    cache.set('big', 'x'.repeat(11), at(0, 11));
    expect(cache.get('big', 0, 0)).toBeUndefined();
    cache.set('k', 'v1', at(0, 6));
    cache.set('k', 'v2', at(0, 6));
    cache.set('other', 'o', at(0, 4));
    expect(cache.get('k', 0, 0)).toBe('v2');
    expect(cache.get('other', 0, 0)).toBe('o');
  });
});
