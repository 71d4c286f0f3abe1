import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Vacation } from '../../../src/api/vacations.ts';
import { connectVacationStatus, decidesAtOnce } from '../../../src/machines/vacationStatus/vacationStatus.connect.ts';
import { createVacationStatusLogic, vacationStatusMachine } from '../../../src/machines/vacationStatus/vacationStatus.logic.ts';
import type { Viewer } from '../../../src/machines/vacationStatus/vacationStatus.types.ts';

// What the decision's view shows, from snapshots alone, and the calls the logic makes given a client: no React.

const REQUESTER = 7;
const APPROVER: Viewer = { userId: 3, canChangeStatus: true, team: [] };
const LEADER: Viewer = { userId: 4, canChangeStatus: false, team: [REQUESTER] };
const COLLEAGUE: Viewer = { userId: 5, canChangeStatus: false, team: [] };
const OWN: Viewer = { userId: REQUESTER, canChangeStatus: true, team: [] };
/** The requester, who may ask for leave (vacations.create). */
const REQUESTING: Viewer = { userId: REQUESTER, canChangeStatus: false, canRequest: true, team: [] };

const vacation = (over: Partial<Vacation> = {}): Vacation =>
  ({
    id: 11, user: { id: REQUESTER, name: 'Ada', email: 'ada@acme.test', avatarUrl: null }, type: 'vacation', typeDescription: null,
    start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true, hours: '24.00', status: 'pending', notes: null,
    approverNotes: null, approver: null, event: null, createdAt: '2026-02-01 10:00:00', updatedAt: '2026-02-01 10:00:00', ...over,
  }) as Vacation;

/** A client whose PUT answers as the app's client does (envelope unwrapped, camelCase), recording the bodies sent. */
/** A client whose POST answers the withdrawal with the given status and body, recording the paths called. */
const withdrawalClient = (status: number, body: unknown = null) => {
  const called: string[] = [];
  const POST = async (path: string, init: { params: { path: { id: number } } }) => {
    called.push(path.replace('{id}', String(init.params.path.id)));
    const response = new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    return status < 300 ? { data: undefined, response } : { error: body, response };
  };
  return { client: { POST } as unknown as ApiClient, called };
};

const fakeClient = (answer: (body: Record<string, unknown>) => { status: number; body: unknown }) => {
  const sent: Record<string, unknown>[] = [];
  const PUT = async (_path: string, init: { body: Record<string, unknown> }) => {
    sent.push(init.body);
    const reply = answer(init.body);
    const response = new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    return reply.status < 300 ? { data: reply.body, response } : { error: reply.body, response };
  };
  return { client: { PUT } as unknown as ApiClient, sent };
};

describe('vacationStatus.connect: what the view offers is what the machine takes', () => {
  const view = (v: Vacation, viewer: Viewer) => {
    const actor = createActor(vacationStatusMachine, { input: { vacation: v, viewer } }).start();
    return { actor, view: () => connectVacationStatus(actor.getSnapshot()) };
  };

  it('per status, the approver is offered the decisions of the spec; the requester, a colleague and the requester with the permission none', () => {
    const offered = (status: Vacation['status'], viewer: Viewer) => {
      const v = view(vacation({ status }), viewer).view();
      return [v.canAccept, v.canModify, v.canReject, v.canReopen, v.decides];
    };
    expect(offered('pending', APPROVER)).toEqual([true, true, true, false, true]);
    expect(offered('accepted', APPROVER)).toEqual([false, true, true, true, true]);
    expect(offered('modified', LEADER)).toEqual([true, false, true, true, true]);
    expect(offered('rejected', APPROVER)).toEqual([true, false, false, true, true]);
    for (const viewer of [COLLEAGUE, OWN]) for (const status of ['pending', 'accepted', 'modified', 'rejected'] as const) expect(offered(status, viewer)).toEqual([false, false, false, false, false]);
  });

  it('shows the changes dialog on the request period, sendable only when complete; the rejection dialog on its own', () => {
    const { actor, view: current } = view(vacation(), APPROVER);
    actor.send({ type: 'vacation.modify' });
    expect(current().changes).toEqual({ period: { start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true }, canConfirm: true, error: null });
    expect([current().canAccept, current().canReject]).toEqual([false, false]);
    actor.send({ type: 'changes.edit', changes: { start: '2026-03-02 00:00:00', end: null, allDay: true } });
    expect(current().changes?.canConfirm).toBe(false);
    actor.send({ type: 'changes.edit', changes: { start: '2026-03-04 00:00:00', end: '2026-03-02 23:59:59', allDay: true } });
    expect(current().changes?.canConfirm).toBe(false);
    actor.send({ type: 'changes.cancel' });
    actor.send({ type: 'vacation.reject' });
    expect([current().confirmingRejection, current().changes]).toEqual([true, null]);
  });

  it('offers the withdrawal to the requester who may ask for leave, on a pending request only, through a confirmation', () => {
    const offered = (status: Vacation['status'], viewer: Viewer) => view(vacation({ status }), viewer).view().canWithdraw;
    expect(offered('pending', REQUESTING)).toBe(true);
    for (const status of ['accepted', 'modified', 'rejected'] as const) expect(offered(status, REQUESTING), status).toBe(false);
    // Without vacations.create, and for anybody else (an approver, the team leader, even one who may ask for leave).
    expect(offered('pending', OWN)).toBe(false);
    for (const viewer of [APPROVER, LEADER, { ...COLLEAGUE, canRequest: true }]) expect(offered('pending', viewer)).toBe(false);
    const { actor, view: current } = view(vacation(), REQUESTING);
    actor.send({ type: 'vacation.withdraw' });
    expect([current().confirmingWithdrawal, current().withdrawing, current().decides]).toEqual([true, false, false]);
    actor.send({ type: 'withdrawal.cancel' });
    expect([actor.getSnapshot().value, current().confirmingWithdrawal]).toEqual(['pending', false]);
  });

  it('lets a list select for bulk decisions exactly the pending requests the viewer decides', () => {
    expect(decidesAtOnce(vacationStatusMachine, vacation(), APPROVER)).toBe(true);
    expect(decidesAtOnce(vacationStatusMachine, vacation(), LEADER)).toBe(true);
    expect(decidesAtOnce(vacationStatusMachine, vacation({ status: 'accepted' }), APPROVER)).toBe(false);
    // Approved with changes is decided: not among the pending ones a list approves in bulk.
    expect(decidesAtOnce(vacationStatusMachine, vacation({ status: 'modified' }), APPROVER)).toBe(false);
    expect(decidesAtOnce(vacationStatusMachine, vacation({ status: 'rejected' }), APPROVER)).toBe(false);
    expect(decidesAtOnce(vacationStatusMachine, vacation(), OWN)).toBe(false);
    expect(decidesAtOnce(vacationStatusMachine, vacation(), COLLEAGUE)).toBe(false);
  });
});

describe('vacationStatus.logic: the calls a decision makes', () => {
  it('accepts with changes in one call carrying the period and the note; the screen learns the answer', async () => {
    const { client, sent } = fakeClient((body) => ({ status: 200, body: { ...vacation(), status: body['status'], start: body['start'], end: body['end'], hours: '16.00' } }));
    const changed: Vacation[] = [];
    const actor = createActor(createVacationStatusLogic({ client, onChanged: (v) => changed.push(v) }), { input: { vacation: vacation(), viewer: APPROVER } }).start();
    actor.send({ type: 'vacation.modify' });
    actor.send({ type: 'changes.edit', changes: { start: '2026-03-02 00:00:00', end: '2026-03-03 23:59:59', allDay: true } });
    actor.send({ type: 'note.change', note: '  Due giorni  ' });
    actor.send({ type: 'changes.confirm' });
    await waitFor(actor, (s) => !s.matches('deciding'), { timeout: 2000 });
    expect(actor.getSnapshot().value).toBe('modified');
    // With the status the approver decided on: another approver's decision since is refused by the server (409).
    expect(sent).toEqual([{ status: 'modified', notes: 'Due giorni', start: '2026-03-02 00:00:00', end: '2026-03-03 23:59:59', allDay: true, seenStatus: 'pending' }]);
    expect(changed.map((v) => [v.status, v.end, v.hours])).toEqual([['modified', '2026-03-03 23:59:59', '16.00']]);
  });

  it('rejects only after the confirmation, with the reason; no reason sends no note', async () => {
    const { client, sent } = fakeClient((body) => ({ status: 200, body: { ...vacation(), status: body['status'] } }));
    const actor = createActor(createVacationStatusLogic({ client, onChanged: () => undefined }), { input: { vacation: vacation(), viewer: APPROVER } }).start();
    actor.send({ type: 'vacation.reject' });
    expect(sent).toEqual([]);
    actor.send({ type: 'rejection.cancel' });
    actor.send({ type: 'vacation.reject' });
    actor.send({ type: 'rejection.confirm' });
    await waitFor(actor, (s) => !s.matches('deciding'), { timeout: 2000 });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(sent).toEqual([{ status: 'rejected', seenStatus: 'pending' }]);
    // Sent back to pending from the rejection it now shows: decided on that status.
    actor.send({ type: 'vacation.reopen' });
    await waitFor(actor, (s) => !s.matches('deciding'), { timeout: 2000 });
    expect(sent[1]).toEqual({ status: 'pending', seenStatus: 'rejected' });
  });
});

describe('vacationStatus.logic: a decision another approver overtook', () => {
  it("shows the server's words (409) and has the screen read the request again; the status read follows", async () => {
    const words = "La richiesta è già in questo stato: non c'è nulla da decidere. Ricaricala per vedere chi l'ha decisa.";
    const { client, sent } = fakeClient(() => ({ status: 409, body: { message: words } }));
    const changed: Vacation[] = [];
    let reloads = 0;
    const logic = createVacationStatusLogic({ client, onChanged: (v) => changed.push(v), onOvertaken: () => (reloads += 1) });
    const actor = createActor(logic, { input: { vacation: vacation(), viewer: APPROVER } }).start();
    actor.send({ type: 'vacation.reject' });
    actor.send({ type: 'rejection.confirm' });
    await waitFor(actor, (s) => !s.matches('deciding'), { timeout: 2000 });
    const shown = connectVacationStatus(actor.getSnapshot());
    expect([actor.getSnapshot().value, shown.errorTag, shown.errorMessage, shown.confirmingRejection, shown.deciding, sent.length, changed, reloads]).toEqual(['pending', 'Conflict', words, false, false, 1, [], 1]);
    // The request read again was rejected by another approver: what the view offers follows it.
    actor.send({ type: 'vacation.updated', vacation: vacation({ status: 'rejected', approver: { id: 4, name: 'Leo' } as Vacation['approver'] }) });
    const after = connectVacationStatus(actor.getSnapshot());
    expect([after.status, after.canReject, after.canAccept, after.errorMessage]).toEqual(['rejected', false, true, words]);
  });
});

describe('vacationStatus.logic: the withdrawal', () => {
  it('withdraws after the confirmation with one call; the machine is done and the screen learns the request is gone', async () => {
    const { client, called } = withdrawalClient(204);
    let gone = 0;
    const actor = createActor(createVacationStatusLogic({ client, onChanged: () => undefined, onWithdrawn: () => (gone += 1) }), { input: { vacation: vacation(), viewer: REQUESTING } }).start();
    actor.send({ type: 'vacation.withdraw' });
    expect(called).toEqual([]);
    actor.send({ type: 'withdrawal.confirm' });
    expect(connectVacationStatus(actor.getSnapshot()).withdrawing).toBe(true);
    await waitFor(actor, (s) => s.status === 'done', { timeout: 2000 });
    expect([actor.getSnapshot().value, called, gone]).toEqual(['withdrawn', ['/vacations/11/withdraw'], 1]);
  });

  it("shows the server's words when an approver decided first (409), and has the screen read the request again", async () => {
    const words = 'Si può ritirare solo una richiesta non ancora decisa.';
    const { client } = withdrawalClient(409, { message: words });
    let gone = 0;
    let reloads = 0;
    const logic = createVacationStatusLogic({ client, onChanged: () => undefined, onWithdrawn: () => (gone += 1), onOvertaken: () => (reloads += 1) });
    const actor = createActor(logic, { input: { vacation: vacation(), viewer: REQUESTING } }).start();
    actor.send({ type: 'vacation.withdraw' });
    actor.send({ type: 'withdrawal.confirm' });
    await waitFor(actor, (s) => !s.matches('withdrawing'), { timeout: 2000 });
    const shown = connectVacationStatus(actor.getSnapshot());
    expect([actor.getSnapshot().value, shown.errorTag, shown.errorMessage, shown.confirmingWithdrawal, gone, reloads]).toEqual(['pending', 'Conflict', words, false, 0, 1]);
    // The request read again is accepted: no withdrawal is offered any more, the reason stays until dismissed.
    actor.send({ type: 'vacation.updated', vacation: vacation({ status: 'accepted' }) });
    expect([actor.getSnapshot().value, connectVacationStatus(actor.getSnapshot()).canWithdraw, connectVacationStatus(actor.getSnapshot()).errorMessage]).toEqual(['accepted', false, words]);
    actor.send({ type: 'status.dismiss' });
    expect(connectVacationStatus(actor.getSnapshot()).errorMessage).toBeNull();
  });
});

describe('vacationStatus.logic: a withdrawal that does not reach the server', () => {
  it('stays pending with the failure, and reads nothing again', async () => {
    const { client } = withdrawalClient(503, { message: 'Service Unavailable' });
    let reloads = 0;
    const actor = createActor(createVacationStatusLogic({ client, onChanged: () => undefined, onWithdrawn: () => undefined, onOvertaken: () => (reloads += 1) }), { input: { vacation: vacation(), viewer: REQUESTING } }).start();
    actor.send({ type: 'vacation.withdraw' });
    actor.send({ type: 'withdrawal.confirm' });
    await waitFor(actor, (s) => !s.matches('withdrawing'), { timeout: 5000 });
    expect([actor.getSnapshot().value, connectVacationStatus(actor.getSnapshot()).canWithdraw, reloads]).toEqual(['pending', true, 0]);
  });
});
