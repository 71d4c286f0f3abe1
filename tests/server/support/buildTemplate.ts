// `npx tsx tests/server/support/buildTemplate.ts`: builds the server tests' migrated and seeded PGlite template now
// (tests/server/harness.ts `ensureTemplate`), or waits for the process already building it, and exits. `npm test`
// (scripts/test-all.mjs) runs it beside the static checks, so the first server test file does not build it while the
// second worker's file waits for it, and the end-to-end server starts on a copy of it (tests/support/seededTemplate.ts).
import { ensureTemplate } from '../harness.ts';

const started = performance.now();
const dir = await ensureTemplate();
console.log(`test database template ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${dir}`);
// The server's modules leave timers (caches' sweeps, the write channel) that would keep the process alive.
process.exit(0);
