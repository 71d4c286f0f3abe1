// The `changes` of a history entry: every field that differs from the previous revision's snapshot, as
// snake_case paths ("validity_days", "rows.2.unit_price", "customer") with values rendered as text.
// Record ids and bookkeeping fields (number, revision, timestamps) are not changes a reader cares about.

export type Change = { field: string; old_value: string | null; new_value: string | null };

const IGNORED = new Set(['id', 'number', 'revision', 'created_at', 'updated_at']);

/** Named references (customer, agent) read as their name rather than as three sub-fields. */
const NAMED = new Set(['customer', 'agent']);

function flatten(value: unknown, path: string, out: Map<string, string | null>): void {
  if (value === null || value === undefined) {
    out.set(path, null);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${path}.${i}`, out));
    return;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (NAMED.has(path) && typeof record.name === 'string') {
      out.set(path, record.name);
      return;
    }
    if (path.endsWith('.format') || path === 'format') {
      out.set(path, `${String(record.width_mm)}×${String(record.height_mm)} mm`);
      return;
    }
    for (const [k, v] of Object.entries(record)) if (!IGNORED.has(k)) flatten(v, path ? `${path}.${k}` : k, out);
    return;
  }
  out.set(path, String(value));
}

export function diffSnapshots(previous: Record<string, unknown>, current: Record<string, unknown>): Change[] {
  const before = new Map<string, string | null>();
  const after = new Map<string, string | null>();
  flatten(previous, '', before);
  flatten(current, '', after);
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const changes: Change[] = [];
  for (const field of fields) {
    const o = before.get(field) ?? null;
    const n = after.get(field) ?? null;
    if (o !== n) changes.push({ field, old_value: o, new_value: n });
  }
  return changes;
}
