export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);

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
