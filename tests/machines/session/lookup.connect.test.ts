import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NotFound } from '../../../src/api/errors.ts';
import { connectLookup } from '../../../src/machines/session/lookup.connect.ts';
import { createLookupMachine } from '../../../src/machines/session/lookup.machine.ts';

// A guest screen's lookup from its snapshots: loading, the record found, a failure with its tag and a retry.

const lookupOf = (answers: Array<() => Promise<{ email: string }>>) => {
  let call = 0;
  return createLookupMachine<{ email: string }>().provide({ actors: { lookup: fromPromise(() => answers[call++]!()) } });
};

describe('connectLookup', () => {
  it('loads, then shows the record found (no retry offered)', async () => {
    const actor = createActor(lookupOf([() => Promise.resolve({ email: 'a@b.it' })])).start();
    expect(connectLookup(actor.getSnapshot())).toEqual({ result: null, errorTag: null, loading: true, canRetry: false });
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    expect(connectLookup(actor.getSnapshot())).toEqual({ result: { email: 'a@b.it' }, errorTag: null, loading: false, canRetry: false });
  });

  it('a failure shows its tag and offers the retry, which loads again', async () => {
    const actor = createActor(lookupOf([() => Promise.reject(new NotFound({ message: 'gone' })), () => Promise.resolve({ email: 'a@b.it' })])).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(connectLookup(actor.getSnapshot())).toEqual({ result: null, errorTag: 'NotFound', loading: false, canRetry: true });
    actor.send({ type: 'lookup.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('found'));
    expect(connectLookup(actor.getSnapshot()).result).toEqual({ email: 'a@b.it' });
  });
});
