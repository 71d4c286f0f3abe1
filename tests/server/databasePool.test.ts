import os from 'node:os';
import { expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';

// DATABASE_POOL_SIZE: connections to PostgreSQL per process, by default what the machine can run at once.

it('sizes the PostgreSQL pool at 2 × CPUs + 2 unless DATABASE_POOL_SIZE says otherwise, and refuses nonsense', () => {
  const size = (env: Record<string, string>) => {
    const config = loadConfig(env);
    return config.ok ? config.value.databasePoolSize : config.error.message;
  };
  expect(size({})).toBe(2 * os.availableParallelism() + 2);
  expect(size({ DATABASE_POOL_SIZE: '12' })).toBe(12);
  expect(size({ DATABASE_POOL_SIZE: '0' })).toMatch(/DATABASE_POOL_SIZE must be a positive integer/);
  expect(size({ DATABASE_POOL_SIZE: 'many' })).toMatch(/DATABASE_POOL_SIZE/);
});
