import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import { liveActorOf, registerLiveActor, subscribeLiveActors } from '../../../src/machines/liveActors.ts';
import { activeStateIds, leafStateIds } from '../../../src/ui/processes/activeStates.ts';

describe('live actors', () => {
  it('registers an actor under its machine id until it unregisters; a newer one is not removed by an older unregister', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLiveActors(listener);
    const first = createActor(sessionEntry.stubbed, { input: { storedSession: null } });
    const second = createActor(sessionEntry.stubbed, { input: { storedSession: null } });
    const unregisterFirst = registerLiveActor('session', first);
    const unregisterSecond = registerLiveActor('session', second);
    unregisterFirst();
    expect(liveActorOf('session')).toBe(second);
    unregisterSecond();
    expect(liveActorOf('session')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});

describe('active states', () => {
  it('are the states a snapshot is in, ancestors and parallel regions included', () => {
    const graph = introspectMachine(sessionEntry.machine);
    const actor = createActor(sessionEntry.stubbed, { input: { storedSession: { refreshToken: 'r', expired: false } } }).start();
    actor.send({ type: 'xstate.done.actor.loadTenant', output: { slug: 'acme' } } as never);
    const active = activeStateIds(graph, actor.getSnapshot());
    expect(active).toContain('session');
    expect(active).toContain('session.booting.startingUp');
    expect(active).toContain('session.booting.startingUp.user.loading');
    expect(active).not.toContain('session.booting.startingUp.user.done');
    expect(leafStateIds(graph, active)).toEqual([
      'session.booting.startingUp.settings.loading',
      'session.booting.startingUp.user.loading',
      'session.booting.startingUp.permissions.loading',
      'session.booting.startingUp.preferences.loading',
    ]);
    actor.stop();
  });
});
