import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Every app test file (not the server's, not the end-to-end specs), relative to the root. */
function appTestFiles(dir = 'tests'): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (p !== join('tests', 'server') && !p.startsWith(join('tests', 'e2e'))) files.push(...appTestFiles(p));
    } else if (/\.test\.tsx?$/.test(entry.name)) files.push(p);
  }
  return files;
}

/**
 * Whether a file must keep a module graph of its own: it names another environment (happy-dom: a DOM, React, a
 * rendered tree), replaces modules (`vi.mock` changes what every later importer of that module gets) or stubs a global
 * (module state made under the stub outlives it: panelPrefetch.test.ts filled the app's panel-prefetch singleton
 * under a stubbed localStorage, and dashboard.logic.test.ts, next in the same worker, adopted those answers). Read
 * from the file itself, so a new test lands on the right side without a list to keep.
 */
const needsOwnModules = (file: string): boolean => /@vitest-environment|\bvi\.(mock|doMock|unmock|stubGlobal)\(/.test(readFileSync(file, 'utf8'));

/** Every file with its own module graph (VITEST_ISOLATE_ALL=1), as before issue 36.7: to tell a leak between files from a bug. */
const isolateAll = process.env.VITEST_ISOLATE_ALL === '1';

const appFiles = appTestFiles();
const sharedFiles = appFiles.filter((f) => !needsOwnModules(f));
const isolatedFiles = appFiles.filter(needsOwnModules);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      // A time-out says a test hangs, not that the machine is busy: CI's shared cores ran wallClock (5 s alone) and
      // operations (8 s) past 20 s. Slowness is measured by benchmarks, never by time-outs.
      testTimeout: 60000,
      hookTimeout: 120000,
      pool: 'forks',
      // Vitest runs one file at a time on two cores by default (CPUs - 1). Most server suites wait on PostgreSQL, a
      // spawned server or a timer, so two at a time keep both cores busy: 411 s → 267 s for the whole run here.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)),
      projects: [
        // The server suites share their worker's loaded modules (isolate: false): each file re-evaluated the whole
        // server (Hono app, schema, contract validators) for about 2 CPU-s before its first test. What a file starts
        // stays its own: its server, database copy and caches (harness.ts), closed in its afterAll; state the server
        // keeps per process is keyed by its database handle (auth/passwordReset.ts: a shared run had one file's reset
        // mails throttled by another file's counts). Two whole shared runs in a row passed on 2026-11-28 (85 files;
        // the whole Vitest run 380 → 301 s wall, 667 → 529 CPU-s on a quiet machine). VITEST_ISOLATE_ALL=1 gives every
        // file its own modules again, to tell a leak between files from a bug.
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.{ts,tsx}'],
            isolate: isolateAll,
            setupFiles: ['tests/support/sharedModules.ts'],
          },
        },
        // The app's tests without a DOM or a mocked module (machines, domain, api, i18n, contract, build, and the
        // UI's pure helpers) share their worker's modules: each file re-imported XState, Effect, i18next and the
        // machine registry, which cost more than the tests themselves (tests/machines + tests/domain: import 56.8 s,
        // tests 13.8 s). What a file may leave behind (fake timers, stubbed globals, spies) is undone after it by
        // tests/support/sharedModules.ts.
        {
          extends: true,
          test: {
            name: 'app',
            include: sharedFiles,
            isolate: isolateAll,
            setupFiles: ['tests/support/sharedModules.ts'],
          },
        },
        // A DOM per file (happy-dom, React) or modules replaced with vi.mock: a module graph of their own, each file in
        // a VM context of its own inside a reused worker (vmThreads). As forks each file paid a fresh Node process, as
        // plain threads a fresh worker that imported happy-dom again (0.5 s of "environment" per file): these 63 files
        // alone took 61 s and 104 CPU-s as threads, 27–31 s and 54 CPU-s as VM contexts, the same 242 tests passing in
        // four shuffled orders (issue 36.7, 2026-11-29). Sharing one DOM and module graph between files instead was
        // tried and dropped: a dozen files failed depending on order (Ark's layers, i18next's language, the address).
        // The server project stays on forks (native modules, process-wide state it shares on purpose).
        { extends: true, test: { name: 'app-dom', include: isolatedFiles, pool: 'vmThreads', setupFiles: ['tests/support/vmContextGlobals.ts'] } },
      ],
    },
  }),
);
