import { isObject, type Json, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import { derefSchema } from './minimalValue.ts';

// Every field name a request of the contract can carry: path and query parameters, and the members of request
// bodies at any depth (array items, allOf/oneOf/anyOf branches). A 422 names these fields, so each needs a label
// people read (catalogue `fields.<name>`).

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

function collectSchema(doc: OpenApiDocument, schema: Json | undefined, into: Set<string>, seen: Set<Json>): void {
  const s = derefSchema(doc, schema);
  if (!isObject(s) || seen.has(s)) return;
  seen.add(s);
  if (isObject(s.properties)) {
    for (const [name, child] of Object.entries(s.properties)) {
      into.add(name);
      collectSchema(doc, child, into, seen);
    }
  }
  if (Array.isArray(s.required)) for (const name of s.required) if (typeof name === 'string') into.add(name);
  collectSchema(doc, s.items, into, seen);
  if (isObject(s.additionalProperties)) collectSchema(doc, s.additionalProperties, into, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) for (const branch of list) collectSchema(doc, branch, into, seen);
  }
}

/** Field names of every request of the contract, with the operations that use each (for a readable failure). */
export function requestFieldNames(doc: OpenApiDocument): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const pathItem of Object.values(doc.paths)) {
    if (!isObject(pathItem)) continue;
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const id = typeof op.operationId === 'string' ? op.operationId : method;
      const names = new Set<string>();
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])];
      for (const p of params) {
        const param = derefSchema(doc, p);
        if (isObject(param) && typeof param.name === 'string' && (param.in === 'query' || param.in === 'path')) names.add(param.name);
      }
      const body = derefSchema(doc, op.requestBody);
      if (isObject(body) && isObject(body.content)) {
        for (const media of Object.values(body.content)) if (isObject(media)) collectSchema(doc, media.schema, names, new Set());
      }
      for (const name of names) fields.set(name, [...(fields.get(name) ?? []), id]);
    }
  }
  return fields;
}
