import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Network, NotFound } from '../../../src/api/errors.ts';
import { connectRecord } from '../../../src/machines/generic/record.connect.ts';
import { recordLogic } from '../../../src/machines/generic/record.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// A record the server does not have is a state of the record machine, reached because the logic consumes the API's
// typed NotFound (Effect.catchTag): connect says `notFound` (no retry) and the view never reads the error's tag.

const { client } = fakeApiClient(() => ({ status: 200, body: {} }));
const missingMessage = { ns: 'errors', key: 'guards.missingId', params: {} } as const;

const answering = (answers: Array<Effect.Effect<{ id: number }, NotFound | Network>>) => {
  let call = 0;
  return recordLogic(() => answers[Math.min(call++, answers.length - 1)]!);
};

describe('record not found', () => {
  it("a 404 on the first read ends in notFound: no failure to retry, the server's words for it", async () => {
    const actor = createActor(answering([Effect.fail(new NotFound({ message: 'La richiesta n. 4 non esiste più.' }))]).bind(client, undefined), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(connectRecord(actor.getSnapshot())).toEqual({
      record: null,
      missing: null,
      notFound: true,
      notFoundMessage: 'La richiesta n. 4 non esiste più.',
      errorTag: 'NotFound',
      loading: false,
      failed: true,
      reloading: false,
      canRetry: false,
      canReload: false,
    });
  });

  it('any other failure stays a failure with its retry', async () => {
    const actor = createActor(answering([Effect.fail(new Network({ cause: null }))]).bind(client, undefined), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ notFound: false, failed: true, errorTag: 'Network', canRetry: true });
  });

  it('a record gone while on screen: the reload keeps it and says NotFound beside it', async () => {
    const logic = answering([Effect.succeed({ id: 4 }), Effect.fail(new NotFound({ message: 'No.' }))]);
    const actor = createActor(logic.bind(client, undefined), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'record.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ record: { id: 4 }, notFound: false, failed: false, errorTag: 'NotFound', canReload: true });
  });

  it('a record with fields named like the "none" answer is still a record', async () => {
    const lookalike = { id: 4, notFound: true, message: null };
    const actor = createActor(recordLogic(() => Effect.succeed(lookalike)).bind(client, undefined), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('checking'));
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ record: lookalike, notFound: false, failed: false, errorTag: null });
  });

  it('another id under the same screen: the record on screen is dropped and the new one read (from any state)', async () => {
    const reads: number[] = [];
    const logic = recordLogic((_client, id: number) => {
      reads.push(id);
      return id === 9 ? Effect.fail(new NotFound({ message: 'No.' })) : Effect.succeed({ id });
    });
    const actor = createActor(logic.bind(client, undefined), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'record.open', id: 7 });
    expect(connectRecord(actor.getSnapshot()).record).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ record: { id: 7 }, notFound: false, errorTag: null });
    actor.send({ type: 'record.open', id: 9 });
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(connectRecord(actor.getSnapshot()).notFoundMessage).toBe('No.');
    actor.send({ type: 'record.open', id: 5 });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(connectRecord(actor.getSnapshot())).toMatchObject({ record: { id: 5 }, notFound: false, notFoundMessage: null });
    actor.send({ type: 'record.open', id: null });
    expect(actor.getSnapshot().matches('missingId')).toBe(true);
    expect(reads).toEqual([4, 7, 9, 5]);
  });
});
