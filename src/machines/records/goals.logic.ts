import { deleteGoal, getGoal, type Goal } from '../../api/goals.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The goals module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

export const goalDeletion = confirmActionLogic((client, goal: Goal) => deleteGoal(client, goal.id));

export const goalRecord = recordLogic((client, id: number) => getGoal(client, id));
