import { isObject, type Json, type OpenApiDocument } from './document.ts';

// The contract's integers (ids, positions, counts, minutes, years) live in PostgreSQL `integer` columns, which hold
// 32 bits; the contract gives most of them no upper bound. Without one, `GET /tasks/2147483648` or a position of
// 1e20 passed validation and failed in the database (500). Every integer schema without its own bounds gets the
// 32-bit ones for validation, so such values are a 422 like any other out-of-range value.

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;

const isIntegerSchema = (node: { [key: string]: Json }): boolean =>
  node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));

function bound(node: Json): Json {
  if (Array.isArray(node)) return node.map(bound);
  if (!isObject(node)) return node;
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(node)) out[k] = bound(v);
  if (isIntegerSchema(node)) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) out.maximum = INT32_MAX;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) out.minimum = INT32_MIN;
  }
  return out;
}

/** A copy of the document whose unbounded integer schemas are limited to 32 bits (for the request validator). */
export function withInt32Bounds(doc: OpenApiDocument): OpenApiDocument {
  return { ...doc, paths: bound(doc.paths) as OpenApiDocument['paths'], components: bound(doc.components) as OpenApiDocument['components'] };
}
