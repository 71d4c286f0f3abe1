import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import { findProfileDuplicates } from '../../api/profiles.ts';
import { duplicateCheckMachine } from './duplicateCheck.machine.ts';

// The duplicate warning's statechart bound to the API: the look-up, aborted by the chart when a newer keystroke
// leaves `checking` (the signal), given a client.

export const createDuplicateCheckLogic = (client: ApiClient) =>
  duplicateCheckMachine.provide({
    actors: {
      findDuplicates: fromPromise(({ input, signal }) => Effect.runPromise(findProfileDuplicates(client, input), { signal })),
    },
  });
