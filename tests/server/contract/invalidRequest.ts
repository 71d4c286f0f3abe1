import { isObject, type Json, type JsonObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { derefSchema, membersOf, schemaAt } from './minimalValue.ts';

// One request per operation that the contract refuses before any handler runs: required body members left out,
// the optional ones given a value of the wrong type or format, query values of the wrong kind; an operation with
// nothing to break but an integer id in its path gets an id that names nothing (404). The refusal's words are then
// checked for the reader's language (tests/server/i18n/contractLanguage.test.ts).

export type InvalidRequest = {
  readonly path: string;
  readonly init: { readonly method: string; readonly body?: string; readonly headers: Record<string, string> };
  /** What the request breaks, for a readable failure. */
  readonly breaks: string;
};

const typesOf = (s: JsonObject): string[] =>
  typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];

/** A value the schema refuses, or undefined when we know none (a schema without a type, or one that takes any string). */
function wrongValue(doc: OpenApiDocument, schema: Json | undefined): Json | undefined {
  const s = derefSchema(doc, schema);
  if (!isObject(s)) return undefined;
  if (Array.isArray(s.enum)) return 'zzz-no-such-choice';
  const types = typesOf(s);
  if (types.includes('string')) return typeof s.format === 'string' || typeof s.pattern === 'string' ? 'not~valid' : 12345;
  if (types.includes('integer') || types.includes('number') || types.includes('boolean') || types.includes('array') || types.includes('object')) return 'x';
  return undefined;
}

function queryValue(doc: OpenApiDocument, schemaRef: string | null, isArray: boolean): string | undefined {
  const s = schemaAt(doc, schemaRef);
  if (!isObject(s)) return undefined;
  const leaf = isArray && isObject(s.items) ? derefSchema(doc, s.items) : s;
  const wrong = wrongValue(doc, leaf);
  // A query value is text: a number where text is wanted is no error there.
  return typeof wrong === 'string' ? wrong : undefined;
}

export function invalidRequest(doc: OpenApiDocument, op: Operation): InvalidRequest | null {
  const broken: string[] = [];
  const query = new URLSearchParams();
  for (const p of op.params) {
    if (p.in !== 'query') continue;
    const value = queryValue(doc, p.schemaRef, p.isArray);
    if (value === undefined) continue;
    query.set(p.name, value);
    broken.push(`?${p.name}`);
  }
  let body: string | undefined;
  const headers: Record<string, string> = {};
  if (op.body) {
    const json = op.body.contentTypes.has('application/json');
    headers['content-type'] = 'application/json';
    if (!json) {
      // An upload or a form sent as JSON: refused as an unsupported content type (415), words and all.
      body = '{}';
      broken.push('content type');
    } else {
      const { properties, required } = membersOf(doc, schemaAt(doc, op.body.contentTypes.get('application/json') ?? null));
      const value: Record<string, Json> = {};
      for (const [name, schema] of Object.entries(properties)) {
        if (required.has(name)) continue;
        const wrong = wrongValue(doc, schema);
        if (wrong !== undefined) value[name] = wrong;
      }
      if (required.size > 0 || Object.keys(value).length > 0) {
        body = JSON.stringify(value);
        broken.push(...[...required].map((r) => `-${r}`), ...Object.keys(value));
      }
    }
  }
  const integerPath = op.params.some((p) => p.in === 'path' && p.isInteger);
  const nothingElse = broken.length === 0;
  if (nothingElse && !integerPath) return null;
  let path = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) {
    // With nothing else to break, an id that is not a number names no record (404); otherwise one that does not exist.
    const value = p.isInteger ? (nothingElse ? 'abc' : '999999') : 'zzz';
    path = path.replace(`{${p.name}}`, value);
  }
  const qs = query.toString();
  return {
    path: qs ? `${path}?${qs}` : path,
    init: { method: op.method.toUpperCase(), ...(body === undefined ? {} : { body }), headers },
    breaks: nothingElse ? 'id' : broken.join(', '),
  };
}
