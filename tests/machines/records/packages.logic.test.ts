import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { evaluationSetup, unratedPackages } from '../../../src/machines/packageEvaluation/packageEvaluation.logic.ts';
import { packageGoalRecord, packageQuery, packageUpdate } from '../../../src/machines/records/packages.logic.ts';
import type { PackageInput } from '../../../src/api/packages.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The evaluators' packages bound to the API, driven against a fake client.

const page = (items: unknown[]) => ({ items, meta: { currentPage: 1, lastPage: 1, perPage: 100, total: items.length } });

describe('packages.logic', () => {
  it('an edit the form found unchanged (body null) makes no call and answers null', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 5 } }));
    expect(await Effect.runPromise(packageUpdate.submit(client, { id: 5, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('a goal is read as the package assigns it: the package from the context, the goal from the address', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 8, title: 'Fatturato' } }));
    const actor = createActor(packageGoalRecord.bind(client, 3), { input: { id: 8, missingMessage: { ns: 'errors' as const, key: 'missing', params: {} } } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toEqual([{ method: 'GET', path: '/packages/{id}/goals/{goalId}', params: { path: { id: 3, goalId: 8 } }, body: undefined }]);
  });

  it('an update is a PUT on the package; the list and its export ask with the order and search', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: {} }));
    const body = { userId: 1, evaluatorId: 2, year: 2026 } as unknown as PackageInput;
    await Effect.runPromise(packageUpdate.submit(client, { id: 5, body }));
    expect(calls[0]).toEqual({ method: 'PUT', path: '/packages/{id}', params: { path: { id: 5 } }, body });
    expect(packageQuery({ search: 'Rossi' }, '-year')).toEqual({ sort: '-year', search: 'Rossi' });
    expect(packageQuery({}, null)).toEqual({});
  });

  it("the unrated packages are asked only once the confirmation names a year: the year's assigned ones", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page([{ id: 1 }]) }));
    expect(await Effect.runPromise(unratedPackages.load(client, null))).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await Effect.runPromise(unratedPackages.load(client, 2026))).toEqual([{ id: 1 }]);
    expect(calls).toMatchObject([{ path: '/packages', params: { query: { year: 2026, status: 'assigned', pageSize: 100 } } }]);
  });

  it("the evaluation panel's setup is the package's evaluations and the rating scale", async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: call.path === '/ratings' ? page([{ id: 1, value: 3, label: 'Buono' }]) : page([]) }));
    const setup = await Effect.runPromise(evaluationSetup.load(client, 6));
    expect(setup).toEqual({ evaluations: [], ratings: [{ id: 1, value: 3, label: 'Buono' }] });
    expect(calls.map((call) => call.path).sort()).toEqual(['/packages/{id}/evaluations', '/ratings']);
  });
});
