import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bindLeaveGuard } from '../../../src/machines/generic/leaveGuard.logic.ts';
import type { Leaving } from '../../../src/machines/generic/leaveGuard.machine.ts';

// The bound leave guard: which navigations reach the router, and when.

describe('leave guard logic', () => {
  it('navigates at once when nothing is unsaved', () => {
    const left: Leaving[] = [];
    const actor = createActor(bindLeaveGuard((leaving) => left.push(leaving))).start();
    actor.send({ type: 'leave.request', leaving: { kind: 'path', to: '/tasks', replace: false }, unsaved: false });
    expect(left).toEqual([{ kind: 'path', to: '/tasks', replace: false }]);
    expect(actor.getSnapshot().matches('free')).toBe(true);
  });

  it('holds an unsaved leave until discarded, and drops it when the user stays', () => {
    const left: Leaving[] = [];
    const actor = createActor(bindLeaveGuard((leaving) => left.push(leaving))).start();
    actor.send({ type: 'leave.request', leaving: { kind: 'back' }, unsaved: true });
    expect(left).toEqual([]);
    actor.send({ type: 'leave.stay' });
    expect(left).toEqual([]);
    actor.send({ type: 'leave.request', leaving: { kind: 'path', to: '/works', replace: true }, unsaved: true });
    actor.send({ type: 'leave.discard' });
    expect(left).toEqual([{ kind: 'path', to: '/works', replace: true }]);
  });
});
