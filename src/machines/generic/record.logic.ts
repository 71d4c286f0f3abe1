import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { fromApiEffect } from './fromApiEffect.ts';
import { createRecordMachine, recordNotFound, type RecordMachine } from './record.machine.ts';

// Generic logic values (issue 32): each is an object `{ kind, … }` a screen passes to its hook (useRecord,
// usePagedList, useForm, useCommand, useConfirmAction, useRemoteValue). The API call lives here, bound to the
// client the hook takes from the app (useApiClients), so src/ui never provides an actor or runs an Effect.
// Guest screens (no session) use the `bare…` variants: bareRemoteValueLogic, bareFormLogic (they get the
// BareApiClient instead).

export type RecordLogic<Item, Context = void> = { readonly kind: 'record'; readonly bind: (client: ApiClient, context: Context) => RecordMachine<Item> };

/**
 * One record of a detail or edit screen, read with `load` (its Effect is interrupted when the screen leaves). The
 * API's NotFound is consumed here into the machine's `notFound` answer, with the server's words for it; every other
 * failure stays one.
 */
export const recordLogic = <Item, Context = void>(load: (client: ApiClient, id: number, context: Context) => Effect.Effect<Item, ApiError>): RecordLogic<Item, Context> => {
  // One machine definition per logic value; each screen binds it to its client.
  const machine = createRecordMachine<Item>();
  return {
    kind: 'record',
    bind: (client, context) =>
      machine.provide({
        actors: {
          loadRecord: fromApiEffect(({ id }: { id: number }) =>
            load(client, id, context).pipe(Effect.catchTag('NotFound', (error) => Effect.succeed(recordNotFound(error.message)))),
          ),
        },
      }),
  };
};
