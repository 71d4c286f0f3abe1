import { fromCallback } from 'xstate';
import type { Refresher } from '../../api/authPolicy.ts';
import type { BridgeEvent, RefreshOutcome, SessionEvent } from './session.types.ts';

export type ApiBridge = {
  /** Given to `createApiClient`: a refresh is served by the session's `authenticated.refreshing` state. */
  readonly refresher: Refresher;
  /** Given to `createApiClient`: the stored session is gone. */
  readonly onSessionExpired: () => void;
  /** Given to `createApiClient`: a request was refused (403); the session reads its permissions again. */
  readonly onForbidden: () => void;
  /** The session's `bridgeApi` actor: connected while the user is signed in. */
  readonly actor: ReturnType<typeof fromCallback<BridgeEvent>>;
};

const NOT_SIGNED_IN: RefreshOutcome = { _tag: 'Failed', cause: new Error('No signed-in session to refresh') };

/**
 * The API client is created before the session actor and calls it back through this bridge. Concurrent refresh
 * requests share one pending answer (single flight); the session answers it with `refresh.settled`, or, when it
 * leaves `authenticated` (refresh refused, logout), the bridge disconnects and answers "Failed".
 */
export const createApiBridge = (): ApiBridge => {
  let send: ((event: SessionEvent) => void) | undefined;
  let pending: { readonly promise: Promise<RefreshOutcome>; readonly settle: (outcome: RefreshOutcome) => void } | undefined;

  const settle = (outcome: RefreshOutcome): void => {
    pending?.settle(outcome);
    pending = undefined;
  };

  const refresher: Refresher = {
    refresh: (refreshToken) => {
      if (send === undefined) return Promise.resolve(NOT_SIGNED_IN);
      if (pending !== undefined) return pending.promise;
      let resolve: (outcome: RefreshOutcome) => void = () => undefined;
      const promise = new Promise<RefreshOutcome>((r) => {
        resolve = r;
      });
      pending = { promise, settle: resolve };
      send({ type: 'session.refresh', refreshToken });
      return promise;
    },
  };

  const actor = fromCallback<BridgeEvent>(({ sendBack, receive }) => {
    send = sendBack;
    receive((event) => settle(event.outcome));
    return () => {
      send = undefined;
      settle(NOT_SIGNED_IN);
    };
  });

  return {
    refresher,
    onSessionExpired: () => send?.({ type: 'session.expired' }),
    onForbidden: () => send?.({ type: 'permissions.reload' }),
    actor,
  };
};
