import { Effect } from 'effect';
import { fromPromise } from 'xstate';

/**
 * A promise actor running an API Effect (DESIGN.md §4–§6): the one place a workflow's logic turns an Effect into what
 * xstate invokes. The actor's signal interrupts the Effect, and with it the request (api/effect.ts `call`), when the
 * machine leaves the invoking state; the typed failure reaches the machine's `onError` as the tagged error itself.
 */
export const fromApiEffect = <Output, Input, Failure>(run: (input: Input) => Effect.Effect<Output, Failure>) =>
  fromPromise<Output, Input>(({ input, signal }) => Effect.runPromise(run(input), { signal }));
