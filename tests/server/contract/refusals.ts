import { isObject, type Json, type JsonObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { derefSchema, membersOf, minimalValue, schemaAt } from './minimalValue.ts';

// The refusals one operation can meet, one request each, built around a body the contract accepts so that each
// breaks one thing: a record id that names nothing (404), the body left empty (required members missing), one
// member of the wrong type, one string one character too long, one choice outside its enum, one query value of the
// wrong kind. Who asks (a guest, an operator without the key) is the caller's business: the same plans serve.
// Their words are checked for the reader's language in tests/server/i18n/refusalLanguage.test.ts.

export type RefusalKind = 'notFound' | 'missing' | 'wrongType' | 'tooLong' | 'badChoice' | 'badQuery';

export type RefusalPlan = {
  readonly kind: RefusalKind;
  /** What the request breaks, for a readable failure. */
  readonly breaks: string;
  readonly method: string;
  /** Relative to /api, with the query string. */
  readonly path: string;
  readonly body?: string;
  readonly headers: Readonly<Record<string, string>>;
};

/** An id no record of the demo data has (and within 32 bits, so it is not refused as too large). */
export const UNKNOWN_ID = 999_999;

const typesOf = (s: JsonObject): string[] =>
  typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];

/** A value of the wrong JSON type for the schema, or undefined when it takes anything. */
function wrongType(s: JsonObject): Json | undefined {
  const types = typesOf(s);
  if (types.length === 0) return undefined;
  if (!types.includes('object')) return { x: 1 };
  if (!types.includes('array')) return [1];
  return undefined;
}

function pathWith(op: Operation, id: number | string): string {
  let path = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) path = path.replace(`{${p.name}}`, String(p.isInteger ? id : 'zzz'));
  return path;
}

export function refusalPlans(doc: OpenApiDocument, op: Operation, idFor: (field: string) => number | undefined): RefusalPlan[] {
  const plans: RefusalPlan[] = [];
  const method = op.method.toUpperCase();
  const path = pathWith(op, UNKNOWN_ID);
  const jsonSchemaRef = op.body?.contentTypes.get('application/json');
  const json = op.body !== null && op.body.contentTypes.has('application/json');
  const schema = json ? schemaAt(doc, jsonSchemaRef ?? null) : undefined;
  const valid = json ? minimalValue(doc, schema, { idFor, salt: 'r' }) : undefined;
  const validObject: Record<string, Json> = isObject(valid ?? null) ? { ...(valid as Record<string, Json>) } : {};
  const withBody = (kind: RefusalKind, breaks: string, body: Json): RefusalPlan => ({ kind, breaks, method, path, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  if (op.params.some((p) => p.in === 'path' && p.isInteger)) {
    plans.push(json ? withBody('notFound', 'unknown id', valid ?? {}) : { kind: 'notFound', breaks: 'unknown id', method, path, headers: {} });
  }
  if (json) {
    const { properties, required } = membersOf(doc, schema);
    if (required.size > 0) plans.push(withBody('missing', [...required].map((r) => `-${r}`).join(' '), {}));
    for (const [name, raw] of Object.entries(properties)) {
      const s = derefSchema(doc, raw);
      if (!isObject(s)) continue;
      const wrong = wrongType(s);
      if (wrong !== undefined) plans.push(withBody('wrongType', `${name}: wrong type`, { ...validObject, [name]: wrong }));
      if (typeof s.maxLength === 'number' && typesOf(s).includes('string')) {
        plans.push(withBody('tooLong', `${name}: ${s.maxLength + 1} characters`, { ...validObject, [name]: 'a'.repeat(s.maxLength + 1) }));
      }
      if (Array.isArray(s.enum)) plans.push(withBody('badChoice', `${name}: not a choice`, { ...validObject, [name]: 'zzz-no-such-choice' }));
    }
  }
  for (const p of op.params) {
    if (p.in !== 'query') continue;
    const s = derefSchema(doc, schemaAt(doc, p.schemaRef));
    if (!isObject(s)) continue;
    const leaf = p.isArray && isObject(s.items) ? derefSchema(doc, s.items) : s;
    if (!isObject(leaf)) continue;
    const types = typesOf(leaf);
    const bad = Array.isArray(leaf.enum) ? 'zzz-no-such-choice' : types.includes('integer') || types.includes('number') ? 'abc' : types.includes('boolean') ? 'forse' : typeof leaf.format === 'string' ? 'not~valid' : undefined;
    if (bad === undefined) continue;
    const query = new URLSearchParams({ [p.name]: bad });
    const plan: RefusalPlan = json ? withBody('badQuery', `?${p.name}=${bad}`, valid ?? {}) : { kind: 'badQuery', breaks: `?${p.name}=${bad}`, method, path, headers: {} };
    plans.push({ ...plan, path: `${path}?${query.toString()}` });
  }
  return plans;
}
