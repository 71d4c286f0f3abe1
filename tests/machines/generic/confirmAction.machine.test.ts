import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createConfirmActionMachine } from '../../../src/machines/generic/confirmAction.machine.ts';
import { actorDone, actorError, generateMachinePaths, pathCoverage } from '../pathTestHelper.ts';
import { pendingPromise, tagged } from './stubs.ts';

type Payload = { id: number };
const machine = createConfirmActionMachine<Payload, string>();

describe('confirmAction machine: guards and actions', () => {
  it('acts on the payload after acceptance', async () => {
    const acted: Payload[] = [];
    const actor = createActor(machine.provide({ actors: { act: fromPromise(async ({ input }: { input: { payload: Payload } }) => (acted.push(input.payload), 'ok')) } })).start();
    actor.send({ type: 'confirm.open', payload: { id: 3 } });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(acted).toEqual([{ id: 3 }]);
    expect(actor.getSnapshot().context.result).toBe('ok');
  });

  it('a failure keeps the payload for retry and stores the tag; cancel clears it', () => {
    const actor = createActor(machine.provide({ actors: { act: pendingPromise<string, { payload: Payload }>() } })).start();
    actor.send({ type: 'confirm.open', payload: { id: 3 } });
    actor.send({ type: 'confirm.accept' });
    actor.send(actorError('act', tagged('Conflict')) as never);
    expect(actor.getSnapshot().context).toMatchObject({ payload: { id: 3 }, errorTag: 'Conflict' });
    // An in-use conflict is not fixed by trying again.
    expect(actor.getSnapshot().can({ type: 'confirm.retry' })).toBe(false);
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().context.payload).toBeNull();
  });

  it("keeps the server's words of a refusal (409/422) for the dialog, none for other failures, and forgets them on cancel", () => {
    const actor = createActor(machine.provide({ actors: { act: pendingPromise<string, { payload: Payload }>() } })).start();
    actor.send({ type: 'confirm.open', payload: { id: 3 } });
    actor.send({ type: 'confirm.accept' });
    actor.send(actorError('act', { _tag: 'Conflict', message: 'Used by 12 articles.' }) as never);
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: 'Conflict', refusal: 'Used by 12 articles.' });
    actor.send({ type: 'confirm.cancel' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'confirm.open', payload: { id: 4 } });
    actor.send({ type: 'confirm.accept' });
    actor.send(actorError('act', { _tag: 'Network', message: 'fetch failed' }) as never);
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: 'Network', refusal: null });
  });

  it.each([
    ['Network', true],
    ['Server', true],
    ['Forbidden', false],
    ['NotFound', false],
  ] as const)('after a %s failure retry is allowed: %s', (tag, allowed) => {
    const actor = createActor(machine.provide({ actors: { act: pendingPromise<string, { payload: Payload }>() } })).start();
    actor.send({ type: 'confirm.open', payload: { id: 3 } });
    actor.send({ type: 'confirm.accept' });
    actor.send(actorError('act', tagged(tag)) as never);
    expect(actor.getSnapshot().can({ type: 'confirm.retry' })).toBe(allowed);
  });

  it('cannot be cancelled while acting', () => {
    const actor = createActor(machine.provide({ actors: { act: pendingPromise<string, { payload: Payload }>() } })).start();
    actor.send({ type: 'confirm.open', payload: { id: 1 } });
    actor.send({ type: 'confirm.accept' });
    expect(actor.getSnapshot().can({ type: 'confirm.cancel' })).toBe(false);
  });
});

describe('confirmAction machine: generated paths', () => {
  const stubbed = machine.provide({ actors: { act: pendingPromise<string, { payload: Payload }>() } });
  const paths = generateMachinePaths(stubbed, {
    events: [
      { type: 'confirm.open', payload: { id: 1 } },
      { type: 'confirm.accept' },
      { type: 'confirm.cancel' },
      { type: 'confirm.retry' },
      actorDone('act', 'ok'),
      actorError('act', tagged('Server')),
    ],
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await path.run();
  });
});
