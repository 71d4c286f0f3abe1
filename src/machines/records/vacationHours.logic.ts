import { Effect } from 'effect';
import {
  createUserVacationHour,
  deleteUserVacationHour,
  getRemainings,
  getUserVacationHour,
  listUserVacationHours,
  updateUserVacationHour,
  type Remainings,
  type UserVacationHour,
  type UserVacationHourInput,
} from '../../api/userVacationHours.ts';
import { allowancesQuery, type AllowanceFilters } from './vacationQueries.ts';
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
 * What the remaining-hours box shows: the balance; no allowance set for that year (the server's 422: the box says
 * so, not a failure); or a refusal in the server's own words (403: outside the reader's team). Other failures stay
 * failures (retry).
 */
export type RemainingHoursView =
  | { readonly kind: 'balance'; readonly remainings: Remainings }
  | { readonly kind: 'noAllowance' }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * A person's remaining hours of a year (null: the signed-in user's own). `version` is not sent: the screen moves it
 * after a save or a decision so the same person and year are read again.
 */
export const remainingHours = remoteValueLogic((client, input: { readonly userId: number | null; readonly year: number; readonly version: number }) =>
  getRemainings(client, { ...(input.userId !== null ? { userId: input.userId } : {}), year: input.year }).pipe(
    Effect.map((remainings): RemainingHoursView => ({ kind: 'balance', remainings })),
    Effect.catchTag('Invalid', () => Effect.succeed<RemainingHoursView>({ kind: 'noAllowance' })),
    Effect.catchTag('Forbidden', (refusal) => Effect.succeed<RemainingHoursView>({ kind: 'refused', message: refusal.message })),
  ),
);
