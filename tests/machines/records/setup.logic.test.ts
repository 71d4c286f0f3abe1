import { Effect } from 'effect';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { setupMarking, setupRecord } from '../../../src/machines/records/setup.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The first-run checklist's logic against a fake client: what the setup route and banner read, and what a mark sends.

const missingMessage = { ns: 'errors', key: 'notFound', params: {} } as const;
const STATE = { steps: [{ step: 'identity', done: true }], finished: false };

describe('setup logic', () => {
  it('setupRecord reads /setup (the fixed id of the screens is not sent)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: STATE }));
    const actor = createActor(setupRecord.bind(client, undefined), { input: { id: 1, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls.map((call) => [call.method, call.path])).toEqual([['GET', '/setup']]);
    expect(actor.getSnapshot().context.record).toEqual(STATE);
  });

  it('setupMarking sends the step and whether it is done, and answers the checklist', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: STATE }));
    const answer = await Effect.runPromise(setupMarking.execute(client, { step: 'identity', done: true }));
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', path: '/setup/steps/{step}', body: { done: true } })]);
    expect(calls[0]?.params).toMatchObject({ path: { step: 'identity' } });
    expect(answer).toEqual(STATE);
  });
});
