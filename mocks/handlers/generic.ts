import { HttpResponse } from 'msw';
import { contractOperations } from '../contract/contract.ts';
import { isObject, type Json, type JsonObject, type Operation } from '../contract/document.ts';
import { sampleOf } from '../contract/sample.ts';
import { type MockRuntime, untypedRoute } from '../runtime.ts';
import { collection, conform, envelopeData, findRecord, idKeyOf, itemSchemaOf, pageOf } from '../store.ts';

// One handler per operation of the contract that has no hand-written one: lists, reads, creates, updates and
// deletes on the in-memory store by the operation's shape; any other call answers the sample of its success schema.

const FILE_BODIES: Record<string, string> = {
  'application/pdf': '%PDF-1.4\n% mocked\n%%EOF\n',
  'text/calendar': 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Bottega//mock//IT\r\nEND:VCALENDAR\r\n',
};

const lastIsParam = (path: string): boolean => /\}$/.test(path);

const apiPath = (request: Request): string => new URL(request.url).pathname.replace(/^\/api/, '');

const parentOf = (pathname: string): string => pathname.slice(0, pathname.lastIndexOf('/'));

const lastSegment = (pathname: string): string => decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));

const readBody = async (request: Request): Promise<JsonObject> => {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return {};
  try {
    const body = (await request.json()) as Json;
    return isObject(body) ? body : {};
  } catch {
    return {};
  }
};

/** The list operation over the same collection (`GET /tasks` for `GET /tasks/{id}`), for its item schema. */
export const listItemSchema = (collectionPath: string): Json | undefined => {
  const list = contractOperations.find((o) => o.method === 'get' && o.path === collectionPath);
  const success = list?.responses.find((r) => r.status.startsWith('2'));
  const data = envelopeData(success?.content['application/json']);
  return data?.isList === true ? itemSchemaOf(data.data) : undefined;
};

/** A record of a collection (`/samples`, `7`), the collection seeded first as a read of it would. */
export const seededRecord = (runtime: MockRuntime, collectionPath: string, id: string): JsonObject | undefined => {
  const schema = listItemSchema(collectionPath);
  if (schema !== undefined) collection(runtime.state, collectionPath, schema);
  return findRecord(runtime.state, collectionPath, id);
};

export const genericResolver = (runtime: MockRuntime, op: Operation) => async ({ request }: { request: Request }): Promise<Response> => {
  const state = runtime.state;
  // An operation that only refuses (no 2xx) answers its first refusal other than 401/403.
  const success = op.responses.find((r) => r.status.startsWith('2')) ?? op.responses.find((r) => !['401', '403'].includes(r.status));
  if (success === undefined) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  const status = Number(success.status);
  const type = Object.keys(success.content)[0];
  if (type === undefined) {
    // A bodiless success: for a delete, the record leaves its collection first.
    if (op.method === 'delete' && lastIsParam(op.path)) {
      const pathname = apiPath(request);
      const records = runtime.state.collections.get(parentOf(pathname));
      const found = findRecord(runtime.state, parentOf(pathname), lastSegment(pathname));
      if (found === undefined && op.responses.some((r) => r.status === '404') && records !== undefined) return HttpResponse.json({ message: 'No query results.' }, { status: 404 });
      if (records !== undefined && found !== undefined) records.splice(records.indexOf(found), 1);
    }
    return new HttpResponse(null, { status });
  }
  if (!type.includes('json')) {
    return new HttpResponse(FILE_BODIES[type] ?? 'mocked file', { status, headers: { 'content-type': type, 'content-disposition': 'attachment; filename="mock"' } });
  }
  const schema = success.content[type] ?? {};
  const shape = envelopeData(schema);
  const pathname = apiPath(request);
  const declares404 = op.responses.some((r) => r.status === '404');
  const wrap = (data: Json): Response => {
    const extra = sampleOf(shape?.envelope ?? {}, 1);
    return HttpResponse.json({ ...(isObject(extra) ? extra : {}), data }, { status });
  };
  if (shape === undefined) return HttpResponse.json(sampleOf(schema, 1), { status });

  if (shape.isList) {
    const records = collection(state, pathname, itemSchemaOf(shape.data));
    const { rows, meta } = pageOf(records, new URL(request.url).searchParams);
    const extra = sampleOf(shape.envelope, 1);
    const hasMeta = isObject(shape.envelope.properties) && 'meta' in shape.envelope.properties;
    return HttpResponse.json({ ...(isObject(extra) ? extra : {}), data: rows, ...(hasMeta ? { meta } : {}) }, { status });
  }

  const itemPath = lastIsParam(op.path);
  const collectionKey = itemPath ? parentOf(pathname) : pathname;
  const collectionPath = itemPath ? parentOf(op.path) : op.path;
  const listSchema = listItemSchema(collectionPath);
  const records = listSchema === undefined ? undefined : collection(state, collectionKey, listSchema);

  if (op.method === 'post' && !itemPath && records !== undefined) {
    state.nextId += 1;
    const idKey = idKeyOf(records[0] ?? (sampleOf(shape.data, 1) as JsonObject));
    const created = conform(shape.data, { ...(await readBody(request)), [idKey]: state.nextId }, state.nextId);
    records.unshift(created);
    return wrap(created);
  }
  if (itemPath && records !== undefined) {
    const id = lastSegment(pathname);
    const found = findRecord(state, collectionKey, id);
    if (found === undefined && declares404) return HttpResponse.json({ message: 'No query results.' }, { status: 404 });
    if (op.method === 'delete') {
      if (found !== undefined) records.splice(records.indexOf(found), 1);
      return wrap(sampleOf(shape.data, 1));
    }
    const current = found ?? { [idKeyOf(sampleOf(shape.data, 1) as JsonObject)]: Number(id) || id };
    const next = op.method === 'put' || op.method === 'patch' ? { ...current, ...(await readBody(request)) } : current;
    const record = conform(shape.data, next, Number(id) || 1);
    if (found !== undefined && (op.method === 'put' || op.method === 'patch')) records.splice(records.indexOf(found), 1, record);
    return wrap(record);
  }
  return wrap(sampleOf(shape.data, 1));
};

/** Generic handlers for the operations `covered` does not name, literal paths before parameterised ones. */
export const genericHandlers = (runtime: MockRuntime, covered: ReadonlySet<string>) =>
  contractOperations
    .filter((op) => !covered.has(op.key))
    .toSorted((a, b) => a.paramNames.length - b.paramNames.length)
    .map((op) => untypedRoute(runtime, op, genericResolver(runtime, op)));
