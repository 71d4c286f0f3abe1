import { Effect } from 'effect';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/errors.ts';
import { errorTagOf, type ErrorTag } from '../../machines/generic/errorTag.ts';

export type Loaded<A> = { readonly status: 'loading' } | { readonly status: 'error'; readonly errorTag: ErrorTag } | { readonly status: 'ready'; readonly data: A };

/**
 * One read-only figure set, fetched again whenever its inputs change (the previous request is cancelled).
 * `inputs` is the request's identity: pass the values the call depends on.
 */
export const useStatistics = <A>(load: () => Effect.Effect<A, ApiError>, inputs: readonly unknown[], attempt: number): Loaded<A> => {
  const [state, setState] = useState<Loaded<A>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Effect.runPromise(load(), { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', errorTag: errorTagOf(error) });
      },
    );
    return () => controller.abort();
  }, [...inputs, attempt]);
  return state;
};
