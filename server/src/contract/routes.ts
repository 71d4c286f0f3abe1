import {
  isObject,
  pointerToken,
  resolveLocalRef,
  type Json,
  type JsonObject,
  type OpenApiDocument,
} from './document.ts';
import { HTTP_METHODS, type BodySpec, type HttpMethod, type Operation, type ParamSpec, type Permission, type RecordScope } from './operation.ts';

export type RouteMatch =
  | { readonly kind: 'found'; readonly operation: Operation; readonly pathParams: Readonly<Record<string, string>> }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly string[] }
  | { readonly kind: 'not-found' };

export type RouteTable = {
  readonly operations: readonly Operation[];
  /** Operations whose declarations are incomplete (reported at start and by the conformance test). */
  readonly problems: readonly string[];
  /** `path` is relative to /api, e.g. `/tasks/12`; a trailing slash is accepted. */
  match(method: string, path: string): RouteMatch;
};

type Segment = { readonly literal: string } | { readonly param: string };

type PathEntry = {
  readonly segments: readonly Segment[];
  readonly byMethod: ReadonlyMap<HttpMethod, Operation>;
};

const trimSlashes = (p: string): string[] => p.split('/').filter((s) => s !== '');

function parseTemplate(template: string): Segment[] {
  return trimSlashes(template).map((s) => {
    const m = /^\{([^}]+)\}$/.exec(s);
    return m?.[1] !== undefined ? { param: m[1] } : { literal: s };
  });
}

const ref = (pointer: readonly string[]): string => `openapi#/${pointer.map(pointerToken).join('/')}`;

/** Follows `$ref` chains, returning the node and the pointer where it really lives (Ajv needs the latter). */
function deref(doc: OpenApiDocument, node: Json | undefined, pointer: string[]): { node: Json | undefined; pointer: string[] } {
  let current = node;
  let where = pointer;
  for (let hops = 0; hops < 10 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    const target: string = current.$ref;
    where = target.slice(2).split('/').map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
    current = resolveLocalRef(doc, target);
  }
  return { node: current, pointer: where };
}

function isArraySchema(doc: OpenApiDocument, schema: Json | undefined): boolean {
  const s = deref(doc, schema, []).node;
  if (!isObject(s)) return false;
  return s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'));
}

const hasType = (node: Json | undefined, type: string): boolean =>
  isObject(node) && (node.type === type || (Array.isArray(node.type) && node.type.includes(type)));

/** An integer schema, or an array whose items are integers. */
function isIntegerSchema(doc: OpenApiDocument, schema: Json | undefined): boolean {
  const s = deref(doc, schema, []).node;
  if (hasType(s, 'integer')) return true;
  return isObject(s) && hasType(s, 'array') && hasType(deref(doc, s.items, []).node, 'integer');
}

function collectParams(doc: OpenApiDocument, list: Json | undefined, basePointer: string[], into: Map<string, ParamSpec>): void {
  if (!Array.isArray(list)) return;
  list.forEach((raw, i) => {
    const { node, pointer } = deref(doc, raw, [...basePointer, String(i)]);
    if (!isObject(node) || typeof node.name !== 'string') return;
    if (node.in !== 'path' && node.in !== 'query') return;
    const spec: ParamSpec = {
      name: node.name,
      in: node.in,
      required: node.required === true || node.in === 'path',
      schemaRef: isObject(node.schema) ? ref([...pointer, 'schema']) : null,
      isArray: isArraySchema(doc, node.schema),
      isInteger: isIntegerSchema(doc, node.schema),
    };
    // Operation-level parameters override path-level ones of the same name and location (OpenAPI rule).
    into.set(`${node.in}:${node.name}`, spec);
  });
}

function bodySpec(doc: OpenApiDocument, raw: Json | undefined, basePointer: string[]): BodySpec | null {
  if (raw === undefined) return null;
  const { node, pointer } = deref(doc, raw, basePointer);
  if (!isObject(node) || !isObject(node.content)) return null;
  const contentTypes = new Map<string, string | null>();
  for (const [type, media] of Object.entries(node.content)) {
    const hasSchema = isObject(media) && media.schema !== undefined;
    contentTypes.set(type.toLowerCase(), hasSchema ? ref([...pointer, 'content', type, 'schema']) : null);
  }
  return { required: node.required === true, contentTypes };
}

function permissionOf(op: JsonObject): Permission | null {
  if (op['x-public'] === true) return { kind: 'public' };
  const p = op['x-permission'];
  if (p === 'self') return { kind: 'self' };
  if (typeof p === 'string' && p.length > 0) {
    const dot = p.indexOf('.');
    return { kind: 'key', key: p, module: dot > 0 ? p.slice(0, dot) : p };
  }
  return null;
}

/** `x-scope` (see RecordScope); a malformed one is a problem of the contract. */
function scopeOf(op: JsonObject, where: string, problems: string[]): RecordScope | null {
  const raw = op['x-scope'];
  if (raw === undefined) return null;
  const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
  const management = isObject(raw) ? text(raw.management) : null;
  if (!isObject(raw) || management === null || (raw.record === undefined && raw.assignee === undefined)) {
    problems.push(`${where}: x-scope needs management and a record or an assignee`);
    return null;
  }
  return { record: text(raw.record), param: text(raw.param) ?? 'id', assignee: text(raw.assignee), management };
}

export function buildRouteTable(doc: OpenApiDocument): RouteTable {
  const operations: Operation[] = [];
  const problems: string[] = [];
  const entries: PathEntry[] = [];

  for (const [template, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    const byMethod = new Map<HttpMethod, Operation>();
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const where = `${method.toUpperCase()} ${template}`;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`;
      if (typeof op.operationId !== 'string') problems.push(`${where}: no operationId`);
      let permission = permissionOf(op);
      if (permission === null) {
        problems.push(`${where}: neither x-permission nor x-public`);
        // Deny by default: an undeclared operation is reachable by the admin role only.
        permission = { kind: 'key', key: `undeclared.${operationId}`, module: 'undeclared' };
      }
      const params = new Map<string, ParamSpec>();
      collectParams(doc, item.parameters, ['paths', template, 'parameters'], params);
      collectParams(doc, op.parameters, ['paths', template, method, 'parameters'], params);
      const operation: Operation = {
        operationId,
        method,
        path: template,
        tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
        permission,
        scope: scopeOf(op, where, problems),
        params: [...params.values()],
        body: bodySpec(doc, op.requestBody, ['paths', template, method, 'requestBody']),
        section: typeof op['x-section'] === 'string' && op['x-section'] !== '' ? op['x-section'] : null,
      };
      byMethod.set(method, operation);
      operations.push(operation);
    }
    entries.push({ segments: parseTemplate(template), byMethod });
  }

  // Bucket by segment count; within a bucket prefer literal segments left to right (`/users/me` beats `/users/{id}`).
  const buckets = new Map<number, PathEntry[]>();
  for (const e of entries) {
    const list = buckets.get(e.segments.length) ?? [];
    list.push(e);
    buckets.set(e.segments.length, list);
  }
  const rank = (e: PathEntry): string => e.segments.map((s) => ('literal' in s ? '0' : '1')).join('');
  for (const list of buckets.values()) list.sort((a, b) => rank(a).localeCompare(rank(b)));

  function match(method: string, path: string): RouteMatch {
    let parts: string[];
    try {
      parts = trimSlashes(path).map((p) => decodeURIComponent(p));
    } catch {
      return { kind: 'not-found' };
    }
    const candidates = buckets.get(parts.length) ?? [];
    let allowed: string[] | null = null;
    for (const entry of candidates) {
      const params: Record<string, string> = {};
      let matched = true;
      for (let i = 0; i < parts.length; i++) {
        const seg = entry.segments[i];
        const value = parts[i];
        if (seg === undefined || value === undefined) {
          matched = false;
          break;
        }
        if ('literal' in seg) {
          if (seg.literal !== value) {
            matched = false;
            break;
          }
        } else {
          params[seg.param] = value;
        }
      }
      if (!matched) continue;
      const op = entry.byMethod.get(method.toLowerCase() as HttpMethod);
      if (op) return { kind: 'found', operation: op, pathParams: params };
      // Remember the first path that matched; a more generic template with this method may still exist.
      allowed ??= [...entry.byMethod.keys()].map((m) => m.toUpperCase());
    }
    return allowed ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }

  return { operations, problems, match };
}
