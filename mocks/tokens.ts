import { nextSerial, type MockState } from './state.ts';

// Mocked tokens name their user's role and a serial: `mock-access.admin.1764000000000123`. A reload of the page
// keeps a signed-in session valid (the serial is compared, not looked up), and expiring a session is one number.

export const MOCK_ROLES = ['admin', 'supervisor', 'operator'] as const;
export type MockRole = (typeof MOCK_ROLES)[number];

const ACCESS = /^Bearer mock-access\.(admin|supervisor|operator)\.(\d+)$/;
const REFRESH = /^mock-refresh\.(admin|supervisor|operator)\.(\d+)$/;

export const ACCESS_TOKEN_SECONDS = 3600;

export const mintTokens = (role: MockRole) => {
  const serial = nextSerial();
  return {
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
    access_token: `mock-access.${role}.${serial}`,
    refresh_token: `mock-refresh.${role}.${serial}`,
  };
};

export const roleOfAccessToken = (state: MockState, authorization: string | null): MockRole | undefined => {
  const match = ACCESS.exec(authorization ?? '');
  if (match === null || Number(match[2]) < state.accessValidFrom) return undefined;
  return match[1] as MockRole;
};

/** The refresh token's role when it may still be used (not rotated away, not expired); marks it used. */
export const redeemRefreshToken = (state: MockState, token: string): MockRole | undefined => {
  const match = REFRESH.exec(token);
  if (match === null || Number(match[2]) < state.refreshValidFrom || state.usedRefreshTokens.has(token)) return undefined;
  state.usedRefreshTokens.add(token);
  return match[1] as MockRole;
};

/** Every access token issued so far is refused from now on; refresh tokens still work (the 401 refresh path). */
export const expireAccessTokens = (state: MockState): void => {
  state.accessValidFrom = nextSerial();
};

/** The whole session is gone: access and refresh tokens refused (a failed refresh, then the login page). */
export const expireSession = (state: MockState): void => {
  const mark = nextSerial();
  state.accessValidFrom = mark;
  state.refreshValidFrom = mark;
};
