import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { changeVacationStatus, type Vacation } from '../../api/vacations.ts';
import { registerLiveActor } from '../../machines/liveActors.ts';
import { createVacationStatusMachine } from '../../machines/vacationStatus/vacationStatus.machine.ts';
import {
  selectErrorTag,
  selectIsDeciding,
  selectMayDecide,
  selectNote,
  selectPendingStatus,
  selectRefusal,
  selectStatus,
} from '../../machines/vacationStatus/vacationStatus.selectors.ts';
import type { Viewer } from '../../machines/vacationStatus/vacationStatus.types.ts';
import { selectUser } from '../../machines/session/session.selectors.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { usePermission } from '../components/usePermission.ts';

const vacationStatus = createVacationStatusMachine<Vacation>();

/** Who is looking at requests: the same machine serves the requester's and the approver's view. */
export const useViewer = (): Viewer => {
  const user = SessionContext.useSelector(selectUser);
  const canChangeStatus = usePermission('vacations.changeStatus');
  // The people I lead, as the session's user lists them (a user with related users is a team leader).
  const relationships = user?.relationships;
  const team = useMemo(() => (relationships ?? []).map((member) => member.id), [relationships]);
  return useMemo(() => ({ userId: user?.id ?? 0, canChangeStatus, team }), [user?.id, canChangeStatus, team]);
};

/** Runs the status statechart of one request; `live` shows it in Processi's live view (one screen at a time). */
export const useVacationStatus = (vacation: Vacation, onChanged: (vacation: Vacation) => void, { live = false }: { live?: boolean } = {}) => {
  const { client } = useApiClients();
  const viewer = useViewer();
  const actor = useActorRef(
    vacationStatus.provide({
      actors: {
        changeStatus: fromPromise(({ input, signal }) => Effect.runPromise(changeVacationStatus(client, input.vacationId, input.status, input.note), { signal })),
      },
      actions: { statusChanged: (_, params) => onChanged(params.vacation) },
    }),
    { input: { vacation, viewer } },
  );
  useEffect(() => (live ? registerLiveActor('vacationStatus', actor) : undefined), [actor, live]);
  // The record changed outside the machine (saved by the form, reloaded): the machine follows it.
  useEffect(() => {
    if (actor.getSnapshot().context.vacation !== vacation) actor.send({ type: 'vacation.updated', vacation });
  }, [actor, vacation]);
  return {
    actor,
    status: useSelector(actor, selectStatus),
    deciding: useSelector(actor, selectIsDeciding),
    pendingStatus: useSelector(actor, selectPendingStatus),
    mayDecide: useSelector(actor, selectMayDecide),
    note: useSelector(actor, selectNote),
    refusal: useSelector(actor, selectRefusal),
    errorTag: useSelector(actor, selectErrorTag),
    canAccept: useSelector(actor, (s) => s.can({ type: 'vacation.accept' }) && selectMayDecide(s)),
    canModify: useSelector(actor, (s) => s.can({ type: 'vacation.modify' }) && selectMayDecide(s)),
    canReject: useSelector(actor, (s) => s.can({ type: 'vacation.reject' }) && selectMayDecide(s)),
    canReopen: useSelector(actor, (s) => s.can({ type: 'vacation.reopen' }) && selectMayDecide(s)),
    accept: () => actor.send({ type: 'vacation.accept' }),
    modify: () => actor.send({ type: 'vacation.modify' }),
    reject: () => actor.send({ type: 'vacation.reject' }),
    reopen: () => actor.send({ type: 'vacation.reopen' }),
    setNote: (note: string) => actor.send({ type: 'note.change', note }),
    dismiss: () => actor.send({ type: 'status.dismiss' }),
  };
};
