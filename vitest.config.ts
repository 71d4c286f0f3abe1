import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      // A time-out says a test hangs, not that the machine is busy: CI's shared cores ran wallClock (5 s alone) and
      // operations (8 s) past 20 s. Slowness is measured by benchmarks, never by time-outs.
      testTimeout: 60000,
      hookTimeout: 120000,
      pool: 'forks',
      // Vitest runs one file at a time on two cores by default (CPUs - 1). Most server suites wait on PostgreSQL, a
      // spawned server or a timer, so two at a time keep both cores busy: 411 s → 267 s for the whole run here.
      maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism() - 1)),
    },
  }),
);
