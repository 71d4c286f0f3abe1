import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
        // The server suites may share their worker's loaded modules (isolate: false): each file re-evaluates the whole
        // server (Hono app, schema, contract validators) for about 2 CPU-s before its first test; shared, 4 server
        // files took 26.8 → 18.9 CPU-s (issue 36.7). What a file starts stays its own: its server, database copy and
        // caches (harness.ts), closed in its afterAll. Opt-in (VITEST_SHARE_SERVER_MODULES=1) until a whole
        // tests/server run has passed shared; the app's tests keep a module graph per file (React, i18n, happy-dom).
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.{ts,tsx}'], isolate: process.env.VITEST_SHARE_SERVER_MODULES !== '1' } },
        { extends: true, test: { name: 'app', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**'] } },
      ],
    },
  }),
);
