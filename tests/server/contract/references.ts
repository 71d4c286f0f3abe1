import { isObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { derefSchema, schemaAt } from './minimalValue.ts';

// The members of a JSON body that point at other records (`task_type_id`, `related_users`, `profile_ids`…): the
// places where a tenant could try to link another tenant's records to its own.

export type ReferenceMember = { readonly name: string; readonly many: boolean };

// OAuth's `client_id` names a client, not a record.
const NOT_RECORDS = new Set(['client_id']);

export function referenceMembers(doc: OpenApiDocument, op: Operation): ReferenceMember[] {
  const schema = derefSchema(doc, schemaAt(doc, op.body?.contentTypes.get('application/json') ?? null));
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const out: ReferenceMember[] = [];
  for (const [name, raw] of Object.entries(schema.properties)) {
    if (NOT_RECORDS.has(name) || !(/_ids?$/.test(name) || name === 'related_users')) continue;
    const p = derefSchema(doc, raw);
    const many = isObject(p) && (p.type === 'array' || (Array.isArray(p.type) && p.type.includes('array')));
    out.push({ name, many });
  }
  return out;
}
