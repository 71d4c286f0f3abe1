import { parse } from 'yaml';

// The contract as the mocks read it: plain JSON values, narrowed by small guards. The same openapi/api.yaml the
// server validates against and src/api/schema.gen.ts is generated from, so the mocks cannot drift from either.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type OpenApiDocument = JsonObject & { paths: JsonObject; components: JsonObject };

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One response of an operation, its `$ref` followed: content type → schema (absent for a bodiless answer). */
export type ResponseSpec = { readonly status: string; readonly content: Readonly<Record<string, Json>> };

export type Operation = {
  readonly key: string;
  readonly method: HttpMethod;
  /** As the contract writes it: `/tasks/{id}`. */
  readonly path: string;
  readonly operationId: string;
  readonly isPublic: boolean;
  /** `x-permission`: `tasks.viewAny`, `self`, or undefined for a public operation. */
  readonly permission: string | undefined;
  readonly responses: readonly ResponseSpec[];
  /** The JSON request body's schema, when the operation takes one. */
  readonly requestSchema: Json | undefined;
  readonly matcher: RegExp;
  readonly paramNames: readonly string[];
};

export const operationKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Follows one local `$ref` (`#/components/...`); other values come back as they are. */
export const resolveRef = (doc: OpenApiDocument, node: Json | undefined): Json | undefined => {
  let current = node;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    const pointer = current.$ref.replace(/^#\//, '').split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target: Json | undefined = doc;
    for (const token of pointer) target = isObject(target) ? target[token] : undefined;
    current = target;
  }
  return current;
};

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const toMatcher = (path: string): { matcher: RegExp; paramNames: string[] } => {
  const paramNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment);
      if (param?.[1] === undefined) return escapeRegExp(segment);
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { matcher: new RegExp(`^${source}$`), paramNames };
};

export const parseDocument = (text: string): OpenApiDocument => {
  const doc = parse(text) as Json;
  if (!isObject(doc) || !isObject(doc.paths)) throw new Error('openapi/api.yaml has no paths object');
  return { ...doc, paths: doc.paths, components: isObject(doc.components) ? doc.components : {} };
};

export const listOperations = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) => {
    if (!isObject(item)) return [];
    return HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      if (!isObject(op)) return [];
      const responses = Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, raw]) => {
        const response = resolveRef(doc, raw);
        const content = isObject(response) && isObject(response.content) ? response.content : {};
        const schemas: Record<string, Json> = {};
        for (const [type, media] of Object.entries(content)) schemas[type] = isObject(media) && media.schema !== undefined ? media.schema : {};
        return { status, content: schemas };
      });
      const requestBody = resolveRef(doc, op.requestBody);
      const requestContent = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
      const jsonMedia = requestContent['application/json'];
      return [{
        key: operationKey(method, path),
        requestSchema: isObject(jsonMedia) ? jsonMedia.schema : undefined,
        method,
        path,
        operationId: typeof op.operationId === 'string' ? op.operationId : operationKey(method, path),
        isPublic: op['x-public'] === true,
        permission: typeof op['x-permission'] === 'string' ? op['x-permission'] : undefined,
        responses,
        ...toMatcher(path),
      }];
    });
  });
