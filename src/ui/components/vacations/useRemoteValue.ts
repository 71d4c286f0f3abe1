import { Effect, Result } from 'effect';
import { useEffect, useState } from 'react';
import type { ApiError } from '../../../api/errors.ts';

export type RemoteValue<A> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: A } | { status: 'failed'; error: ApiError };

/**
 * A read that follows its key (the period of the duration, the user and year of the remaining hours): the call
 * runs again when the key changes, the previous one is aborted, and a null key reads nothing.
 */
export const useRemoteValue = <A>(key: string | null, load: () => Effect.Effect<A, ApiError>): RemoteValue<A> => {
  const [state, setState] = useState<{ key: string | null; value: RemoteValue<A> }>({ key: null, value: { status: 'idle' } });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    Effect.runPromise(Effect.result(load()), { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        setState({ key, value: Result.isSuccess(result) ? { status: 'ready', value: result.success } : { status: 'failed', error: result.failure } });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // `load` is rebuilt on every render; the key says when the read changes.
  }, [key]);
  if (key === null) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
};
