// The `changes` of a history entry: what differs from the previous revision's snapshot, structured so that the
// reader's language labels it (contract `ProposalRevisionChange`): `key` names the field, `row` the row, values
// are raw wire values already resolved to names (customer, agent, article code, price list) and `value_type`
// says how to format them. Rows are paired by id, then leftover rows by content, so a row that did not change
// is never reported, wherever it moved. A key missing from an older snapshot (written before the field existed)
// is not a change.

export type ValueType = 'text' | 'date' | 'integer' | 'money' | 'unit_price' | 'quantity' | 'percent' | 'status' | 'incoterm' | 'vat_rate' | 'format' | 'micron';
export type Change = {
  field: string;
  key: string;
  row: number | null;
  action: 'changed' | 'added' | 'removed';
  value_type: ValueType;
  old_value: string | null;
  new_value: string | null;
};

type Snapshot = Record<string, unknown>;
type Value = string | null | undefined;

const isRecord = (v: unknown): v is Snapshot => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): Value => (v === undefined ? undefined : v === null ? null : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));
const nameOf = (v: unknown): Value => (v === undefined ? undefined : isRecord(v) && typeof v.name === 'string' ? v.name : null);
const formatOf = (v: unknown): Value => (v === undefined ? undefined : isRecord(v) ? `${String(v.width_mm)}×${String(v.height_mm)}` : null);
const list = (render: (item: Snapshot) => string) => (v: unknown): Value => {
  if (v === undefined) return undefined;
  const items = Array.isArray(v) ? v.filter(isRecord).map(render) : [];
  return items.length > 0 ? items.join('; ') : null;
};
const joined = (...parts: unknown[]) => parts.filter((p) => typeof p === 'string' && p !== '').join(' ');

type FieldRule = readonly [key: string, type: ValueType, read: (v: unknown) => Value];

const HEADER: readonly FieldRule[] = [
  ['customer', 'text', nameOf],
  ['date', 'date', text],
  ['validity_days', 'integer', text],
  ['valid_until', 'date', text],
  ['status', 'status', text],
  ['agent', 'text', nameOf],
  ['payment_method', 'text', text],
  ['incoterm', 'incoterm', text],
  ['addressees', 'text', list((x) => (typeof x.email === 'string' && x.email ? `${String(x.name)} <${x.email}>` : String(x.name)))],
  ['delivery_addresses', 'text', list((d) => [d.label, d.street, joined(d.postal_code, d.city, typeof d.province === 'string' && d.province ? `(${d.province})` : ''), d.country].filter((p) => typeof p === 'string' && p !== '').join(', '))],
  ['discounts', 'text', list((d) => `${String(d.description)} ${String(d.percent)}%`)],
  ['notes', 'text', text],
];

/** The row fields a reader cares about (`total` follows from them; ids are bookkeeping). */
const ROW: readonly FieldRule[] = [
  ['article', 'text', (_v) => undefined],
  ['price_list', 'text', (_v) => undefined],
  ['description', 'text', text],
  ['format', 'format', formatOf],
  ['thickness_micron', 'micron', text],
  ['bands', 'text', text],
  ['punctures', 'text', text],
  ['print_subjects', 'integer', text],
  ['quantity', 'quantity', text],
  ['unit', 'text', text],
  ['unit_price', 'unit_price', text],
  ['discount_percent', 'percent', text],
  ['cliche_cost', 'money', text],
  ['vat_rate', 'vat_rate', text],
];

/** A row's value for a rule: article and price list read as their code and name (absent in old snapshots). */
function rowValue(row: Snapshot, key: string, read: (v: unknown) => Value): Value {
  if (key === 'article') return 'article_id' in row ? (row.article_id === null ? null : (text(row.article_code) ?? `#${String(row.article_id)}`)) : undefined;
  if (key === 'price_list') return 'price_list_id' in row ? (row.price_list_id === null ? null : (text(row.price_list_name) ?? `#${String(row.price_list_id)}`)) : undefined;
  return read(row[key]);
}

const rowsOf = (s: Snapshot): Snapshot[] => (Array.isArray(s.rows) ? s.rows.filter(isRecord) : []);
const content = (row: Snapshot): string => JSON.stringify(ROW.map(([key, , read]) => rowValue(row, key, read) ?? null));

/** Old rows paired with new ones: same id first, then equal content; the rest were removed or added. */
function pairRows(before: Snapshot[], after: Snapshot[]): { pairs: [number, number][]; removed: number[]; added: number[] } {
  const pairs: [number, number][] = [];
  const freeOld = new Set(before.keys());
  const freeNew = new Set(after.keys());
  for (const j of after.keys()) {
    const i = before.findIndex((b, k) => freeOld.has(k) && b.id !== undefined && b.id === after[j]?.id);
    if (i >= 0) {
      pairs.push([i, j]);
      freeOld.delete(i);
      freeNew.delete(j);
    }
  }
  for (const j of [...freeNew]) {
    const target = content(after[j] ?? {});
    const i = [...freeOld].find((k) => content(before[k] ?? {}) === target);
    if (i !== undefined) {
      pairs.push([i, j]);
      freeOld.delete(i);
      freeNew.delete(j);
    }
  }
  return { pairs: pairs.sort((a, b) => a[1] - b[1]), removed: [...freeOld], added: [...freeNew] };
}

function compare(rules: readonly FieldRule[], o: Snapshot, n: Snapshot, value: (s: Snapshot, key: string, read: (v: unknown) => Value) => Value, at: (key: string) => Pick<Change, 'field' | 'key' | 'row'>): Change[] {
  const out: Change[] = [];
  for (const [key, type, read] of rules) {
    const a = value(o, key, read);
    const b = value(n, key, read);
    if (a === undefined || b === undefined || a === b) continue;
    out.push({ ...at(key), action: 'changed', value_type: type, old_value: a, new_value: b });
  }
  return out;
}

export function diffSnapshots(previous: Snapshot, current: Snapshot): Change[] {
  const changes = compare(HEADER, previous, current, (s, key, read) => read(s[key]), (key) => ({ field: key, key, row: null }));
  const before = rowsOf(previous);
  const after = rowsOf(current);
  const { pairs, removed, added } = pairRows(before, after);
  for (const [i, j] of pairs) {
    changes.push(...compare(ROW, before[i] ?? {}, after[j] ?? {}, rowValue, (key) => ({ field: `rows.${j}.${key}`, key: `rows.${key}`, row: j + 1 })));
  }
  for (const j of added) changes.push({ field: `rows.${j}`, key: 'rows', row: j + 1, action: 'added', value_type: 'text', old_value: null, new_value: text(after[j]?.description) ?? null });
  for (const i of removed) changes.push({ field: `rows.${i}`, key: 'rows', row: i + 1, action: 'removed', value_type: 'text', old_value: text(before[i]?.description) ?? null, new_value: null });
  return changes;
}
