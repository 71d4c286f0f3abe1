import type { AnyMachineSnapshot } from 'xstate';
import { createVacationStatusMachine } from '../../vacationStatus/vacationStatus.machine.ts';
import type { VacationStatus, Viewer } from '../../vacationStatus/vacationStatus.types.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry, type SampleEvent } from '../registryEntry.ts';

const machine = createVacationStatusMachine();

const REQUESTER = 7;
// Everybody here may ask for leave (vacations.create): only the requester's own pending request is theirs to withdraw.
const APPROVER: Viewer = { userId: 3, canChangeStatus: true, canRequest: true, team: [] };
/** A team leader without vacations.changeStatus, leading the requester. */
const TEAM_LEADER: Viewer = { userId: 4, canChangeStatus: false, team: [REQUESTER] };
const REQUESTER_VIEW: Viewer = { userId: REQUESTER, canChangeStatus: false, canRequest: true, team: [] };

const vacation = (status: VacationStatus) => ({ id: 1, status, user: { id: REQUESTER }, start: '2026-03-02 00:00:00', end: '2026-03-04 23:59:59', allDay: true });

/** A shorter period the approver grants ("Approva con modifiche"), and one without an end yet (not sendable). */
const SHORTER = { start: '2026-03-02 00:00:00', end: '2026-03-03 23:59:59', allDay: true };
const INCOMPLETE = { start: '2026-03-02 00:00:00', end: null, allDay: true };

const STATUSES: readonly VacationStatus[] = ['pending', 'accepted', 'modified', 'rejected'];

/** The status the call in flight asks for. */
export const pendingStatus = (snapshot: AnyMachineSnapshot): VacationStatus | null => {
  const pending: unknown = snapshot.context.pending;
  if (typeof pending !== 'object' || pending === null || !('status' in pending)) return null;
  const status = pending.status;
  return status === 'pending' || status === 'accepted' || status === 'modified' || status === 'rejected' ? status : null;
};

export const vacationStatusEntry: MachineRegistryEntry = {
  id: 'vacationStatus',
  titleKey: 'machines.vacationStatus.title',
  descriptionKey: 'machines.vacationStatus.description',
  machine,
  stubbed: machine.provide({ actors: { changeStatus: neverSettling(), withdrawVacation: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    limit: 4000,
    starts: [
      { id: 'approverPending', labelKey: 'starts.vacationStatus.approverPending', input: { vacation: vacation('pending'), viewer: APPROVER } },
      { id: 'approverAccepted', labelKey: 'starts.vacationStatus.approverAccepted', input: { vacation: vacation('accepted'), viewer: APPROVER } },
      { id: 'teamLeaderPending', labelKey: 'starts.vacationStatus.teamLeaderPending', input: { vacation: vacation('pending'), viewer: TEAM_LEADER } },
      { id: 'requesterPending', labelKey: 'starts.vacationStatus.requesterPending', input: { vacation: vacation('pending'), viewer: REQUESTER_VIEW } },
      { id: 'requesterAccepted', labelKey: 'starts.vacationStatus.requesterAccepted', input: { vacation: vacation('accepted'), viewer: REQUESTER_VIEW } },
    ],
    // The status call answers with the request in the status asked for; a 403 is the server's "not your own
    // request", a network failure the other outcome. `vacation.updated` is the request as saved or reloaded (a new
    // period of an accepted request comes back pending; another approver may have decided meanwhile).
    // Every answer is offered (the generator may reuse one state's sample events for another with the same value);
    // the server's answer is the status asked for, which the browser paths keep (pendingStatus tells which).
    events: (): readonly SampleEvent[] => {
      return [
        ...STATUSES.map((status) => actorDone('changeStatus', vacation(status))),
        actorError('changeStatus', taggedError('Forbidden')),
        actorError('changeStatus', taggedError('Network')),
        // A 422 on the approver's period (overlap, balance): the dialog stays open.
        actorError('changeStatus', taggedError('Invalid', { message: 'The period overlaps another request of the same person.' })),
        // A 409: another approver already gave the request this status; the screen reads it again.
        actorError('changeStatus', taggedError('Conflict', { message: 'The request already has this status: there is nothing to decide.' })),
        // The withdrawal: the server deletes the request (204), or refuses it once an approver decided (409).
        actorDone('withdrawVacation', undefined),
        actorError('withdrawVacation', taggedError('Conflict', { message: 'Only a request not yet decided can be withdrawn.' })),
        actorError('withdrawVacation', taggedError('Network')),
        { type: 'vacation.withdraw' },
        { type: 'withdrawal.confirm' },
        { type: 'withdrawal.cancel' },
        { type: 'vacation.accept' },
        { type: 'vacation.modify' },
        { type: 'vacation.reject' },
        { type: 'vacation.reopen' },
        { type: 'changes.edit', changes: SHORTER },
        { type: 'changes.edit', changes: INCOMPLETE },
        { type: 'changes.confirm' },
        { type: 'changes.cancel' },
        { type: 'rejection.confirm' },
        { type: 'rejection.cancel' },
        ...STATUSES.map((s) => ({ type: 'vacation.updated', vacation: vacation(s) })),
        { type: 'note.change', note: 'Ok' },
        { type: 'status.dismiss' },
      ];
    },
  },
};
