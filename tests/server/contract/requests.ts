import { isObject, type Json, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import type { Reply, TestServer } from '../harness.ts';
import { derefSchema, minimalValue, schemaAt, type ValueOptions } from './minimalValue.ts';

// Turns an operation of the contract into a concrete request: path ids filled in, required query parameters and a
// minimal valid body built from the contract (JSON, or multipart with a small file for `format: binary` fields).

/** Path parameter values by name (numbers for ids, strings for keys and tokens). */
export type Bindings = Readonly<Record<string, string | number>>;

export type RequestPlan = {
  readonly method: string;
  /** Relative to /api, with the query string. */
  readonly path: string;
  readonly body?: NonNullable<RequestInit['body']>;
  readonly headers: Readonly<Record<string, string>>;
};

export type PlanOptions = ValueOptions & {
  /** Values for query parameters (win over the built ones); null leaves a parameter out. */
  readonly query?: Readonly<Record<string, string | null>>;
};

export const pathParamNames = (op: Operation): string[] => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

export function fillPath(template: string, bindings: Bindings): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = bindings[name];
    if (v === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(v));
  });
}

function queryString(doc: OpenApiDocument, op: Operation, opts: PlanOptions): string {
  const q = new URLSearchParams();
  for (const p of op.params) {
    if (p.in !== 'query') continue;
    const given = opts.query?.[p.name];
    if (given === null) continue;
    if (given !== undefined) {
      q.set(p.name, given);
      continue;
    }
    if (!p.required) continue;
    const v = minimalValue(doc, schemaAt(doc, p.schemaRef), opts);
    if (Array.isArray(v)) for (const item of v) q.append(p.name, String(item));
    else if (v !== null && v !== undefined) q.set(p.name, String(v));
  }
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== null && !q.has(k) && !op.params.some((p) => p.name === k)) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Names of the `format: binary` members of a multipart schema (they travel as files). */
function binaryFields(doc: OpenApiDocument, schema: Json | undefined): Set<string> {
  const out = new Set<string>();
  const s = derefSchema(doc, schema);
  if (!isObject(s) || !isObject(s.properties)) return out;
  for (const [name, raw] of Object.entries(s.properties)) {
    const p = derefSchema(doc, raw);
    const item = isObject(p) && p.type === 'array' ? derefSchema(doc, p.items) : p;
    if (isObject(item) && item.format === 'binary') out.add(name);
  }
  return out;
}

/** A tiny text file: every upload endpoint of the contract accepts any type. */
export const sampleFile = (): Blob => new Blob([new TextEncoder().encode('Bottega test file\n')], { type: 'text/plain' });

function multipartBody(doc: OpenApiDocument, schema: Json | undefined, value: Json): FormData {
  const form = new FormData();
  const files = binaryFields(doc, schema);
  if (!isObject(value)) return form;
  for (const [name, v] of Object.entries(value)) {
    if (files.has(name)) form.append(name, sampleFile(), 'prova.txt');
    else if (Array.isArray(v)) for (const item of v) form.append(`${name}[]`, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else if (v !== null) form.append(name, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form;
}

/** The minimal valid body of an operation and its content type; null when it takes none. */
export function minimalBody(doc: OpenApiDocument, op: Operation, opts: ValueOptions = {}): { body: NonNullable<RequestInit['body']>; headers: Record<string, string> } | null {
  if (!op.body) return null;
  const types = [...op.body.contentTypes.keys()];
  const type = types.includes('application/json') ? 'application/json' : (types[0] ?? 'application/json');
  const ref = op.body.contentTypes.get(type) ?? null;
  const schema = schemaAt(doc, ref);
  const value = minimalValue(doc, schema, opts) ?? {};
  if (type === 'application/json' || type.endsWith('+json')) return { body: JSON.stringify(value), headers: { 'content-type': type } };
  if (type === 'multipart/form-data') return { body: multipartBody(doc, schema, value), headers: {} };
  return { body: new Uint8Array([1, 2, 3]), headers: { 'content-type': type } };
}

/** A request the contract accepts for `op`, with these path values. */
export function planRequest(doc: OpenApiDocument, op: Operation, bindings: Bindings, opts: PlanOptions = {}): RequestPlan {
  const path = fillPath(op.path, bindings) + queryString(doc, op, opts);
  const body = minimalBody(doc, op, opts);
  return { method: op.method.toUpperCase(), path, ...(body ? { body: body.body, headers: body.headers } : { headers: {} }) };
}

/** Sends a plan to `{slug}.localhost` through the app (no network). */
export async function send(server: TestServer, slug: string, plan: RequestPlan, token?: string): Promise<Reply> {
  return server.request(slug, plan.method, plan.path, {
    ...(plan.body !== undefined ? { rawBody: plan.body } : {}),
    headers: { ...plan.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** `page_size=500` (the contract's maximum) for a paginated list, so that one page holds every row. */
export const widestPage = (op: Operation): Readonly<Record<string, string>> => (op.params.some((p) => p.name === 'page_size') ? { page_size: '500' } : {});
