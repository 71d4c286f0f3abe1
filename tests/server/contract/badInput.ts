import fc from 'fast-check';
import { isObject, type Json, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { derefSchema, minimalValue, schemaAt } from './minimalValue.ts';
import { fillPath, type Bindings, type RequestPlan } from './requests.ts';

// Arbitraries of malformed requests for one operation, built around a request the contract accepts so that each
// case breaks one thing: a body of the wrong shape, extra or prototype-polluting members, huge or deeply nested
// values, an unknown content type or unparsable bytes, odd query strings, odd path segments.

export type BadRequest = RequestPlan & { readonly kind: string };

const JSON_TYPE = { 'content-type': 'application/json' } as const;

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: false }).map((d) => (Number.isFinite(d) ? d : 1e308)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constantFrom('', ' ', '0', '-1', '1e999', '2026-02-30 25:61:61', 'true', 'null', '<script>alert(1)</script>', "'; drop table users; --", '\u0000', '🙂'.repeat(50)),
);

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

// Raw path segments: each must stay one segment (no raw `/`, `?` or `#`), some are deliberately badly encoded.
const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('-1', '0', '1.5', '1e3', '1e309', '99999999999999999999', '2147483648', '0x10', ' 1', '%', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', 'null', 'undefined', '%F0%9F%99%82', 'a'.repeat(5000)),
);

const oddQueryValue: fc.Arbitrary<string> = fc.oneof(fc.string({ maxLength: 40 }), oddSegment.map((s) => decodeURIComponentSafe(s)), fc.constant('x'.repeat(20_000)));

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function bodySchemaOf(doc: OpenApiDocument, op: Operation): { type: string; schema: Json | undefined } | null {
  if (!op.body) return null;
  const types = [...op.body.contentTypes.keys()];
  const type = types.includes('application/json') ? 'application/json' : (types[0] ?? 'application/json');
  return { type, schema: schemaAt(doc, op.body.contentTypes.get(type) ?? null) };
}

function memberNames(doc: OpenApiDocument, schema: Json | undefined): string[] {
  const s = derefSchema(doc, schema);
  return isObject(s) && isObject(s.properties) ? Object.keys(s.properties) : [];
}

const jsonPlan = (base: RequestPlan, kind: string, text: string): BadRequest => ({ ...base, kind, body: text, headers: JSON_TYPE });

/** Malformed variants of the valid request `base` (path from `bindings`) of `op`. */
export function badRequests(doc: OpenApiDocument, op: Operation, bindings: Bindings, base: RequestPlan): fc.Arbitrary<BadRequest> {
  const body = bodySchemaOf(doc, op);
  const valid = body ? minimalValue(doc, body.schema, {}) : undefined;
  const validObject: Record<string, Json> = isObject(valid ?? null) ? { ...(valid as Record<string, Json>) } : {};
  const members = memberNames(doc, body?.schema);
  const names = Object.keys(bindings);
  const cases: fc.Arbitrary<BadRequest>[] = [];

  // Query strings: declared parameters with odd values, unknown keys, repeated and bracketed keys.
  const declared = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const key = declared.length > 0 ? fc.oneof(fc.constantFrom(...declared), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 });
  cases.push(
    fc.array(fc.tuple(key, fc.boolean(), oddQueryValue), { minLength: 1, maxLength: 6 }).map((pairs) => {
      const q = pairs.map(([k, bracket, v]) => `${encodeURIComponent(k)}${bracket ? '[]' : ''}=${encodeURIComponent(v)}`).join('&');
      return { ...base, kind: 'query', path: `${base.path}${base.path.includes('?') ? '&' : '?'}${q}` };
    }),
  );

  // Path segments.
  if (names.length > 0) {
    cases.push(
      fc.tuple(fc.constantFrom(...names), oddSegment).map(([name, segment]) => {
        const path = fillPath(op.path, bindings).split('/');
        const template = op.path.split('/');
        const at = template.indexOf(`{${name}}`);
        path[at] = segment;
        return { ...base, kind: 'path', path: path.join('/') };
      }),
    );
  }

  if (!body) return fc.oneof(...cases);

  cases.push(
    // Any JSON value at all.
    fc.jsonValue({ maxDepth: 4 }).map((v) => jsonPlan(base, 'random-json', JSON.stringify(v))),
    // One member of the wrong type (or an unknown member).
    fc.tuple(members.length > 0 ? fc.constantFrom(...members) : fc.string({ maxLength: 10 }), wrongValue).map(([k, v]) => jsonPlan(base, 'wrong-member', JSON.stringify({ ...validObject, [k]: v }))),
    fc.tuple(fc.string({ minLength: 1, maxLength: 16 }), fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => jsonPlan(base, 'extra-member', JSON.stringify({ ...validObject, [`x_${k}`]: v }))),
    // Huge strings and deep nesting.
    fc.tuple(members.length > 0 ? fc.constantFrom(...members) : fc.constant('name'), fc.integer({ min: 10_000, max: 1_200_000 })).map(([k, n]) => jsonPlan(base, 'huge-string', JSON.stringify({ ...validObject, [k]: 'x'.repeat(n) }))),
    fc.tuple(members.length > 0 ? fc.constantFrom(...members) : fc.constant('name'), fc.integer({ min: 100, max: 5000 })).map(([k, depth]) => {
      const rest = JSON.stringify({ ...validObject, [k]: null }).slice(1, -1).replace(`"${k}":null`, `"${k}":${nested(depth)}`);
      return jsonPlan(base, 'deep-nesting', `{${rest}}`);
    }),
    // Prototype keys, written by hand: JSON.stringify of an object literal would not emit `__proto__`.
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((k) => {
      const payload = k === 'constructor' ? '{"prototype":{"polluted":true,"isAdmin":true}}' : '{"polluted":true,"isAdmin":true}';
      const rest = JSON.stringify(validObject).slice(1, -1);
      return jsonPlan(base, 'prototype-key', `{"${k}":${payload}${rest ? `,${rest}` : ''}}`);
    }),
    // Content types the operation does not take, or bytes that do not parse.
    fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=zz', 'application/x-www-form-urlencoded', 'application/json-patch', 'image/png', '*/*', ';;;').map((type) => ({
      ...base,
      kind: 'content-type',
      body: JSON.stringify(validObject),
      headers: { 'content-type': type },
    })),
    fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', "{'a':1}", '\uFEFF{}', 'NaN', '{"a":1e999999}').map((text) => jsonPlan(base, 'bad-json', text)),
    fc.constant({ ...base, kind: 'bad-utf8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: JSON_TYPE }),
  );
  return fc.oneof(...cases);
}
