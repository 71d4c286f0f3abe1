import { TOKEN_STORAGE_KEYS } from '../domain/constants/auth.ts';

export type Tokens = {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Epoch milliseconds after which the access token is no longer valid. */
  readonly expiresAt: number;
};

/** The part of the Web Storage API the store uses, so tests can pass an in-memory double. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Every method reads storage again instead of caching: another tab, or the session actor, may have changed the
// tokens since the last call, and a request must carry the token that is current when it leaves.
export type TokenStore = {
  readonly read: () => Tokens | undefined;
  readonly accessToken: () => string | undefined;
  readonly refreshToken: () => string | undefined;
  /** True when there is no usable access token at `now` (missing, no expiry recorded, or past its expiry). */
  readonly isExpired: (now: number) => boolean;
  readonly write: (tokens: Tokens) => void;
  /** Removes the tokens; answers whether there was anything to remove (lets callers react once per burst). */
  readonly clear: () => boolean;
};

const nonEmpty = (value: string | null): string | undefined => (value === null || value === '' ? undefined : value);

export const createTokenStore = (storage: KeyValueStorage = globalThis.localStorage): TokenStore => {
  const accessToken = (): string | undefined => nonEmpty(storage.getItem(TOKEN_STORAGE_KEYS.accessToken));
  const refreshToken = (): string | undefined => nonEmpty(storage.getItem(TOKEN_STORAGE_KEYS.refreshToken));
  const expiresAt = (): number | undefined => {
    const raw = nonEmpty(storage.getItem(TOKEN_STORAGE_KEYS.expiresAt));
    const value = raw === undefined ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };

  return {
    accessToken,
    refreshToken,
    read: () => {
      const access = accessToken();
      const refresh = refreshToken();
      const expiry = expiresAt();
      if (access === undefined || refresh === undefined || expiry === undefined) return undefined;
      return { accessToken: access, refreshToken: refresh, expiresAt: expiry };
    },
    isExpired: (now) => {
      const expiry = expiresAt();
      return accessToken() === undefined || expiry === undefined || now >= expiry;
    },
    write: (tokens) => {
      storage.setItem(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
      storage.setItem(TOKEN_STORAGE_KEYS.expiresAt, String(tokens.expiresAt));
      storage.setItem(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
    },
    clear: () => {
      const had = Object.values(TOKEN_STORAGE_KEYS).some((key) => storage.getItem(key) !== null);
      for (const key of Object.values(TOKEN_STORAGE_KEYS)) storage.removeItem(key);
      return had;
    },
  };
};
