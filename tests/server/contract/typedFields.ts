import { isObject, type Json, type JsonObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { derefSchema, minimalValue, schemaAt } from './minimalValue.ts';

// Finds, in an operation's query parameters and request body, the members that carry a calendar value (a date or a
// wall-clock date-time) or a decimal string, recognised by their schema rather than by name so that a new operation
// of the contract is covered without editing the test. Each member comes with a way to put a value into an
// otherwise valid body, creating the array items and objects on its path when the minimal body has none.

export type TypedKind = 'date' | 'date-time' | 'decimal';

export type TypedField = {
  readonly in: 'query' | 'body';
  readonly kind: TypedKind;
  /** Members from the body's root (array items as `0`); for a query parameter, its name. */
  readonly path: readonly (string | number)[];
  /** The leaf schema (with its pattern). */
  readonly schema: JsonObject;
  /** Schemas of the values along the path, from the root's children down to the leaf (to create missing parents). */
  readonly trail: readonly Json[];
};

/** The dotted field name a 422 uses for this member (`lines.0.quantity`). */
export const fieldName = (f: TypedField): string => f.path.join('.');

// The contract spells a wall-clock date-time as this pattern (components/schemas/DateTime).
const WALL_CLOCK_SAMPLE = '2026-03-02 09:00:00';

function patternOf(s: JsonObject): RegExp | null {
  if (typeof s.pattern !== 'string') return null;
  try {
    return new RegExp(s.pattern, 'u');
  } catch {
    return null;
  }
}

const isStringSchema = (s: JsonObject): boolean => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

/** What a leaf schema holds, if it is one of the kinds under test. */
export function kindOf(s: JsonObject): TypedKind | null {
  if (!isStringSchema(s)) return null;
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'date-time';
  const re = patternOf(s);
  if (!re) return null;
  if (re.test(WALL_CLOCK_SAMPLE) && !re.test('2026-03-02')) return 'date-time';
  if (re.test('1') && re.test('1.5') && !re.test('a')) return 'decimal';
  return null;
}

type Found = { path: (string | number)[]; trail: Json[]; schema: JsonObject; kind: TypedKind };

function walk(doc: OpenApiDocument, raw: Json | undefined, path: (string | number)[], trail: Json[], out: Found[], depth: number): void {
  if (depth > 10) return;
  const s = derefSchema(doc, raw);
  if (!isObject(s)) return;
  const kind = kindOf(s);
  if (kind) {
    out.push({ path, trail, schema: s, kind });
    return;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = s[key];
    if (Array.isArray(branches)) for (const b of branches) walk(doc, b, path, trail, out, depth + 1);
  }
  if (isObject(s.properties)) {
    for (const [name, child] of Object.entries(s.properties)) walk(doc, child, [...path, name], [...trail, child], out, depth + 1);
  }
  if (s.items !== undefined && !Array.isArray(s.items)) walk(doc, s.items, [...path, 0], [...trail, s.items], out, depth + 1);
}

/** The body schema the generated requests use (JSON when the operation takes it). */
export function bodySchema(doc: OpenApiDocument, op: Operation): { type: string; schema: Json | undefined } | null {
  if (!op.body) return null;
  const types = [...op.body.contentTypes.keys()];
  const type = types.includes('application/json') ? 'application/json' : (types[0] ?? 'application/json');
  return { type, schema: schemaAt(doc, op.body.contentTypes.get(type) ?? null) };
}

/** Every date, date-time and decimal member of an operation's query and body (one entry per distinct path). */
export function typedFields(doc: OpenApiDocument, op: Operation): TypedField[] {
  const out: TypedField[] = [];
  for (const p of op.params) {
    if (p.in !== 'query') continue;
    const found: Found[] = [];
    const schema = schemaAt(doc, p.schemaRef);
    walk(doc, schema, [p.name], [schema ?? {}], found, 0);
    // An array parameter (`dates[]`) is sent as repeated keys: its items count as the parameter itself.
    for (const f of found) out.push({ in: 'query', kind: f.kind, path: [p.name], schema: f.schema, trail: f.trail });
  }
  const body = bodySchema(doc, op);
  if (body) {
    const found: Found[] = [];
    walk(doc, body.schema, [], [], found, 0);
    for (const f of found) out.push({ in: 'body', ...f });
  }
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = `${f.in}:${fieldName(f)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `value` with `leaf` at `path`, creating missing parents as minimal valid values of their schemas. */
export function withValueAt(doc: OpenApiDocument, value: Json, field: TypedField, leaf: Json): Json {
  const put = (current: Json | undefined, depth: number): Json => {
    if (depth === field.path.length) return leaf;
    const key = field.path[depth];
    const childSchema = field.trail[depth];
    if (typeof key === 'number') {
      const list = Array.isArray(current) ? [...current] : [];
      list[key] = put(list[key] ?? minimalValue(doc, childSchema) ?? {}, depth + 1);
      return list;
    }
    const obj: JsonObject = isObject(current ?? null) ? { ...(current as JsonObject) } : {};
    const existing = key === undefined ? undefined : obj[key];
    if (key !== undefined) obj[key] = put(existing ?? (depth + 1 === field.path.length ? null : (minimalValue(doc, childSchema) ?? {})), depth + 1);
    return obj;
  };
  return put(value, 0);
}
