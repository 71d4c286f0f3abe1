import { afterAll, vi } from 'vitest';

// Run before every file of the `app` project, whose files share their worker's modules (vitest.config.ts): what a
// file changed in the process for its own tests is undone when it ends, so the next file starts as it would alone.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
