// The demo scenarios of the mocked API (issue 23). Each names a state of the world the real server makes hard to
// reach on demand; the switcher (mocks/ScenarioSwitcher.tsx) and the mocked e2e project pick one.

export const SCENARIOS = ['normal', 'empty', 'slow', 'errors', 'expired'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const isScenario = (value: unknown): value is ScenarioName => typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);

export type ScenarioTraits = {
  /** Records seeded into each collection on first read (0: a tenant that has just started). */
  readonly seedCount: number;
  /** Added to every answer. */
  readonly latencyMs: number;
  /** Every call outside the session's own answers 503. */
  readonly serverErrors: boolean;
  /** The stored session is refused as the scenario starts (tokens and refresh); signing in again works. */
  readonly expireSession: boolean;
  readonly tenantName: string;
};

export const SCENARIO_TRAITS: Readonly<Record<ScenarioName, ScenarioTraits>> = {
  normal: { seedCount: 3, latencyMs: 0, serverErrors: false, expireSession: false, tenantName: 'Acme (mock)' },
  empty: { seedCount: 0, latencyMs: 0, serverErrors: false, expireSession: false, tenantName: 'Acme (mock, empty)' },
  slow: { seedCount: 3, latencyMs: 1500, serverErrors: false, expireSession: false, tenantName: 'Acme (mock, slow)' },
  errors: { seedCount: 3, latencyMs: 0, serverErrors: true, expireSession: false, tenantName: 'Acme (mock, errors)' },
  expired: { seedCount: 3, latencyMs: 0, serverErrors: false, expireSession: true, tenantName: 'Acme (mock, expired)' },
};
