import { setupWorker } from 'msw/browser';
import { createControls, persistState, restoreState } from './controls.ts';
import { createHandlers } from './handlers/handlers.ts';
import { createRuntime } from './runtime.ts';
import { mountScenarioSwitcher } from './switcher.ts';

// Loaded by src/main.tsx in mock mode only: the service worker answers /api/* from the mocks (validated against the
// contract; a violation is logged and answered 500), the controls go on `window.__mocks`, the switcher on screen.

export const startMockedApi = async (): Promise<void> => {
  const runtime = createRuntime(restoreState(sessionStorage, window.location), 'answer');
  const worker = setupWorker(...createHandlers(runtime));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  // Consumed faults must not come back after a reload.
  worker.events.on('response:mocked', () => persistState(sessionStorage, runtime));
  persistState(sessionStorage, runtime);
  const controls = createControls(runtime, sessionStorage);
  window.__mocks = controls;
  mountScenarioSwitcher(controls);
};
