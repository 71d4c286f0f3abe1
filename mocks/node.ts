import { setupServer } from 'msw/node';
import { createHandlers } from './handlers/handlers.ts';
import { createRuntime, type MockRuntime, type ViolationPolicy } from './runtime.ts';
import type { ScenarioName } from './scenarios.ts';
import { createState } from './state.ts';

/** The mocked API in Node (Vitest): a contract violation throws instead of answering 500. */
export const setupMockServer = (scenario: ScenarioName = 'normal', policy: ViolationPolicy = 'throw'): { server: ReturnType<typeof setupServer>; runtime: MockRuntime } => {
  const runtime = createRuntime(createState(scenario), policy);
  return { server: setupServer(...createHandlers(runtime)), runtime };
};
