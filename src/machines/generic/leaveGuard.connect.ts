import type { LeaveGuardContext, LeaveGuardEvent, Leaving } from './leaveGuard.machine.ts';

// What the unsaved-changes dialog shows, from a snapshot alone (pure, tested without React): whether it asks, where
// the user asked to go, and the answers the machine takes there (`snapshot.can`).

type Snapshot = {
  readonly context: LeaveGuardContext;
  matches: (state: 'asking') => boolean;
  can: (event: LeaveGuardEvent) => boolean;
};

export type LeaveGuardView = {
  /** The dialog is open: some form has changes not saved and the user asked to leave. */
  readonly asking: boolean;
  /** Where the user asked to go while the dialog asks. */
  readonly pending: Leaving | null;
  readonly canStay: boolean;
  readonly canDiscard: boolean;
};

export const connectLeaveGuard = (snapshot: Snapshot): LeaveGuardView => ({
  asking: snapshot.matches('asking'),
  pending: snapshot.context.pending,
  canStay: snapshot.can({ type: 'leave.stay' }),
  canDiscard: snapshot.can({ type: 'leave.discard' }),
});
