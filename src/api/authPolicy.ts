import type { Tokens, TokenStore } from './tokenStore.ts';

// The 401 policy of spec §4 and DESIGN §4, shared by the fetch middleware and the XMLHttpRequest uploads so both
// follow the same rules and share the same single-flight refresh.

export type RefreshOutcome =
  | { readonly _tag: 'Refreshed'; readonly tokens: Tokens }
  | { readonly _tag: 'Failed'; readonly cause: unknown };

/**
 * Whoever owns the session (the session actor; for now tokenRefresher.ts) exchanges a refresh token for new
 * tokens. It must not write them: the policy writes them only if the stored refresh token is still the one it
 * sent. An implementation may ignore the argument and read the refresh token itself.
 */
export type Refresher = { readonly refresh: (refreshToken: string) => Promise<RefreshOutcome> };

export type Verdict = { readonly _tag: 'Retry'; readonly accessToken: string } | { readonly _tag: 'GiveUp' };

export type AuthPolicy = {
  /**
   * A request sent with `sentToken` (undefined: none) answered 401. `retried` is true for the one retry, which is
   * never retried again (no loop).
   */
  readonly onUnauthorized: (sentToken: string | undefined, retried: boolean) => Promise<Verdict>;
};

export type AuthPolicyOptions = {
  readonly tokenStore: TokenStore;
  readonly refresher: Refresher;
  /** The session owner reacts (goes to login); called once per loss of the session, not once per request. */
  readonly onSessionExpired: () => void;
  readonly now: () => number;
  /**
   * A token whose expiry is this close counts as expired. The client computes the expiry from `expires_in` when
   * the token arrives, slightly later than the server did; without a margin a 401 in that gap would log the user
   * out instead of refreshing.
   */
  readonly expiryLeewayMs: number;
};

const GIVE_UP: Verdict = { _tag: 'GiveUp' };

export const createAuthPolicy = (options: AuthPolicyOptions): AuthPolicy => {
  const { tokenStore, refresher, onSessionExpired, now, expiryLeewayMs } = options;
  // Keyed by the refresh token it spends: 401s that arrive while it runs join it; once it has settled, a later
  // burst (with the rotated refresh token) starts a new one.
  let inFlight: { readonly refreshToken: string; readonly verdict: Promise<Verdict> } | undefined;

  const endSession = (): void => {
    // clear() answers false when another request already ended the session: the owner hears it once.
    if (tokenStore.clear()) onSessionExpired();
  };

  const runRefresh = async (refreshToken: string): Promise<Verdict> => {
    let outcome: RefreshOutcome;
    try {
      outcome = await refresher.refresh(refreshToken);
    } catch (cause) {
      outcome = { _tag: 'Failed', cause };
    }
    // Somebody else (a new login, another tab) replaced the tokens while we waited: theirs win, ours are dropped.
    const replaced = tokenStore.refreshToken() !== refreshToken;
    if (outcome._tag === 'Failed') {
      if (!replaced) endSession();
      const current = replaced ? tokenStore.accessToken() : undefined;
      return current === undefined ? GIVE_UP : { _tag: 'Retry', accessToken: current };
    }
    if (!replaced) tokenStore.write(outcome.tokens);
    const current = tokenStore.accessToken();
    return current === undefined ? GIVE_UP : { _tag: 'Retry', accessToken: current };
  };

  const refreshOnce = (refreshToken: string): Promise<Verdict> => {
    if (inFlight?.refreshToken === refreshToken) return inFlight.verdict;
    const verdict = runRefresh(refreshToken).finally(() => {
      if (inFlight?.verdict === verdict) inFlight = undefined;
    });
    inFlight = { refreshToken, verdict };
    return verdict;
  };

  return {
    onUnauthorized: async (sentToken, retried) => {
      const current = tokenStore.accessToken();
      if (retried) {
        // Even a fresh token was refused: the session is gone (unless it was replaced meanwhile).
        if (current === sentToken) endSession();
        return GIVE_UP;
      }
      // The tokens changed after this request left (a refresh finished, a new login): just retry with them.
      if (current !== undefined && current !== sentToken) return { _tag: 'Retry', accessToken: current };
      // Spec §4: only an expired token is refreshed; a 401 on a valid one means the session was revoked.
      if (!tokenStore.isExpired(now() + expiryLeewayMs)) {
        endSession();
        return GIVE_UP;
      }
      const refreshToken = tokenStore.refreshToken();
      if (refreshToken === undefined) {
        endSession();
        return GIVE_UP;
      }
      return refreshOnce(refreshToken);
    },
  };
};
