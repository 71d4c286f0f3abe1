import { AsyncLocalStorage } from 'node:async_hooks';

// A diagnosis aid for the benchmarks (issue 36.3: what each request kind of the mixed workload costs the database),
// off unless BOTTEGA_COUNT_STATEMENTS=1. The database driver is wrapped (PGlite: every wire-protocol message handed
// to the engine; node-postgres: every query of a pooled connection) and each statement is counted for the request
// whose asynchronous context ran it; the API answers the count in `x-bottega-statements` (app.ts). Off, nothing is
// wrapped and no async context is kept: AsyncLocalStorage costs every promise of the process something.

export const STATEMENTS_HEADER = 'x-bottega-statements';

export const countingStatements = (): boolean => process.env.BOTTEGA_COUNT_STATEMENTS === '1';

type Tally = { statements: number };

const requests = new AsyncLocalStorage<Tally>();

function count(statements: number): void {
  const tally = requests.getStore();
  if (tally) tally.statements += statements;
}

/** Runs `fn` (one request) and answers its result with the statements it ran. */
export async function countedRequest<T>(fn: () => Promise<T>): Promise<{ readonly result: T; readonly statements: number }> {
  const tally: Tally = { statements: 0 };
  const result = await requests.run(tally, fn);
  return { result, statements: tally.statements };
}

/**
 * The statements a buffer of frontend wire-protocol messages runs: each Execute ('E') of the extended protocol and
 * each simple Query ('Q'; one per call even when it holds several statements, as in BEGIN or a migration).
 * Messages are a type byte and a big-endian length that counts itself.
 */
export function statementsIn(message: Uint8Array): number {
  let statements = 0;
  let at = 0;
  while (at + 5 <= message.byteLength) {
    const type = message[at];
    if (type === 0x45 || type === 0x51) statements += 1;
    const length = ((message[at + 1] ?? 0) << 24) | ((message[at + 2] ?? 0) << 16) | ((message[at + 3] ?? 0) << 8) | (message[at + 4] ?? 0);
    if (length < 4) break;
    at += 1 + length;
  }
  return statements;
}

/** PGlite: every path into the engine (query, exec, transactions, the named runner) ends in `execProtocolRawSync`. */
export function countPgliteStatements(client: { execProtocolRawSync(message: Uint8Array): Uint8Array }): void {
  const raw = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array): Uint8Array => {
    count(statementsIn(message));
    return raw(message);
  };
}

type Queryable = { query: (...args: never[]) => unknown };

/** node-postgres: each pooled connection's `query`, which the pool's own `query` and transactions both call. */
export function countPgStatements(pool: { on(event: 'connect', listener: (client: Queryable) => void): unknown }): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    client.query = (...args: never[]): unknown => {
      count(1);
      return query(...args);
    };
  });
}
