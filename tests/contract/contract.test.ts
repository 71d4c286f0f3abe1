import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specCalls } from './specCalls.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  'x-permission'?: string;
  'x-public'?: boolean;
  responses?: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const doc = parse(readFileSync('openapi/api.yaml', 'utf8')) as Document;
const slot = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
  }),
);

describe('the contract', () => {
  it('has every call of spec §7 (method and path)', () => {
    const present = new Set(operations.map(({ key }) => slot(key)));
    const missing = specCalls.filter((call) => !present.has(slot(call)));
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId and a tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
    expect(operations.filter(({ operation }) => !operation.tags?.length).map(({ key }) => key)).toEqual([]);
  });

  it('declares a permission or marks the operation public, never both', () => {
    const wrong = operations
      .filter(({ operation }) => {
        const permission = operation['x-permission'];
        const isPublic = operation['x-public'] === true;
        if (isPublic) return permission !== undefined || !Array.isArray(operation.security) || operation.security.length !== 0;
        return typeof permission !== 'string' || !(permission === 'self' || /^[a-z_-]+\.[a-zA-Z]+$/i.test(permission));
      })
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
  });

  it('lets every authenticated operation answer 401 and every permission-checked one 403', () => {
    const lacking = operations
      .filter(({ operation }) => operation['x-public'] !== true)
      .filter(({ operation }) => {
        const codes = Object.keys(operation.responses ?? {});
        const needs403 = operation['x-permission'] !== 'self';
        return !codes.includes('401') || (needs403 && !codes.includes('403'));
      })
      .map(({ key }) => key);
    expect(lacking).toEqual([]);
  });

  it('has more operations than the spec lists (the screens need more)', () => {
    expect(operations.length).toBeGreaterThan(specCalls.length);
  });
});
