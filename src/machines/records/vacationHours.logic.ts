import {
  createUserVacationHour,
  deleteUserVacationHour,
  getRemainings,
  getUserVacationHour,
  listUserVacationHours,
  updateUserVacationHour,
  type UserVacationHour,
  type UserVacationHourInput,
} from '../../api/userVacationHours.ts';
import { allowancesQuery, type AllowanceFilters } from '../../domain/vacationQueries.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';

// The yearly leave allowances (user-vacation-hours) and the remaining hours bound to the API (issue 32).

export const allowancesList = pagedListLogic<UserVacationHour, AllowanceFilters>((client, { page, pageSize, filters }) =>
  listUserVacationHours(client, { page, pageSize, ...allowancesQuery(filters) }),
);

export const allowanceRecord = recordLogic<UserVacationHour>((client, id) => getUserVacationHour(client, id));

export const allowanceCreate = formLogic<UserVacationHourInput, UserVacationHour>((client, body) => createUserVacationHour(client, body));

export const allowanceUpdate = formLogic<{ readonly id: number; readonly body: UserVacationHourInput }, UserVacationHour>((client, { id, body }) =>
  updateUserVacationHour(client, id, body),
);

export const allowanceDeletion = confirmActionLogic<UserVacationHour, void>((client, allowance) => deleteUserVacationHour(client, allowance.id));

/**
 * A person's remaining hours of a year (null: the signed-in user's own). `version` is not sent: the screen moves it
 * after a save or a decision so the same person and year are read again.
 */
export const remainingHours = remoteValueLogic((client, input: { readonly userId: number | null; readonly year: number; readonly version: number }) =>
  getRemainings(client, { ...(input.userId !== null ? { userId: input.userId } : {}), year: input.year }),
);
