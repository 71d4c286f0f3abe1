import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationFor } from '../../mocks/contract/contract.ts';
import { ContractViolation, responseProblems } from '../../mocks/contract/responseCheck.ts';
import { checkedHttp, createRuntime } from '../../mocks/runtime.ts';

// A mocked answer that drifts from openapi/api.yaml never reaches the app: it throws in tests, and in the browser
// it is logged and answered 500 instead.

const tenant = operationFor('get', '/tenants/current');

describe('the contract check of mocked answers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts an answer that keeps the contract', () => {
    expect(responseProblems(tenant, 200, 'application/json', { data: { slug: 'acme', name: 'Acme', avatar_url: null, favicon_url: null } })).toEqual([]);
  });

  it('names what is wrong: a missing field, a wrong type, an undeclared status or content type', () => {
    expect(responseProblems(tenant, 200, 'application/json', { data: { slug: 'acme', name: 'Acme', avatar_url: null } })).toEqual([
      "/data must have required property 'favicon_url'",
    ]);
    expect(responseProblems(tenant, 200, 'application/json', { data: { slug: 'Acme Inc', name: 3, avatar_url: null, favicon_url: null } }).length).toBe(2);
    expect(responseProblems(tenant, 418, 'application/json', { message: 'teapot' })[0]).toMatch(/status 418 is not declared/);
    expect(responseProblems(tenant, 200, 'text/html', '<p>')[0]).toMatch(/content type "text\/html" is not declared/);
  });

  it('throws when a deliberately wrong mock answers (the policy of tests)', async () => {
    const runtime = createRuntime(undefined, 'throw');
    const wrong = runtime.guard(tenant, async (_info: { request: Request }) => HttpResponse.json({ data: { slug: 'acme' } }));
    await expect(wrong({ request: new Request('http://acme.localhost/api/tenants/current') })).rejects.toBeInstanceOf(ContractViolation);
    const handler = checkedHttp(runtime).get('/tenants/current', () => HttpResponse.json({ data: { slug: 'acme' } }) as never);
    const server = setupServer(handler);
    server.listen({ onUnhandledRequest: 'error' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // msw turns the thrown violation into a 500 and reports it; the resolver's own rejection is the proof.
      const response = await fetch('http://acme.localhost/api/tenants/current');
      expect(response.status).toBe(500);
      expect(JSON.stringify(errors.mock.calls)).toContain('ContractViolation');
    } finally {
      server.close();
    }
  });

  it('in the browser policy, answers 500 with the reason and logs it', async () => {
    const runtime = createRuntime(undefined, 'answer');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = setupServer(checkedHttp(runtime).get('/tenants/current', () => HttpResponse.json({ data: [] }) as never));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const response = await fetch('http://acme.localhost/api/tenants/current');
      expect(response.status).toBe(500);
      expect(((await response.json()) as { message: string }).message).toMatch(/GET \/tenants\/current breaks openapi\/api.yaml: \/data must be object/);
      expect(runtime.violations[0]).toBeInstanceOf(ContractViolation);
      expect(errors).toHaveBeenCalledOnce();
    } finally {
      server.close();
    }
  });
});
