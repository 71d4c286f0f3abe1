import type { JsonObject } from './contract/document.ts';
import { SCENARIO_TRAITS, type ScenarioName } from './scenarios.ts';

// The in-memory world of one scenario: records per collection (keyed by the concrete collection path, `/tasks` or
// `/tasks/7/comments`), the session's tokens, injected faults and a log of the calls answered.

/** A fault injected for one operation (`POST /samples/{id}/departments/{deptId}/update-status`). */
export type Fault = {
  readonly operation: string;
  /** An HTTP status to answer, `network` for a connection that fails, or none: only `delayMs`, then the answer. */
  readonly status?: number | 'network';
  readonly message?: string;
  /** For a 422: the messages per field (the contract's ValidationError); `{}` when not given. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** Answers left (undefined: every call). */
  times?: number;
  readonly delayMs?: number;
};

export type CallRecord = { readonly operation: string; readonly path: string; readonly status: number | 'network'; readonly authorization: string | null };

export type MockState = {
  scenario: ScenarioName;
  readonly collections: Map<string, JsonObject[]>;
  readonly values: Map<string, unknown>;
  nextId: number;
  /** Tokens carry a serial; those below these marks are refused (an expired or revoked session). */
  accessValidFrom: number;
  refreshValidFrom: number;
  readonly usedRefreshTokens: Set<string>;
  faults: Fault[];
  readonly calls: CallRecord[];
};

// Serials grow across page loads (they start from the clock), so a token minted before a reload stays comparable.
let serial = Date.now() * 1000;
export const nextSerial = (): number => (serial += 1);

export const createState = (scenario: ScenarioName, faults: Fault[] = []): MockState => {
  const expired = SCENARIO_TRAITS[scenario].expireSession ? nextSerial() : 0;
  return {
    scenario,
    collections: new Map(),
    values: new Map(),
    nextId: 1000,
    accessValidFrom: expired,
    refreshValidFrom: expired,
    usedRefreshTokens: new Set(),
    faults,
    calls: [],
  };
};
