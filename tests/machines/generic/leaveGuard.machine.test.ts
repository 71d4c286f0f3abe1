import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { leaveGuardMachine, type Leaving } from '../../../src/machines/generic/leaveGuard.machine.ts';

const toTasks: Leaving = { kind: 'path', to: '/tasks', replace: false };

const start = () => {
  const left: Leaving[] = [];
  const actor = createActor(leaveGuardMachine.provide({ actions: { leave: (_, { leaving }) => void left.push(leaving) } })).start();
  return { actor, left };
};

describe('leave guard machine', () => {
  it('lets a request through at once when nothing is unsaved', () => {
    const { actor, left } = start();
    actor.send({ type: 'leave.request', leaving: toTasks, unsaved: false });
    expect(left).toEqual([toTasks]);
    expect(actor.getSnapshot().matches('free')).toBe(true);
  });

  it('asks when there are unsaved changes; staying drops the request', () => {
    const { actor, left } = start();
    actor.send({ type: 'leave.request', leaving: toTasks, unsaved: true });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual(toTasks);
    actor.send({ type: 'leave.stay' });
    expect(left).toEqual([]);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('discarding carries out the request that was held back (back button too)', () => {
    const { actor, left } = start();
    actor.send({ type: 'leave.request', leaving: { kind: 'back' }, unsaved: true });
    actor.send({ type: 'leave.request', leaving: toTasks, unsaved: true });
    actor.send({ type: 'leave.discard' });
    expect(left).toEqual([{ kind: 'back' }]);
    expect(actor.getSnapshot().matches('free')).toBe(true);
  });
});
