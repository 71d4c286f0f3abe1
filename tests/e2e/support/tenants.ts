export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

/**
 * A header for the specs' own API calls (Playwright's request contexts): one connection per call. Their agent keeps
 * idle connections open for ever (keepAlive, no idle limit) while the server closes an idle one after 5 s (Node's
 * keepAliveTimeout): a call that reuses a connection just as the server closes it fails with ECONNRESET, the likely
 * cause of the flake seen under load (not reproduced in isolation). A fresh loopback connection costs next to nothing.
 */
export const ONE_CONNECTION_PER_CALL = { Connection: 'close' } as const;

export type DemoTenant = 'acme' | 'borgo' | 'cantiere';
export type DemoRole = 'admin' | 'subadmin' | 'operator' | 'supervisor';

export const DEMO_PASSWORD = 'Bottega!2026';

export const tenantUrl = (slug: string, path = '/'): string => `http://${slug}.localhost:${E2E_PORT}${path}`;

export const demoLogin = (role: DemoRole, tenant: DemoTenant) => ({ email: `${role}@${tenant}.test`, password: DEMO_PASSWORD });

/** localStorage keys of the session (spec §9, src/domain/constants/auth.ts). */
export const TOKEN_KEYS = {
  accessToken: 'bottega.access_token',
  expiresAt: 'bottega.expires_at',
  refreshToken: 'bottega.refresh_token',
} as const;
