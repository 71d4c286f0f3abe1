// The rows of a raw statement's result: node-postgres and PGlite both answer `{ rows }` through Drizzle's `execute`
// and through `runNamed`. One reader for every module (three copies of it had grown in tenancy, tasks and profiles).

export type RawRow = Record<string, unknown>;

export function rowsOf(result: unknown): RawRow[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows.filter((r: unknown): r is RawRow => typeof r === 'object' && r !== null);
}
