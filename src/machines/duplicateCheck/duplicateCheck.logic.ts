import type { ApiClient } from '../../api/client.ts';
import { findProfileDuplicates } from '../../api/profiles.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { duplicateCheckMachine, type DuplicateQuery } from './duplicateCheck.machine.ts';

// The duplicate warning's statechart bound to the API: the look-up, aborted by the chart when a newer keystroke
// leaves `checking` (the signal), given a client.

export const createDuplicateCheckLogic = (client: ApiClient) =>
  duplicateCheckMachine.provide({
    actors: {
      findDuplicates: fromApiEffect((query: DuplicateQuery) => findProfileDuplicates(client, query)),
    },
  });
