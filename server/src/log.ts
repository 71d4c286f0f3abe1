import type { LogLevel } from './config.ts';

export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** Lines kept before a write even within one turn of the event loop (bounds memory under a burst). */
const BATCH_LINES = 512;

/**
 * Standard output in batches: every request writes an `info` line, and a write to a pipe or a file is a
 * synchronous system call in Node, one per line (it cost the cheapest route two thirds of its throughput). Lines
 * written within one turn of the event loop go out together right after it, in order; whatever is pending is
 * written when the process exits.
 */
function createBatchedStdout(): { line(text: string): void; flush(): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    line(text) {
      pending.push(text);
      if (pending.length >= BATCH_LINES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let stdout: ReturnType<typeof createBatchedStdout> | null = null;

/** Console lines at `level` and above (LOG_LEVEL); `silent` writes nothing. Errors go through `describeError`. */
export function createConsoleLogger(level: LogLevel = 'info'): Logger {
  const on = (l: LogLevel): boolean => RANK[l] >= RANK[level];
  return {
    info: (m) => (on('info') ? (stdout ??= createBatchedStdout()).line(m) : undefined),
    warn: (m) => (on('warn') ? console.warn(m) : undefined),
    error: (m, e) => (on('error') ? console.error(e === undefined ? m : `${m}: ${describeError(e)}`) : undefined),
  };
}

export const consoleLogger: Logger = createConsoleLogger('info');

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Fields of a PostgreSQL error that name the problem without carrying any of the values involved. */
const DB_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * An error as a log line without personal data: a database error (it or a cause has a SQLSTATE `code`) is described
 * by its SQLSTATE, table, column and constraint only — its message and `detail` may quote the values of the row
 * ("Key (email)=(…) already exists", "invalid input syntax …: "…""), and Drizzle's own message lists the statement's
 * parameters. Other errors keep their name, message and stack (our own code's messages carry no user data).
 */
export function describeError(error: unknown): string {
  const chain: unknown[] = [];
  for (let cur: unknown = error, depth = 0; typeof cur === 'object' && cur !== null && depth < 5; depth++) {
    chain.push(cur);
    cur = (cur as { cause?: unknown }).cause;
  }
  const db = chain.find((e): e is Record<string, unknown> => typeof (e as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((e as { code: string }).code));
  if (db) {
    const fields = DB_FIELDS.filter((f) => typeof db[f] === 'string' && db[f] !== '').map((f) => `${f}=${String(db[f])}`);
    // Drizzle's wrapper keeps the statement (placeholders only, `$1`…) in `query`: useful, and free of values.
    const statement = chain.map((e) => (e as { query?: unknown }).query).find((q): q is string => typeof q === 'string');
    return `database error (${fields.join(' ')})${statement ? ` in: ${statement.slice(0, 500)}` : ''}`;
  }
  // A failed statement without a SQLSTATE (connection lost…): Drizzle's message lists its parameters.
  if (error instanceof Error) return (error.stack ?? `${error.name}: ${error.message}`).replace(/^params:.*$/gm, 'params: [not logged]');
  return typeof error === 'string' ? error : 'unknown error';
}
