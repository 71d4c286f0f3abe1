import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, Network } from '../../../src/api/errors.ts';
import { createVacationStatusMachine } from '../../../src/machines/vacationStatus/vacationStatus.machine.ts';
import type { DecidedVacation, StatusRequest, VacationStatus, Viewer } from '../../../src/machines/vacationStatus/vacationStatus.types.ts';

// A decision another approver overtook: the server answers 409 (the request already has the status asked for, given
// by someone else while this screen showed an older one). The machine keeps the server's words, closes any dialog,
// goes back to the status it knows and has the screen read the request again (`decisionOvertaken`); the status read
// arrives as `vacation.updated`.

const REQUESTER = 7;
const APPROVER: Viewer = { userId: 3, canChangeStatus: true, team: [] };
const WORDS = "La richiesta è già in questo stato: non c'è nulla da decidere. Ricaricala per vedere chi l'ha decisa.";

const vacation = (status: VacationStatus): DecidedVacation => ({ id: 1, status, user: { id: REQUESTER }, start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true });

/** The machine whose status call fails with `error`, counting the effects the screen would run. */
const failingWith = (error: unknown, status: VacationStatus = 'pending') => {
  const fired = { decisionOvertaken: 0, withdrawalOvertaken: 0, statusChanged: 0 };
  const sent: StatusRequest[] = [];
  const machine = createVacationStatusMachine().provide({
    actors: {
      changeStatus: fromPromise<DecidedVacation, StatusRequest>(async ({ input }) => {
        sent.push(input);
        throw error;
      }),
    },
    actions: {
      decisionOvertaken: () => void (fired.decisionOvertaken += 1),
      withdrawalOvertaken: () => void (fired.withdrawalOvertaken += 1),
      statusChanged: () => void (fired.statusChanged += 1),
    },
  });
  const actor = createActor(machine, { input: { vacation: vacation(status), viewer: APPROVER } }).start();
  const answered = () => waitFor(actor, (snapshot) => !snapshot.matches('deciding'), { timeout: 2000 });
  return { actor, fired, sent, answered };
};

describe('vacationStatus: a decision another approver overtook (409)', () => {
  it("keeps the server's words, goes back to the status it knows, and has the screen read the request again", async () => {
    const { actor, fired, sent, answered } = failingWith(new Conflict({ message: WORDS }));
    actor.send({ type: 'note.change', note: 'Ok' });
    actor.send({ type: 'vacation.accept' });
    await answered();
    expect(sent.map((request) => request.status)).toEqual(['accepted']);
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: 'Conflict', errorMessage: WORDS, refusal: null, pending: null, changes: null });
    expect(fired).toEqual({ decisionOvertaken: 1, withdrawalOvertaken: 0, statusChanged: 0 });
    // The request read again: another approver accepted it. The machine follows; the reason stays until dismissed.
    actor.send({ type: 'vacation.updated', vacation: vacation('accepted') });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errorMessage]).toEqual(['accepted', WORDS]);
    expect(actor.getSnapshot().can({ type: 'vacation.accept' })).toBe(false);
    actor.send({ type: 'status.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ errorTag: null, errorMessage: null });
    actor.stop();
  });

  it('closes the dialog it came from: a rejection confirmed, an acceptance with changes', async () => {
    const rejection = failingWith(new Conflict({ message: WORDS }), 'accepted');
    rejection.actor.send({ type: 'vacation.reject' });
    rejection.actor.send({ type: 'rejection.confirm' });
    await rejection.answered();
    expect([rejection.actor.getSnapshot().value, rejection.fired.decisionOvertaken]).toEqual(['accepted', 1]);
    rejection.actor.stop();

    const changes = failingWith(new Conflict({ message: WORDS }));
    changes.actor.send({ type: 'vacation.modify' });
    changes.actor.send({ type: 'changes.confirm' });
    await changes.answered();
    // Not the dialog of a refused period (422): the period no longer matters, the request must be read again.
    expect(changes.actor.getSnapshot().value).toBe('pending');
    expect(changes.actor.getSnapshot().context).toMatchObject({ changes: null, errorTag: 'Conflict', errorMessage: WORDS });
    expect(changes.fired.decisionOvertaken).toBe(1);
    changes.actor.stop();
  });

  it('reads nothing again when the decision did not reach the server, or was refused to this approver', async () => {
    const network = failingWith(new Network({ cause: 'offline' }));
    network.actor.send({ type: 'vacation.accept' });
    await network.answered();
    expect([network.actor.getSnapshot().value, network.actor.getSnapshot().context.errorTag, network.fired.decisionOvertaken]).toEqual(['pending', 'Network', 0]);
    network.actor.stop();

    const forbidden = failingWith(new Forbidden({ message: 'No.' }));
    forbidden.actor.send({ type: 'vacation.accept' });
    await forbidden.answered();
    expect([forbidden.actor.getSnapshot().value, forbidden.actor.getSnapshot().context.refusal === null, forbidden.fired.decisionOvertaken]).toEqual(['pending', false, 0]);
    forbidden.actor.stop();
  });
});
