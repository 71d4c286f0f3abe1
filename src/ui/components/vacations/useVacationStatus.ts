import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Vacation } from '../../../api/vacations.ts';
import { registerLiveActor } from '../../../machines/liveActors.ts';
import { connectVacationStatus } from '../../../machines/vacationStatus/vacationStatus.connect.ts';
import { createVacationStatusLogic, type VacationStatusDependencies } from '../../../machines/vacationStatus/vacationStatus.logic.ts';
import type { PeriodChange, Viewer } from '../../../machines/vacationStatus/vacationStatus.types.ts';
import { useApiClients } from '../../app/ApiClientContext.ts';
import { usePermission } from '../usePermission.ts';
import { useConnected } from '../useConnected.ts';
import { useCurrentUser } from '../../app/sessionHooks.ts';

/** Who is looking at requests: the same machine serves the requester's and the approver's view. */
export const useViewer = (): Viewer => {
  const user = useCurrentUser();
  const canChangeStatus = usePermission('vacations.changeStatus');
  const canRequest = usePermission('vacations.create');
  // The people I lead, as the session's user lists them (a user with related users is a team leader).
  const relationships = user?.relationships;
  const team = useMemo(() => (relationships ?? []).map((member) => member.id), [relationships]);
  return useMemo(() => ({ userId: user?.id ?? 0, canChangeStatus, canRequest, team }), [user?.id, canChangeStatus, canRequest, team]);
};

type VacationStatusLogic = ReturnType<typeof createVacationStatusLogic>;
type ChangeHandler = (vacation: Vacation) => void;

// The rows of one list share one bound machine: `provide` builds a whole new machine (its state tree, ≈ 1 ms each on
// a cold start), and every row of a list is bound to the same client and the same handlers (the list's reload), so the
// dashboard's pending requests built one machine per row (issue 36 point 4). Weak on every key: a client or a handler
// no longer used takes its machine with it.
type OvertakenHandler = () => void;
/** Stands for "no handler" as a key: a list that does not read its rows again on a 409. */
const NOT_READ_AGAIN: OvertakenHandler = () => undefined;
const bound = new WeakMap<object, WeakMap<ChangeHandler, WeakMap<OvertakenHandler, VacationStatusLogic>>>();

const boundLogic = (client: VacationStatusDependencies['client'], onChanged: ChangeHandler, onOvertaken: OvertakenHandler = NOT_READ_AGAIN): VacationStatusLogic => {
  const byHandler = bound.get(client) ?? new WeakMap<ChangeHandler, WeakMap<OvertakenHandler, VacationStatusLogic>>();
  bound.set(client, byHandler);
  const byOvertaken = byHandler.get(onChanged) ?? new WeakMap<OvertakenHandler, VacationStatusLogic>();
  byHandler.set(onChanged, byOvertaken);
  const known = byOvertaken.get(onOvertaken);
  if (known !== undefined) return known;
  const made = createVacationStatusLogic({ client, onChanged, ...(onOvertaken === NOT_READ_AGAIN ? {} : { onOvertaken }) });
  byOvertaken.set(onOvertaken, made);
  return made;
};

type StatusOptions = {
  live?: boolean;
  /** The request's own screen offers the withdrawal, and leaves the request once it is gone. */
  onWithdrawn?: () => void;
  /** The request's own screen reads it again when another approver's decision came before a withdrawal or a decision (409). */
  onOvertaken?: () => void;
};

/**
 * Runs the status statechart of one request; `live` shows it in Processi's live view (one screen at a time). What the
 * view offers comes from the snapshot (vacationStatus.connect.ts): no rule is redone here.
 */
export const useVacationStatus = (vacation: Vacation, onChanged: (vacation: Vacation) => void, { live = false, onWithdrawn, onOvertaken }: StatusOptions = {}) => {
  const { client } = useApiClients();
  const viewer = useViewer();
  // Bound again only when its parts change (a dashboard row renders more than once while the page starts), and shared
  // with the other rows bound to the same parts (boundLogic). The request's own screen, which withdraws it, binds its own.
  const logic = useMemo(
    () =>
      onWithdrawn
        ? createVacationStatusLogic({ client, onChanged, onWithdrawn, ...(onOvertaken ? { onOvertaken } : {}) })
        : boundLogic(client, onChanged, onOvertaken),
    [client, onChanged, onWithdrawn, onOvertaken],
  );
  const actor = useActorRef(logic, { input: { vacation, viewer } });
  useEffect(() => (live ? registerLiveActor('vacationStatus', actor) : undefined), [actor, live]);
  // The record changed outside the machine (saved by the form, reloaded): the machine follows it.
  useEffect(() => {
    if (actor.getSnapshot().context.vacation !== vacation) actor.send({ type: 'vacation.updated', vacation });
  }, [actor, vacation]);
  const view = useConnected(actor, connectVacationStatus);
  return {
    actor,
    view,
    accept: () => actor.send({ type: 'vacation.accept' }),
    modify: () => actor.send({ type: 'vacation.modify' }),
    reject: () => actor.send({ type: 'vacation.reject' }),
    reopen: () => actor.send({ type: 'vacation.reopen' }),
    editChanges: (changes: PeriodChange) => actor.send({ type: 'changes.edit', changes }),
    confirmChanges: () => actor.send({ type: 'changes.confirm' }),
    cancelChanges: () => actor.send({ type: 'changes.cancel' }),
    confirmRejection: () => actor.send({ type: 'rejection.confirm' }),
    cancelRejection: () => actor.send({ type: 'rejection.cancel' }),
    setNote: (note: string) => actor.send({ type: 'note.change', note }),
    dismiss: () => actor.send({ type: 'status.dismiss' }),
    withdraw: () => actor.send({ type: 'vacation.withdraw' }),
    confirmWithdrawal: () => actor.send({ type: 'withdrawal.confirm' }),
    cancelWithdrawal: () => actor.send({ type: 'withdrawal.cancel' }),
  };
};

export type VacationDecisionControls = ReturnType<typeof useVacationStatus>;
