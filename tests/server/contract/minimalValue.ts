import { isObject, resolveLocalRef, type Json, type JsonObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';

// A deterministic "minimal valid value" for a JSON schema of the contract: required members only, the first enum
// value, the smallest allowed number, a string matching the pattern. Random generators (fast-check's sample) rarely
// satisfy patterns and cross-field rules, and the generated tests need a body the contract ACCEPTS so that the only
// reason left to refuse a request is the one under test (another tenant's id, a missing permission).

export type ValueOptions = {
  /** A real id for an integer member (e.g. `task_type_id`, or the items of `related_users`), when the test knows one. */
  readonly idFor?: (field: string) => number | undefined;
  /** Makes strings distinct between calls (unique names and codes); letters and digits only. */
  readonly salt?: string;
};

/** Result of a build: `undefined` means the schema admits no value we know how to make. */
type Built = Json | undefined;

const MAX_DEPTH = 12;

// Tried in order against a pattern; the first that also fits min/maxLength wins. The salt-derived string comes first.
const PATTERN_CANDIDATES = [
  '2026-03-02 09:00:00',
  '2026-03-02',
  '09:00:00',
  'abc',
  'a',
  'IT',
  'EUR',
  '#336699',
  '1',
  '10',
  '10.50',
  'Europe/Rome',
  'tasks.view',
  'abc.def',
  'Bottega!2026x',
  'abc-def',
  'abc_def',
  'ABC',
  'abc123',
];

const FORMAT_VALUES: Readonly<Record<string, string>> = {
  date: '2026-03-02',
  'date-time': '2026-03-02T09:00:00Z',
  time: '09:00:00',
  email: 'minimo@example.it',
  uri: 'https://example.it/minimo',
  url: 'https://example.it/minimo',
  uuid: '00000000-0000-4000-8000-000000000000',
  binary: 'minimo.txt',
  byte: 'YWJj',
  password: 'Bottega!2026x',
};

/** Follows local `$ref`s (a sibling `default`/`description` is an annotation; validation goes by the target). */
export function derefSchema(doc: OpenApiDocument, schema: Json | undefined): Json | undefined {
  let node = schema;
  for (let i = 0; i < 20 && isObject(node) && typeof node.$ref === 'string'; i++) node = resolveLocalRef(doc, node.$ref);
  return node;
}

/** Follows a JSON pointer through objects AND arrays (inline parameters live at `.../parameters/2/schema`). */
function resolvePointer(doc: OpenApiDocument, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const raw of pointer.replace(/^#\//, '').split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** The schema an Ajv reference of the route table (`openapi#/paths/...`) points to. */
export function schemaAt(doc: OpenApiDocument, ajvRef: string | null): Json | undefined {
  if (!ajvRef) return undefined;
  return derefSchema(doc, resolvePointer(doc, ajvRef.replace(/^openapi#/, '#')));
}

function typesOf(s: JsonObject): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (isObject(s.properties) || Array.isArray(s.required)) return ['object'];
  if (s.items !== undefined) return ['array'];
  return [];
}

const num = (v: Json | undefined): number | undefined => (typeof v === 'number' ? v : undefined);

function minimalString(s: JsonObject, salt: string): Built {
  const format = typeof s.format === 'string' ? FORMAT_VALUES[s.format] : undefined;
  const minLength = num(s.minLength) ?? 0;
  const maxLength = num(s.maxLength) ?? Number.POSITIVE_INFINITY;
  const fits = (v: string): boolean => v.length >= minLength && v.length <= maxLength;
  if (typeof s.pattern === 'string') {
    let re: RegExp;
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      return undefined;
    }
    const base = `ct${salt}`;
    for (const c of [base, base.toUpperCase(), ...(format ? [format] : []), ...PATTERN_CANDIDATES]) if (re.test(c) && fits(c)) return c;
    return undefined;
  }
  // Distinct e-mail addresses per call: users and invitations are unique by e-mail.
  if (format === FORMAT_VALUES.email && salt) return `minimo.${salt}@example.it`.toLowerCase();
  if (format) return format;
  let v = `Minimo ${salt}`.trim();
  if (v.length < minLength) v = v.padEnd(minLength, 'x');
  if (v.length > maxLength) v = v.slice(0, Math.max(maxLength, minLength));
  return v;
}

function minimalNumber(s: JsonObject, integer: boolean): number {
  const min = num(s.minimum);
  const exclusiveMin = num(s.exclusiveMinimum);
  const max = num(s.maximum);
  let v = min ?? (exclusiveMin !== undefined ? exclusiveMin + (integer ? 1 : 0.5) : 1);
  if (min === undefined && exclusiveMin === undefined && max !== undefined && v > max) v = max;
  return integer ? Math.ceil(v) : v;
}

type Walk = { readonly doc: OpenApiDocument; readonly opts: ValueOptions; readonly salt: string };

// Members named like references: filled with the caller's real ids, never removed by minProperties heuristics.
const isReferenceName = (name: string): boolean => /_ids?$/.test(name) || name === 'related_users';

function minimalObject(w: Walk, s: JsonObject, depth: number): Built {
  const props = isObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [];
  const out: JsonObject = {};
  for (const name of required) {
    const v = build(w, props[name] ?? {}, depth + 1, name);
    if (v === undefined) return undefined;
    out[name] = v;
  }
  const minProps = num(s.minProperties) ?? 0;
  // Optional members to reach minProperties: plain fields first (a name or a flag), references last.
  const optional = Object.keys(props)
    .filter((k) => !required.includes(k))
    .sort((a, b) => Number(isReferenceName(a)) - Number(isReferenceName(b)));
  for (const name of optional) {
    if (Object.keys(out).length >= minProps) break;
    const v = build(w, props[name] ?? {}, depth + 1, name);
    if (v !== undefined) out[name] = v;
  }
  // `password_confirmation` and the like must repeat their field (a rule the schema cannot state).
  for (const name of Object.keys(out)) {
    const confirmed = /^(.+)_confirmation$/.exec(name)?.[1];
    if (confirmed !== undefined && confirmed in out) out[name] = out[confirmed] ?? null;
  }
  const conditionals = [...(s.if !== undefined ? [s] : []), ...(Array.isArray(s['x-conditionals']) ? s['x-conditionals'] : [])];
  for (const c of conditionals) if (isObject(c) && !applyConditional(w, props, out, c, depth)) return undefined;
  return out;
}

/** Whether an object satisfies the simple `if` schemas of the contract: `required` plus `const`/`enum` members. */
function ifHolds(w: Walk, value: JsonObject, cond: Json | undefined): boolean {
  const s = derefSchema(w.doc, cond);
  if (!isObject(s)) return true;
  const required = Array.isArray(s.required) ? s.required : [];
  if (required.some((r) => typeof r !== 'string' || !(r in value))) return false;
  const props = isObject(s.properties) ? s.properties : {};
  return Object.entries(props).every(([k, p]) => {
    if (!(k in value) || !isObject(p)) return true;
    if (p.const !== undefined) return JSON.stringify(p.const) === JSON.stringify(value[k]);
    if (Array.isArray(p.enum)) return p.enum.some((e) => JSON.stringify(e) === JSON.stringify(value[k]));
    return true;
  });
}

/** Applies the `then` (or `else`) branch: adds its required members and rebuilds the members it narrows. */
function applyConditional(w: Walk, props: JsonObject, out: JsonObject, cond: JsonObject, depth: number): boolean {
  const branch = derefSchema(w.doc, ifHolds(w, out, cond.if) ? cond.then : cond.else);
  if (!isObject(branch)) return true;
  const narrowed = isObject(branch.properties) ? branch.properties : {};
  const required = Array.isArray(branch.required) ? branch.required.filter((r): r is string => typeof r === 'string') : [];
  for (const name of new Set([...required, ...Object.keys(narrowed).filter((k) => k in out)])) {
    // The branch's own schema for a member is complete in the contract (a type, an enum or a oneOf); the base
    // member's schema only fills in when the branch merely says "required".
    const own = narrowed[name];
    const v = build(w, own !== undefined && isObject(own) && Object.keys(own).length > 0 ? own : (props[name] ?? {}), depth + 1, name);
    if (v === undefined) return false;
    out[name] = v;
  }
  return true;
}

function minimalArray(w: Walk, s: JsonObject, depth: number, field: string): Built {
  const n = num(s.minItems) ?? 0;
  const out: Json[] = [];
  for (let i = 0; i < n; i++) {
    const v = build(w, s.items ?? {}, depth + 1, field, i);
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

function build(w: Walk, raw: Json | undefined, depth: number, field: string, index = 0): Built {
  if (depth > MAX_DEPTH) return undefined;
  const s = derefSchema(w.doc, raw);
  if (s === true || s === undefined) return null;
  if (!isObject(s)) return undefined;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((e) => e !== null) ?? s.enum[0];
  if (Array.isArray(s.allOf)) {
    // allOf of objects: merge the parts; else the first part decides (the others narrow it, as in the contract).
    // Parts that are only `if/then/else` constrain the merged object afterwards.
    const { allOf, ...rest } = s;
    const conditionals = allOf.filter((p): p is JsonObject => isObject(p) && p.if !== undefined && p.properties === undefined && p.type === undefined);
    const plain = allOf.filter((p) => !conditionals.includes(p as JsonObject));
    if (conditionals.length > 0) return build(w, { ...rest, ...(plain.length > 0 ? { allOf: plain } : {}), 'x-conditionals': conditionals }, depth, field, index);
    const parts = [rest, ...plain].map((p) => build(w, p, depth + 1, field, index));
    if (parts.some((p) => p === undefined)) return undefined;
    if (parts.every((p) => isObject(p ?? null))) return Object.assign({}, ...(parts as JsonObject[])) as JsonObject;
    return parts.find((p) => p !== null && !(isObject(p ?? null) && Object.keys(p as JsonObject).length === 0)) ?? parts[0];
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key];
    if (!Array.isArray(branches)) continue;
    // The first non-null branch (nullable unions are `oneOf: [X, {type: null}]`); null only when nothing else builds.
    const ordered = [...branches].sort((a, b) => Number(isNullSchema(w.doc, a)) - Number(isNullSchema(w.doc, b)));
    for (const b of ordered) {
      const { [key]: _, ...rest } = s;
      const v = build(w, isObject(b) && Object.keys(rest).length > 0 ? { ...rest, ...b } : b, depth + 1, field, index);
      if (v !== undefined) return v;
    }
    return undefined;
  }
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (types.includes('null') ? 'null' : undefined);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
    case 'number': {
      const real = isReferenceName(field) ? w.opts.idFor?.(field) : undefined;
      return real ?? minimalNumber(s, type === 'integer') + (isReferenceName(field) ? index : 0);
    }
    case 'string':
      return minimalString(s, w.salt);
    case 'array':
      return minimalArray(w, s, depth, field);
    case 'object':
      return minimalObject(w, s, depth);
    default:
      // No type: any value is valid; an empty object is the least surprising.
      return isObject(s.properties ?? null) ? minimalObject(w, s, depth) : {};
  }
}

function isNullSchema(doc: OpenApiDocument, raw: Json): boolean {
  const s = derefSchema(doc, raw);
  return isObject(s) && (s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null'));
}

/** The minimal valid value of a schema, or undefined when none can be built. */
export function minimalValue(doc: OpenApiDocument, schema: Json | undefined, opts: ValueOptions = {}): Json | undefined {
  return build({ doc, opts, salt: opts.salt ?? '' }, schema, 0, '');
}

/** Members of an object schema, following `allOf` (the branches of a `oneOf` are left to their `required`). */
export function membersOf(doc: OpenApiDocument, schema: Json | undefined): { properties: Record<string, Json>; required: Set<string> } {
  const s = derefSchema(doc, schema);
  const properties: Record<string, Json> = {};
  const required = new Set<string>();
  if (!isObject(s)) return { properties, required };
  if (isObject(s.properties)) Object.assign(properties, s.properties);
  if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string') required.add(r);
  if (Array.isArray(s.allOf)) {
    for (const branch of s.allOf) {
      const inner = membersOf(doc, branch);
      Object.assign(properties, inner.properties);
      for (const r of inner.required) required.add(r);
    }
  }
  return { properties, required };
}
