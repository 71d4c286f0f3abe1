import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../mocks/contract/contract.ts';
import { createHandlers, handlerKey } from '../../mocks/handlers/handlers.ts';
import { createRuntime } from '../../mocks/runtime.ts';

// Every operation the app calls (the openapi-fetch calls of src/api/*.ts) has a mocked handler, and is an
// operation of the contract: a new call without a mock, or a mock of a path the contract lacks, fails here.

const API_DIR = 'src/api';
const CALL = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*(['`])([^'`]+)\2/g;
const ownersOf = (typeName: string): string[] => {
  const declared = new RegExp(`type ${typeName} = ([^;]+);`).exec(readFileSync(join(API_DIR, 'recordMedia.ts'), 'utf8'))?.[1] ?? '';
  return [...declared.matchAll(/'([a-z-]+)'/g)].map((m) => m[1] ?? '');
};
// Record media calls are templated by owner: deletes for the deletable owners only (src/api/recordMedia.ts).
const DELETABLE_OWNERS = ownersOf('DeletableMediaOwner');
const MEDIA_OWNERS = [...DELETABLE_OWNERS, ...ownersOf('MediaOwner')];
// List exports are one templated call over the contract's `/exports/<list>` operations (src/api/exports.ts).
const EXPORT_PATHS = contractOperations.filter((op) => op.method === 'get' && op.path.startsWith('/exports/')).map((op) => op.path);
const slot = (key: string): string => key.replace(/\{[^}]+\}/g, '{}');

const appCalls = (): string[] => {
  const calls = new Set<string>();
  for (const file of readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.gen.ts'))) {
    const text = readFileSync(join(API_DIR, file), 'utf8');
    const base = /const BASE = '([^']+)'/.exec(text)?.[1];
    for (const [, method, , raw] of text.matchAll(CALL)) {
      const path = base === undefined ? raw ?? '' : (raw ?? '').replace('${BASE}', base);
      const owners = method === 'DELETE' ? DELETABLE_OWNERS : MEDIA_OWNERS;
      const paths = path.includes('${owner}')
        ? owners.map((owner) => path.replace('${owner}', owner))
        : path === '/exports/${list}'
          ? EXPORT_PATHS
          : [path];
      for (const p of paths) calls.add(slot(`${method} ${p}`));
    }
  }
  return [...calls].sort();
};

describe('the mocked API covers the app', () => {
  const calls = appCalls();
  // The catch-all (`http.all`, a method pattern) answers calls outside the contract loudly; it handles nothing.
  const handled = new Set(createHandlers(createRuntime()).filter((h) => typeof h.info.method === 'string').map((h) => slot(handlerKey(h.info))));
  const contract = new Set(contractOperations.map((op) => slot(op.key)));

  it('finds the app calls (the scan itself works)', () => {
    expect(calls.length).toBeGreaterThan(200);
    expect(calls).toContain('POST /samples/{}/departments/{}/update-status');
    expect(calls).toContain('GET /newsletter/mailup/lists');
    expect(calls.some((c) => c.includes('${'))).toBe(false);
  });

  it('has a handler for every operation the app calls', () => {
    expect(calls.filter((call) => !handled.has(call))).toEqual([]);
  });

  it('mocks only operations of the contract', () => {
    expect([...handled].filter((key) => !contract.has(key))).toEqual([]);
  });
});
