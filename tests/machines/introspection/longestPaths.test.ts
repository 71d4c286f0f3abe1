import { describe, expect, it } from 'vitest';
import { longestPaths } from '../../../src/machines/introspection/longestPaths.ts';

const path = (name: string, ...events: string[]) => ({ name, steps: events.map((type) => ({ event: { type } })) });

// What xstate/graph's deduplication returns (its paths that begin no longer path, longest first, ties in their order),
// which the generator now asks for without xstate's quadratic pass: the recorded path names depend on this order.
describe('longestPaths', () => {
  it('drops every path that begins a longer one, and a repeated one, keeping the longest first and ties in order', () => {
    const paths = [path('a', 'x'), path('ab', 'x', 'y'), path('c', 'z'), path('abc', 'x', 'y', 'w'), path('ab again', 'x', 'y'), path('ad', 'x', 'q'), path('zz', 'z', 'z')];
    expect(longestPaths(paths).map((p) => p.name)).toEqual(['abc', 'ad', 'zz']);
  });

  it('tells events apart by their whole content, not their type alone', () => {
    const withValue = (name: string, ...values: number[]) => ({ name, steps: values.map((value) => ({ event: { type: 'set', value } })) });
    expect(longestPaths([withValue('one', 1), withValue('two', 2), withValue('one-two', 1, 2)]).map((p) => p.name)).toEqual(['one-two', 'two']);
  });

  it('keeps the empty path only when it is the only one', () => {
    expect(longestPaths([path('initial')]).map((p) => p.name)).toEqual(['initial']);
    expect(longestPaths([path('initial'), path('a', 'x')]).map((p) => p.name)).toEqual(['a']);
  });

  it('does not take an event whose text holds a line break for two events', () => {
    const odd = { name: 'odd', steps: [{ event: { type: 'a\nb' } }] };
    expect(longestPaths([path('ab', 'a', 'b'), odd]).map((p) => p.name)).toEqual(['ab', 'odd']);
  });
});
