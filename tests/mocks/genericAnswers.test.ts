import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../mocks/contract/contract.ts';
import { setupMockServer } from '../../mocks/node.ts';
import { mintTokens } from '../../mocks/tokens.ts';

// Every operation of the contract answers through the mocks without breaking the contract: the generic handlers'
// samples, lists and records are checked by the same validator as every answer (a violation throws in Node).

const { server, runtime } = setupMockServer('normal', 'answer');
const BASE = 'http://acme.localhost/api';
const token = mintTokens('admin').access_token;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const concrete = (path: string): string => path.replace(/\{key\}/g, 'language').replace(/\{[^}]+\}/g, '1');

describe('the mocked API', () => {
  it('answers every operation of the contract within the contract', async () => {
    const failures: string[] = [];
    // Reads first, then changes, then deletes: each sees the records the one before left.
    const order = ['get', 'post', 'put', 'patch', 'delete'];
    for (const op of contractOperations.toSorted((a, b) => order.indexOf(a.method) - order.indexOf(b.method))) {
      const body = op.method === 'get' || op.method === 'delete' ? undefined : '{}';
      const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
      const response = await fetch(`${BASE}${concrete(op.path)}`, { method: op.method.toUpperCase(), headers, ...(body ? { body } : {}) });
      if (response.status >= 500) failures.push(`${op.key}: ${response.status} ${(await response.text()).slice(0, 400)}`);
    }
    expect(failures).toEqual([]);
    expect(runtime.violations).toEqual([]);
  });
});
