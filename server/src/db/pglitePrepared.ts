import { protocol, type PGlite } from '@electric-sql/pglite';

// Named prepared statements on PGlite. Its `query()` parses and plans every statement again (an unnamed statement
// per call, six calls into WebAssembly); the hot pages (task list, task, works list) are big statements whose
// planning cost as much as their running: measured on the seeded demo, a works page 7.6 → 1.2 ms and a task page
// 3.0 → 1.5 ms prepared. Here a statement is parsed once under its name (with a description of its result) and then
// only bound and executed, in one message. Same exclusivity as `query()`: never inside another caller's
// transaction, never interleaved with another statement.

export type RawRows = { readonly rows: Record<string, unknown>[] };

/** A parameter this path cannot send as text the way the drivers do (e.g. an array); the caller runs it plainly. */
export class UnpreparableParameter extends Error {
  readonly _tag = 'UnpreparableParameter';
}

const { serialize } = protocol;

type Column = { readonly name: string; readonly type: number };

// Type ids whose text the drivers hand back as something other than a string.
const NUMBERS = new Set([20, 21, 23, 26, 700, 701]); // int8, int2, int4, oid, float4, float8
const JSON_TYPES = new Set([114, 3802]); // json, jsonb
const BOOL = 16;

function decode(text: string | null, type: number): unknown {
  if (text === null) return null;
  if (NUMBERS.has(type)) return Number(text);
  if (JSON_TYPES.has(type)) return JSON.parse(text) as unknown;
  if (type === BOOL) return text === 't';
  return text;
}

/** A parameter as the text PostgreSQL parses for the type it inferred (what node-postgres sends). */
function encode(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  throw new UnpreparableParameter(`a ${Array.isArray(value) ? 'list' : typeof value} parameter`);
}

type Described = { readonly name: string; readonly dataTypeID: number };

/** The columns a RowDescription message describes (none for any other message). */
const describedColumns = (m: { readonly name: string }): readonly Described[] =>
  m.name === 'rowDescription' && 'fields' in m && Array.isArray(m.fields) ? (m.fields as Described[]) : [];

/** The text values of a DataRow message (null for any other message). */
const rowValues = (m: { readonly name: string }): readonly (string | null)[] | null =>
  m.name === 'dataRow' && 'fields' in m && Array.isArray(m.fields) ? (m.fields as (string | null)[]) : null;

export type PreparedRunner = (name: string, text: string, params: readonly unknown[]) => Promise<RawRows>;

export function pglitePreparedRunner(client: PGlite): PreparedRunner {
  const prepared = new Map<string, readonly Column[]>();

  async function prepare(name: string, text: string): Promise<readonly Column[]> {
    const known = prepared.get(name);
    if (known) return known;
    const { messages } = await client.execProtocol(Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const columns = messages.flatMap(describedColumns).map((f) => ({ name: f.name, type: f.dataTypeID }));
    prepared.set(name, columns);
    return columns;
  }

  return (name, text, params) => {
    const values = params.map(encode);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const columns = await prepare(name, text);
        const { messages } = await client.execProtocol(Buffer.concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]));
        const rows = messages.flatMap((m) => {
          const values = rowValues(m);
          return values ? [Object.fromEntries(columns.map((c, i) => [c.name, decode(values[i] ?? null, c.type)]))] : [];
        });
        return { rows };
      }),
    );
  };
}
