import type { MockRuntime } from './runtime.ts';
import { isScenario, type ScenarioName } from './scenarios.ts';
import { createState, type CallRecord, type Fault } from './state.ts';
import { expireAccessTokens, expireSession } from './tokens.ts';

// `window.__mocks` in mock mode: how the mocked e2e project (and a curious developer) steers the mocked API.
// What must survive a page load (scenario, faults, the session's expiry marks) is kept in sessionStorage.

export type FaultInput = Omit<Fault, 'operation'>;

export type MockControls = {
  readonly scenario: () => ScenarioName;
  /** Starts the scenario afresh (data, faults, session marks); reload the page to see it from the start. */
  readonly use: (scenario: ScenarioName) => void;
  /** The next `times` calls (default: all) of `operation` (`POST /vacations`) answer `status` or fail to connect. */
  readonly fail: (operation: string, fault: FaultInput) => void;
  readonly clearFaults: () => void;
  /** Every access token issued so far is refused (401); refreshing still works. */
  readonly expireAccessTokens: () => void;
  /** Access and refresh tokens refused: the session is over. */
  readonly expireSession: () => void;
  readonly calls: () => CallRecord[];
  readonly violations: () => string[];
};

declare global {
  interface Window {
    __mocks?: MockControls;
  }
}

const STORAGE_KEY = 'bottega.mocks';

type Persisted = { scenario: ScenarioName; faults: Fault[]; accessValidFrom: number; refreshValidFrom: number };

export const SCENARIO_QUERY = 'mock-scenario';

/** The persisted state, or a fresh one; `?mock-scenario=empty` in the address starts that scenario afresh. */
export const restoreState = (storage: Storage, location: Location) => {
  const asked = new URLSearchParams(location.search).get(SCENARIO_QUERY);
  if (isScenario(asked)) return createState(asked);
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Persisted | null;
    if (saved !== null && isScenario(saved.scenario)) {
      const state = createState(saved.scenario, saved.faults);
      state.accessValidFrom = saved.accessValidFrom;
      state.refreshValidFrom = saved.refreshValidFrom;
      return state;
    }
  } catch {
    // A damaged entry starts the demo scenario.
  }
  return createState('normal');
};

export const persistState = (storage: Storage, runtime: MockRuntime): void => {
  const { scenario, faults, accessValidFrom, refreshValidFrom } = runtime.state;
  const saved: Persisted = { scenario, faults: faults.filter((f) => f.times === undefined || f.times > 0), accessValidFrom, refreshValidFrom };
  storage.setItem(STORAGE_KEY, JSON.stringify(saved));
};

export const createControls = (runtime: MockRuntime, storage: Storage): MockControls => {
  const changed = () => persistState(storage, runtime);
  return {
    scenario: () => runtime.state.scenario,
    use: (scenario) => {
      runtime.state = createState(scenario);
      changed();
    },
    fail: (operation, fault) => {
      runtime.state.faults = [...runtime.state.faults.filter((f) => f.operation !== operation), { operation, ...fault }];
      changed();
    },
    clearFaults: () => {
      runtime.state.faults = [];
      changed();
    },
    expireAccessTokens: () => {
      expireAccessTokens(runtime.state);
      changed();
    },
    expireSession: () => {
      expireSession(runtime.state);
      changed();
    },
    calls: () => [...runtime.state.calls],
    violations: () => runtime.violations.map((v) => v.message),
  };
};
