import { Effect } from 'effect';
import { createGoal, deleteGoal, getGoal, listGoals, updateGoal, type Goal, type GoalInput } from '../../api/goals.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';

// The goals module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

export const goalDeletion = confirmActionLogic((client, goal: Goal) => deleteGoal(client, goal.id));

export const goalRecord = recordLogic((client, id: number) => getGoal(client, id));

// The rest of the goal screens: list (search, order), its export, create and edit, and the package form's choices.

export type GoalFilters = { search?: string };

/** The list call's query for the screen's search and order: the list and its export (`/exports/goals`) read the same rows. */
export const goalQuery = (filters: GoalFilters, sort: string | null) => ({ ...(sort ? { sort } : {}), ...(filters.search ? { search: filters.search } : {}) });

export const goalsList = pagedListLogic<Goal, GoalFilters>((client, { page, pageSize, filters, sort }) => listGoals(client, { page, pageSize, ...goalQuery(filters, sort) }));

export const goalCreate = formLogic<GoalInput, Goal>((client, body) => createGoal(client, body));

/** Saves an edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const goalUpdate = formLogic<{ readonly id: number; readonly body: GoalInput | null }, Goal | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateGoal(client, id, changed)),
);

/** A year's goals for the package form (a year holds few goals: one page of 100 is all of them); no year, every goal. */
export const goalChoices = remoteValueLogic<readonly Goal[], number | null>((client, year) =>
  Effect.map(listGoals(client, { pageSize: 100, ...(year === null ? {} : { year }) }), (page) => page.items),
);
