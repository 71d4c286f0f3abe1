// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { structurallyEqual } from '../../../src/ui/components/structurallyEqual.ts';
import { useConnected } from '../../../src/ui/components/useConnected.ts';

// One hook for every workflow screen (issue 32): connect runs on each snapshot, and the answer of the previous one is
// kept while its content is the same, so the screen renders again only when what it shows changed.

afterEach(cleanup);

describe('structurallyEqual', () => {
  it('same content in new objects and arrays is equal', () => {
    expect(structurallyEqual({ a: 1, b: { c: ['x', { d: null }] } }, { a: 1, b: { c: ['x', { d: null }] } })).toBe(true);
  });

  it('a changed nested value, a missing or extra key, a longer array is not', () => {
    expect(structurallyEqual({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe(false);
    expect(structurallyEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(structurallyEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(structurallyEqual([1], [1, 1])).toBe(false);
    expect(structurallyEqual({ a: [] }, { a: {} })).toBe(false);
  });

  it('functions, dates and instances count by identity (a new handler is a change, never kept stale)', () => {
    const handler = () => undefined;
    expect(structurallyEqual({ onPress: handler }, { onPress: handler })).toBe(true);
    expect(structurallyEqual({ onPress: () => undefined }, { onPress: () => undefined })).toBe(false);
    expect(structurallyEqual(new Date(0), new Date(0))).toBe(false);
  });
});

const counter = setup({
  types: { context: {} as { count: number; noise: number }, events: {} as { type: 'count' } | { type: 'noise' } },
}).createMachine({
  context: { count: 0, noise: 0 },
  on: {
    count: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    noise: { actions: assign({ noise: ({ context }) => context.noise + 1 }) },
  },
});

// A connect function that builds a new nested object each time, like the workflows' do.
const connectCounter = (snapshot: SnapshotFrom<typeof counter>) => ({ shown: { count: snapshot.context.count, labels: [String(snapshot.context.count)] } });

describe('useConnected', () => {
  it('keeps the same object while the content is the same, and answers a new one when a nested value changed', () => {
    const views: ReturnType<typeof connectCounter>[] = [];
    let send: (event: { type: 'count' } | { type: 'noise' }) => void = () => undefined;
    const Screen = () => {
      const actor = useActorRef(counter);
      send = actor.send;
      views.push(useConnected(actor, connectCounter));
      return null;
    };
    render(<Screen />);
    const first = views.at(-1);
    act(() => send({ type: 'noise' }));
    // A snapshot that changes nothing shown: no new render, the same object.
    expect(views.at(-1)).toBe(first);
    act(() => send({ type: 'count' }));
    expect(views.at(-1)).not.toBe(first);
    expect(views.at(-1)).toEqual({ shown: { count: 1, labels: ['1'] } });
  });

  it("passes the actor's send to a connect that takes it", () => {
    let seen: unknown;
    const Screen = () => {
      const actor = useActorRef(counter);
      const view = useConnected(actor, (snapshot, send) => ({ count: snapshot.context.count, add: () => send({ type: 'count' }) }));
      seen = view.count;
      return <button type="button" onClick={view.add}>add</button>;
    };
    const { getByRole } = render(<Screen />);
    act(() => getByRole('button').click());
    expect(seen).toBe(1);
  });
});
