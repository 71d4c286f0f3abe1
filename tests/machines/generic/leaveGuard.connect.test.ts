import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectLeaveGuard } from '../../../src/machines/generic/leaveGuard.connect.ts';
import { leaveGuardMachine, type Leaving } from '../../../src/machines/generic/leaveGuard.machine.ts';

// The unsaved-changes dialog from the guard's snapshots: closed while nothing is pending, asking with where the
// user wanted to go, and the two answers offered only while it asks.

const guard = () => {
  const left: Leaving[] = [];
  const actor = createActor(leaveGuardMachine.provide({ actions: { leave: (_, { leaving }) => left.push(leaving) } })).start();
  return { actor, left };
};

describe('connectLeaveGuard', () => {
  it('a request without changes leaves at once: the dialog never opens', () => {
    const { actor, left } = guard();
    actor.send({ type: 'leave.request', leaving: { kind: 'back' }, unsaved: false });
    expect(connectLeaveGuard(actor.getSnapshot())).toEqual({ asking: false, pending: null, canStay: false, canDiscard: false });
    expect(left).toEqual([{ kind: 'back' }]);
  });

  it('with changes it asks, keeping the destination; staying closes the dialog without leaving', () => {
    const { actor, left } = guard();
    const to: Leaving = { kind: 'path', to: '/articles', replace: false };
    actor.send({ type: 'leave.request', leaving: to, unsaved: true });
    expect(connectLeaveGuard(actor.getSnapshot())).toEqual({ asking: true, pending: to, canStay: true, canDiscard: true });
    actor.send({ type: 'leave.stay' });
    expect(connectLeaveGuard(actor.getSnapshot())).toMatchObject({ asking: false, canStay: false, canDiscard: false });
    expect(left).toEqual([]);
  });

  it('discarding leaves for the destination asked', () => {
    const { actor, left } = guard();
    actor.send({ type: 'leave.request', leaving: { kind: 'path', to: '/quotes', replace: true }, unsaved: true });
    actor.send({ type: 'leave.discard' });
    expect(connectLeaveGuard(actor.getSnapshot()).asking).toBe(false);
    expect(left).toEqual([{ kind: 'path', to: '/quotes', replace: true }]);
  });
});
