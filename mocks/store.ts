import { contractDocument } from './contract/contract.ts';
import { isObject, resolveRef, type Json, type JsonObject } from './contract/document.ts';
import { meetsSchema } from './contract/responseCheck.ts';
import { sampleOf } from './contract/sample.ts';
import { SCENARIO_TRAITS } from './scenarios.ts';
import type { MockState } from './state.ts';

// The generic in-memory store: one array of records per concrete collection path, seeded on first read from the
// contract's item schema (a scenario decides how many), changed by creates, updates and deletes.

/** The schema of `data` inside an envelope schema, and whether it is a list. */
export const envelopeData = (schema: Json | undefined): { data: Json; isList: boolean; envelope: JsonObject } | undefined => {
  const resolved = resolveRef(contractDocument, schema);
  if (!isObject(resolved) || !isObject(resolved.properties) || resolved.properties.data === undefined) return undefined;
  const data = resolveRef(contractDocument, resolved.properties.data);
  const isList = isObject(data) && (data.type === 'array' || (Array.isArray(data.type) && data.type.includes('array')));
  return { data: resolved.properties.data, isList, envelope: resolved };
};

export const itemSchemaOf = (listSchema: Json): Json => {
  const resolved = resolveRef(contractDocument, listSchema);
  return isObject(resolved) && resolved.items !== undefined ? resolved.items : {};
};

/**
 * A record that meets `schema`: the sample for it, overlaid with the fields of `wanted` that keep it valid (a body's
 * `name` is kept; its `work_type_id`, where the record has a `work_type` object, is not).
 */
export const conform = (schema: Json, wanted: JsonObject, n: number): JsonObject => {
  const base = sampleOf(schema, n);
  if (!isObject(base)) return wanted;
  let record: JsonObject = { ...base };
  if (meetsSchema(schema, { ...base, ...wanted })) return { ...base, ...wanted };
  for (const [key, value] of Object.entries(wanted)) {
    if (!(key in base)) continue;
    const candidate = { ...record, [key]: value };
    if (meetsSchema(schema, candidate)) record = candidate;
  }
  return record;
};

export const collection = (state: MockState, key: string, itemSchema: Json): JsonObject[] => {
  let records = state.collections.get(key);
  if (records === undefined) {
    const count = SCENARIO_TRAITS[state.scenario].seedCount;
    records = Array.from({ length: count }, (_, i) => {
      const value = sampleOf(itemSchema, i + 1);
      return isObject(value) ? value : {};
    });
    state.collections.set(key, records);
  }
  return records;
};

/** The field naming a record: `id`, `key`, or the provider's `idList`/`idGroup`/`idRecipient` (newsletter). */
export const idKeyOf = (record: JsonObject): string =>
  'id' in record ? 'id' : 'key' in record ? 'key' : (Object.keys(record).find((k) => /^id[A-Z]/.test(k)) ?? 'id');

export const idOf = (record: JsonObject): string => String(record[idKeyOf(record)] ?? '');

export const findRecord = (state: MockState, key: string, id: string): JsonObject | undefined =>
  state.collections.get(key)?.find((r) => idOf(r) === id);

const matchesSearch = (record: JsonObject, search: string): boolean =>
  Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(search.toLowerCase()));

/** Search and the page the list operation asked for; the rest of its filters are not applied by the mocks. */
export const pageOf = (records: readonly JsonObject[], query: URLSearchParams) => {
  const search = query.get('search') ?? '';
  const rows = search === '' ? records : records.filter((r) => matchesSearch(r, search));
  const perPage = Math.max(1, Number(query.get('page_size') ?? query.get('per_page') ?? 15) || 15);
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  return {
    rows: rows.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / perPage)), per_page: perPage, total: rows.length },
  };
};
