import type { ApiClient } from '../../api/client.ts';
import { changeVacationStatus, withdrawVacation, type Vacation } from '../../api/vacations.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createVacationStatusMachine } from './vacationStatus.machine.ts';
import type { StatusRequest } from './vacationStatus.types.ts';

// The status statechart bound to the API (as session.logic.ts binds the session): the one call a decision makes,
// and the requester's withdrawal, given a client, so the hook only renders and a test drives the machine with a fake client, without React.

/** The machine on the API's requests (one definition, shared by the hook and the list's bulk selection). */
export const vacationStatusMachine = createVacationStatusMachine<Vacation>();

/**
 * The status call a decision makes: status, the approver's note, the new period with `modified`, and the status the
 * decision was made on (another approver's decision since then comes back as a 409, the `decisionOvertaken` path).
 */
const sendDecision = (client: ApiClient) => (request: StatusRequest) =>
  changeVacationStatus(client, request.vacationId, request.status, request.note, request.period, request.seenStatus);

export type VacationStatusDependencies = {
  readonly client: ApiClient;
  /** The screen updates the record and the lists it shows. */
  readonly onChanged: (vacation: Vacation) => void;
  /** The request was withdrawn (it no longer exists): the screen says so and leaves it. */
  readonly onWithdrawn?: () => void;
  /** A withdrawal or a decision another approver's decision overtook (409): the screen reads the request again. */
  readonly onOvertaken?: () => void;
};

export const createVacationStatusLogic = ({ client, onChanged, onWithdrawn, onOvertaken }: VacationStatusDependencies) =>
  vacationStatusMachine.provide({
    actors: {
      changeStatus: fromApiEffect(sendDecision(client)),
      withdrawVacation: fromApiEffect(({ vacationId }: { vacationId: number }) => withdrawVacation(client, vacationId)),
    },
    actions: {
      statusChanged: (_, params) => onChanged(params.vacation),
      withdrawn: () => onWithdrawn?.(),
      withdrawalOvertaken: () => onOvertaken?.(),
      decisionOvertaken: () => onOvertaken?.(),
    },
  });
