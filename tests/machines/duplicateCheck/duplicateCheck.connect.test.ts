import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectDuplicateCheck } from '../../../src/machines/duplicateCheck/duplicateCheck.connect.ts';
import { createDuplicateCheckLogic } from '../../../src/machines/duplicateCheck/duplicateCheck.logic.ts';
import { DUPLICATE_CHECK_DELAY_MS } from '../../../src/machines/duplicateCheck/duplicateCheck.machine.ts';
import { fakeApiClient, type FakeAnswer } from '../fakeApiClient.ts';

// What the duplicate warning shows, read from snapshots alone, with the look-up the logic makes given a client.

const match = { id: 5, name: 'Rossi 4711', type: 'company', city: null, reason: 'name' };

const start = (answer: () => FakeAnswer) => {
  const { client, calls } = fakeApiClient(answer);
  const actor = createActor(createDuplicateCheckLogic(client)).start();
  return { actor, calls, view: () => connectDuplicateCheck(actor.getSnapshot()) };
};

describe('duplicateCheck.connect and logic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the matches the server found for what is typed, only after the pause', async () => {
    const { actor, calls, view } = start(() => ({ status: 200, body: [match] }));
    actor.send({ type: 'duplicates.typed', query: { name: 'Rossi' } });
    expect(view()).toEqual({ matches: [], failed: false });
    await vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS);
    expect(calls).toMatchObject([{ method: 'GET', path: '/profiles/duplicates', params: { query: { name: 'Rossi' } } }]);
    expect(view()).toEqual({ matches: [match], failed: false });
    // Typing again hides the old matches until the server answers for the new text.
    actor.send({ type: 'duplicates.typed', query: { name: 'Rossi 47' } });
    expect(view().matches).toEqual([]);
  });

  it('a failed look-up shows no matches and says so quietly', async () => {
    const { actor, view } = start(() => ({ status: 500, body: { message: 'down' } }));
    actor.send({ type: 'duplicates.typed', query: { email: 'a@b.test' } });
    await vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS);
    expect(view()).toEqual({ matches: [], failed: true });
  });
});
