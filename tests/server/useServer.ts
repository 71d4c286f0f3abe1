import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { findPgBin, startPgCluster, type PgCluster } from './pgCluster.ts';

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

/**
 * Two server processes on one PostgreSQL database (each its own caches and LISTEN connection), as behind a load
 * balancer. The second starts once the first has migrated and seeded the database.
 */
export function useTestServerPair(databaseUrl: () => Promise<string>): () => readonly [TestServer, TestServer] {
  let pair: readonly [TestServer, TestServer] | undefined;
  const started: TestServer[] = [];
  beforeAll(async () => {
    const url = await databaseUrl();
    started.push(await startTestServer({ databaseUrl: url }));
    started.push(await startTestServer({ databaseUrl: url }));
    const [first, second] = started;
    if (first && second) pair = [first, second];
  }, 300_000);
  afterAll(async () => {
    for (const server of started.reverse()) await server.close();
  });
  return () => {
    if (!pair) throw new Error('the test servers did not start');
    return pair;
  };
}

/** Inside a describe: one throw-away PostgreSQL cluster, started by the first caller of the answer, stopped after all. */
export function usePgCluster(binDir: string): () => Promise<PgCluster> {
  let cluster: PgCluster | undefined;
  let starting: Promise<PgCluster> | undefined;
  const clusterReady = (): Promise<PgCluster> => (starting ??= startPgCluster(binDir).then((c) => (cluster = c)));
  beforeAll(async () => {
    await clusterReady();
  }, 120_000);
  // Registered first, so it runs last (Vitest runs after-hooks in reverse): the servers on it close before it stops.
  afterAll(() => cluster?.stop());
  return clusterReady;
}

/**
 * Seeded databases on a cluster: the first call migrates and seeds one template database through a server (as a
 * PGlite template folder is built once, harness.ts), every call answers a copy of it (CREATE DATABASE … TEMPLATE, a
 * file copy inside PostgreSQL) instead of migrating and seeding again.
 */
export function seededPgDatabases(clusterReady: () => Promise<PgCluster>): (name: string) => Promise<string> {
  const TEMPLATE = 'bottega_seeded_template';
  let template: Promise<void> | undefined;
  const build = async (cluster: PgCluster) => {
    const server = await startTestServer({ databaseUrl: await cluster.createDatabase(TEMPLATE) });
    await server.close();
  };
  return async (name) => {
    const cluster = await clusterReady();
    await (template ??= build(cluster));
    return cluster.createDatabase(name, TEMPLATE);
  };
}

/**
 * A describe block on its own PostgreSQL cluster when the binaries are installed (Debian: apt-get install -y
 * postgresql); without them a visible skipped test and a warning instead.
 */
export function describeOnPostgres(name: string, body: (clusterReady: () => Promise<PgCluster>) => void): void {
  const binDir = findPgBin();
  if (!binDir) {
    describe(name, () => {
      it.skip('skipped: no initdb/pg_ctl found (install postgresql to run it on PostgreSQL)', () => undefined);
    });
    console.warn(`[${name}] PostgreSQL binaries not found: the PostgreSQL run is skipped.`);
    return;
  }
  describe(name, () => body(usePgCluster(binDir)));
}
