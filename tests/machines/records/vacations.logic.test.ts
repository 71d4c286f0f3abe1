import { Effect, Exit, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { remainingHours } from '../../../src/machines/records/vacationHours.logic.ts';
import { vacationListCommands, vacationPeriodDuration, vacationReport, vacationsList } from '../../../src/machines/records/vacations.logic.ts';
import { fakeApiClient, type FakeCall } from '../fakeApiClient.ts';

// The leave screens' logic against a fake client: the requests each value makes, and what it makes of the answers.

const pathId = (call: FakeCall) => (call.params as { path: { id: number } }).path.id;

describe('vacation list commands', () => {
  it('decides every selected request in order, with the note, and counts them', async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: { id: pathId(call), status: 'accepted' } }));
    const result = await Effect.runPromise(vacationListCommands.execute(client, { kind: 'decide', ids: [4, 2, 9], status: 'rejected', note: 'Busy week' }));
    expect(result).toEqual({ kind: 'decided', count: 3 });
    expect(calls.map((call) => `${call.method} ${call.path} ${pathId(call)}`)).toEqual(['PUT /vacations/{id}/status 4', 'PUT /vacations/{id}/status 2', 'PUT /vacations/{id}/status 9']);
    // Decided on the pending status the list showed: another approver's decision since is refused, not replaced.
    expect(calls[0]?.body).toEqual({ status: 'rejected', notes: 'Busy week', seenStatus: 'pending' });
  });

  it('stops at the first refusal, leaving the rest undecided', async () => {
    const { client, calls } = fakeApiClient((call) => (pathId(call) === 2 ? { status: 403, body: { message: 'Forbidden.' } } : { status: 200, body: { id: pathId(call) } }));
    const exit = await Effect.runPromiseExit(vacationListCommands.execute(client, { kind: 'decide', ids: [4, 2, 9], status: 'accepted' }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(calls.map(pathId)).toEqual([4, 2]);
  });
});

describe('vacations list', () => {
  it('asks the page with the filters it understands (an unknown status is no filter)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } } }));
    const actor = createActor(vacationsList.bind(client, undefined), { input: { filters: { status: 'lost', type: 'permission', userId: '7', from: '2026-11-01' } } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/vacations');
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, type: 'permission', userId: 7, from: '2026-11-01' });
    actor.stop();
  });
});

describe('remaining hours', () => {
  it('reads the balance of a person and year (the version is not sent)', async () => {
    const kinds = [{ kind: 'vacation', allowance: '160', carriedOver: '0', expired: '0', remaining: '120', carryOverExpiresOn: '2026-06-30' }];
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { year: 2026, kinds } }));
    const view = await Effect.runPromise(remainingHours.load(client, { userId: 5, year: 2026, version: 3 }));
    expect(view).toEqual({ kind: 'balance', remainings: { year: 2026, kinds } });
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ userId: 5, year: 2026 });
  });

  it('tells "no allowance for that year" (422) and a refusal in the server\'s words (403) from a failure', async () => {
    const none = fakeApiClient(() => ({ status: 422, body: { message: 'Devi impostare le ore di ferie', errors: {} } }));
    expect(await Effect.runPromise(remainingHours.load(none.client, { userId: null, year: 2027, version: 0 }))).toEqual({ kind: 'noAllowance' });
    expect((none.calls[0]?.params as { query: unknown }).query).toEqual({ year: 2027 });

    const refused = fakeApiClient(() => ({ status: 403, body: { message: 'Outside your team.' } }));
    expect(await Effect.runPromise(remainingHours.load(refused.client, { userId: 9, year: 2026, version: 0 }))).toEqual({ kind: 'refused', message: 'Outside your team.' });

    const broken = fakeApiClient(() => ({ status: 500, body: { message: 'Server Error' } }));
    const exit = await Effect.runPromiseExit(remainingHours.load(broken.client, { userId: 9, year: 2026, version: 0 }));
    expect(Exit.isFailure(exit)).toBe(true);
  });
});

describe('payroll report', () => {
  it('asks nothing without a month (the reader does not manage leave)', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: {} }));
    expect(await Effect.runPromise(vacationReport.load(client, null))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(vacationReport.load(client, '2026-10'));
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ month: '2026-10' });
  });
});

describe('period duration preview', () => {
  it('asks the server for the period of the given person and answers its hours', async () => {
    const hours = { hours: 16, days: 2 };
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: hours }));
    const answer = await Effect.runPromise(vacationPeriodDuration.load(client, { userId: 7, start: '2026-03-02T08:00', end: '2026-03-03T17:00' }));
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([['GET', '/vacations/duration', { query: { start: '2026-03-02T08:00', end: '2026-03-03T17:00', userId: 7 } }]]);
    expect(answer !== null && Result.isSuccess(answer) ? answer.success : null).toEqual(hours);
  });

  it('asks for one\'s own period without a person, keeps a refusal as the answer, and asks nothing without a period', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 422, body: { message: 'Devi impostare le ore di ferie' } }));
    const refused = await Effect.runPromise(vacationPeriodDuration.load(client, { userId: null, start: '2026-03-02T08:00', end: '2026-03-02T12:00' }));
    expect(calls[0]?.params).toEqual({ query: { start: '2026-03-02T08:00', end: '2026-03-02T12:00' } });
    expect(refused !== null && Result.isFailure(refused) ? refused.failure._tag : null).toBe('Invalid');
    expect(await Effect.runPromise(vacationPeriodDuration.load(client, null))).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
