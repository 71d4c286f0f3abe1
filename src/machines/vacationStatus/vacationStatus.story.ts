import type { ProcessStory } from '../story/processStory.ts';
import { alwaysOf, doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'vacationStatus';
const decided = doneOf(`${m}.deciding`, 'changeStatus');
const toPending = alwaysOf(`${m}.routing`, 0);
const toAccepted = alwaysOf(`${m}.routing`, 1);
const toModified = alwaysOf(`${m}.routing`, 2);
const toRejected = alwaysOf(`${m}.routing`, 3);
const approve = (from: string) => [tr(`${m}.${from}`, 'vacation.accept'), decided, toAccepted];
const modify = (from: string) => [tr(`${m}.${from}`, 'vacation.modify'), tr(`${m}.choosingChanges`, 'changes.confirm'), decided, toModified];
const reject = (from: string) => [tr(`${m}.${from}`, 'vacation.reject'), tr(`${m}.confirmingRejection`, 'rejection.confirm'), decided, toRejected];
const reopen = (from: string) => [tr(`${m}.${from}`, 'vacation.reopen'), decided, toPending];
// The requester takes back a pending request: a confirmation, then the call; the server deletes it (final).
const withdraw = [tr(`${m}.pending`, 'vacation.withdraw'), tr(`${m}.confirmingWithdrawal`, 'withdrawal.confirm'), doneOf(`${m}.withdrawing`, 'withdrawVacation')];
// The requester's edit of a decided request's period or type comes back pending from the server (vacation.updated).
const edit = (from: string) => [tr(`${m}.${from}`, 'vacation.updated'), toPending];

/**
 * A leave request: pending until an approver decides, or withdrawn by its requester meanwhile; editing or reopening a
 * decided one puts it back to pending.
 */
export const vacationStatusStory: ProcessStory = {
  machineId: m,
  initial: ['pending'],
  states: [
    { id: 'pending', machineStates: [`${m}.pending`] },
    { id: 'accepted', machineStates: [`${m}.accepted`] },
    { id: 'modified', machineStates: [`${m}.modified`] },
    { id: 'rejected', machineStates: [`${m}.rejected`] },
    { id: 'withdrawn', machineStates: [`${m}.withdrawn`], final: true },
  ],
  transitions: [
    { id: 'approve', from: 'pending', to: 'accepted', role: 'approver', path: approve('pending') },
    { id: 'approveWithChanges', from: 'pending', to: 'modified', role: 'approver', path: modify('pending') },
    { id: 'reject', from: 'pending', to: 'rejected', role: 'approver', path: reject('pending') },
    { id: 'withdraw', from: 'pending', to: 'withdrawn', role: 'requester', path: withdraw },
    { id: 'changeApproved', from: 'accepted', to: 'modified', role: 'approver', path: modify('accepted') },
    { id: 'rejectApproved', from: 'accepted', to: 'rejected', role: 'approver', path: reject('accepted') },
    { id: 'reopenApproved', from: 'accepted', to: 'pending', role: 'approver', path: reopen('accepted') },
    { id: 'editApproved', from: 'accepted', to: 'pending', role: 'requester', path: edit('accepted') },
    { id: 'approveModified', from: 'modified', to: 'accepted', role: 'approver', path: approve('modified') },
    { id: 'rejectModified', from: 'modified', to: 'rejected', role: 'approver', path: reject('modified') },
    { id: 'reopenModified', from: 'modified', to: 'pending', role: 'approver', path: reopen('modified') },
    { id: 'editModified', from: 'modified', to: 'pending', role: 'requester', path: edit('modified') },
    { id: 'approveRejected', from: 'rejected', to: 'accepted', role: 'approver', path: approve('rejected') },
    { id: 'reopenRejected', from: 'rejected', to: 'pending', role: 'approver', path: reopen('rejected') },
    { id: 'editRejected', from: 'rejected', to: 'pending', role: 'requester', path: edit('rejected') },
  ],
  conditions: ['whoDecides', 'whoWithdraws', 'changesPeriod', 'decidedMeanwhile', 'failure'],
  scenarios: [
    { id: 'approvedFirst', steps: ['approve'] },
    { id: 'approvedWithChanges', steps: ['approveWithChanges'] },
    { id: 'rejectedWithReason', steps: ['reject'] },
    { id: 'editedAfterApproval', steps: ['approve', 'editApproved', 'approve'] },
    { id: 'changedAfterApproval', steps: ['approve', 'changeApproved', 'approveModified'] },
    { id: 'revokedAfterApproval', steps: ['approve', 'rejectApproved', 'approveRejected'] },
    { id: 'reopened', steps: ['approve', 'reopenApproved', 'approveWithChanges', 'reopenModified', 'reject', 'reopenRejected'] },
    { id: 'changesRejected', steps: ['approveWithChanges', 'editModified', 'reject', 'editRejected'] },
    { id: 'changesRevoked', steps: ['approveWithChanges', 'rejectModified'] },
    { id: 'withdrawnBeforeDecision', steps: ['withdraw'] },
  ],
  internalStates: [`${m}.routing`, `${m}.choosingChanges`, `${m}.confirmingRejection`, `${m}.deciding`, `${m}.confirmingWithdrawal`, `${m}.withdrawing`],
  internalTransitions: [
    tr(m, 'note.change'),
    tr(m, 'status.dismiss'),
    // Saving a pending request keeps it pending.
    tr(`${m}.pending`, 'vacation.updated'),
    tr(`${m}.choosingChanges`, 'changes.edit'),
    tr(`${m}.choosingChanges`, 'changes.cancel'),
    tr(`${m}.choosingChanges`, 'vacation.updated'),
    tr(`${m}.confirmingRejection`, 'rejection.cancel'),
    tr(`${m}.confirmingRejection`, 'vacation.updated'),
    // The decision refused (403), its new period refused (422: the dialog stays), decided first by another approver
    // (409: the screen reads it again), or not sent: the request stays as the server has it.
    errorOf(`${m}.deciding`, 'changeStatus', 0),
    errorOf(`${m}.deciding`, 'changeStatus', 1),
    errorOf(`${m}.deciding`, 'changeStatus', 2),
    errorOf(`${m}.deciding`, 'changeStatus', 3),
    tr(`${m}.confirmingWithdrawal`, 'withdrawal.cancel'),
    tr(`${m}.confirmingWithdrawal`, 'vacation.updated'),
    // Decided meanwhile (409: the screen reads it again) or not sent: the request stays as the server has it.
    errorOf(`${m}.withdrawing`, 'withdrawVacation', 0),
    errorOf(`${m}.withdrawing`, 'withdrawVacation', 1),
  ],
};
