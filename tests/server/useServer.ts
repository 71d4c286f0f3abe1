import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

/** One migrated and seeded server for the test file that calls this (PGlite unless `databaseUrl` is given). */
export function useTestServer(databaseUrl?: () => Promise<string | undefined>): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const url = await databaseUrl?.();
    server = await startTestServer(url ? { databaseUrl: url } : {});
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the test server did not start');
    return server;
  };
}
