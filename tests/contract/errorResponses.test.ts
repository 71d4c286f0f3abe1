import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The contract tells the truth about refusals (issue 21 §8): the server reads every declared body before anything
// else (400 unreadable, 413 too large, 415 wrong content type) and validates bodies and parameters against the
// contract (422), and a path naming a record can name none (404). An operation added without them fails here;
// `node scripts/contract-error-responses.mjs` adds the missing references to the shared responses.

type Parameter = { $ref?: string; in?: string };
type Operation = { operationId?: string; requestBody?: unknown; parameters?: Parameter[]; responses?: Record<string, unknown> };
type PathItem = { parameters?: Parameter[] } & Partial<Record<(typeof METHODS)[number], Operation>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const doc = parse(readFileSync('openapi/api.yaml', 'utf8')) as { paths: Record<string, PathItem>; components: { responses: Record<string, unknown> } };

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ key: `${method.toUpperCase()} ${path}`, path, item, operation }] : [];
  }),
);

const SHARED: Record<string, string> = { '400': 'BadRequest', '404': 'NotFound', '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType', '422': 'Invalid' };

function required(path: string, item: PathItem, operation: Operation): string[] {
  const codes = new Set<string>();
  if (operation.requestBody) for (const c of ['400', '413', '415', '422']) codes.add(c);
  if ((item.parameters?.length ?? 0) + (operation.parameters?.length ?? 0) > 0) codes.add('422');
  if (/\{[^}]+\}/.test(path)) codes.add('404');
  return [...codes].sort();
}

describe('the contract documents the refusals each operation can give', () => {
  it('has the shared error responses', () => {
    for (const name of Object.values(SHARED)) expect(doc.components.responses[name], name).toBeDefined();
  });

  it('400, 413, 415 and 422 on every operation with a body; 422 on every one with parameters; 404 under a path parameter', () => {
    const lacking = operations.flatMap(({ key, path, item, operation }) => {
      const codes = Object.keys(operation.responses ?? {});
      const missing = required(path, item, operation).filter((c) => !codes.includes(c));
      return missing.length > 0 ? [`${key}: ${missing.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });
});
