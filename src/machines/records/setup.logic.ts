import { getSetup, markSetupStep, type SetupState, type SetupStep } from '../../api/setup.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The first-run checklist (setup route, setup banner) bound to the API (issue 32). The checklist is one record per
// tenant: the screens read it under a fixed id, which the call ignores.

export const setupRecord = recordLogic<SetupState>((client) => getSetup(client));

export type SetupMark = { readonly step: SetupStep; readonly done: boolean };

/** One step of the checklist marked done or not done; answers the checklist as it now stands. */
export const setupMarking = commandLogic<SetupMark, SetupState>((client, { step, done }) => markSetupStep(client, step, done));
