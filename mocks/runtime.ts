import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/api/schema.gen.ts';
import { operationFor } from './contract/contract.ts';
import type { HttpMethod, Operation } from './contract/document.ts';
import { assertResponseKeepsContract, ContractViolation, meetsSchema } from './contract/responseCheck.ts';
import { SCENARIO_TRAITS } from './scenarios.ts';
import { createState, type MockState } from './state.ts';
import { roleOfAccessToken } from './tokens.ts';
import { permissionsOf } from './users.ts';

// Every mocked answer, hand-written or generic, goes through `guard`: the scenario's latency and server errors,
// injected faults, the bearer token check, then the handler, then the contract check of what it answered.

export const API_BASE = '*/api';

/** What to do with an answer that breaks the contract: the browser logs and answers 500; tests throw. */
export type ViolationPolicy = 'answer' | 'throw';

/** Calls the session itself makes: they keep working in the "server errors" scenario, so the app can start. */
const SESSION_OPERATIONS = new Set([
  'POST /oauth/token',
  'POST /oauth/revoke',
  'GET /tenants/current',
  'GET /users/me',
  'GET /users/me/permissions',
  'GET /settings',
  'GET /users/me/preferences',
  'POST /users/me/preferences',
]);

export type MockRuntime = {
  state: MockState;
  readonly violations: ContractViolation[];
  readonly policy: ViolationPolicy;
  /** Wraps a resolver of `op` in the scenario, the faults, the token check and the contract check. */
  readonly guard: <R extends (...args: never[]) => unknown>(op: Operation, resolver: R) => R;
};

/**
 * Operations whose handler checks its body itself, answering the server's own field errors (the contract's generic
 * check would answer a weak new password with a field-less 422, unlike the server).
 */
const SELF_CHECKED = new Set(['POST /users/me/password']);

/** A JSON body that breaks the operation's request schema is a 422, as the reference server answers. */
const requestProblems = async (op: Operation, request: Request): Promise<Response | undefined> => {
  if (SELF_CHECKED.has(op.key)) return undefined;
  if (op.requestSchema === undefined || !op.responses.some((r) => r.status === '422')) return undefined;
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return HttpResponse.json({ message: 'The request body is not JSON.', errors: {} }, { status: 422 });
  }
  if (meetsSchema(op.requestSchema, body)) return undefined;
  return HttpResponse.json({ message: 'The given data was invalid.', errors: { body: ['does not match the contract'] } }, { status: 422 });
};

const errorAnswer = (status: number, message: string): Response => HttpResponse.json({ message }, { status });

export const createRuntime = (state: MockState = createState('normal'), policy: ViolationPolicy = 'answer'): MockRuntime => {
  const runtime: MockRuntime = {
    state,
    violations: [],
    policy,
    guard: (op, resolver) => {
      const guarded = async (info: { request: Request }): Promise<Response> => {
        const { request } = info;
        const current = runtime.state;
        const traits = SCENARIO_TRAITS[current.scenario];
        const log = (status: number | 'network') =>
          current.calls.push({ operation: op.key, path: new URL(request.url).pathname, status, authorization: request.headers.get('authorization') });
        if (traits.latencyMs > 0) await delay(traits.latencyMs);
        const fault = current.faults.find((f) => f.operation === op.key && (f.times === undefined || f.times > 0));
        if (fault !== undefined) {
          if (fault.times !== undefined) fault.times -= 1;
          if (fault.delayMs !== undefined) await delay(fault.delayMs);
        }
        if (fault?.status !== undefined) {
          log(fault.status);
          if (fault.status === 'network') return HttpResponse.error();
          const message = fault.message ?? 'Injected by the mocked API.';
          // A fault is an answer like any other: a 422 carries its field errors, and the contract check applies.
          const answer = fault.status === 422 ? HttpResponse.json({ message, errors: fault.errors ?? {} }, { status: 422 }) : errorAnswer(fault.status, message);
          return checked(op, answer);
        }
        if (traits.serverErrors && !SESSION_OPERATIONS.has(op.key)) {
          log(503);
          return errorAnswer(503, 'Service Unavailable (mocked scenario "errors").');
        }
        const role = roleOfAccessToken(current, request.headers.get('authorization'));
        if (!op.isPublic && role === undefined) {
          log(401);
          return checked(op, errorAnswer(401, 'Unauthenticated.'));
        }
        // The operation's `x-permission`, against the role's permissions (the admin holds them all).
        if (role !== undefined && role !== 'admin' && op.permission !== undefined && op.permission !== 'self' && !permissionsOf(role).includes(op.permission)) {
          log(403);
          return checked(op, errorAnswer(403, 'This action is unauthorized.'));
        }
        const invalid = await requestProblems(op, request);
        if (invalid !== undefined) {
          log(422);
          return checked(op, invalid);
        }
        const response = (await (resolver as unknown as (i: typeof info) => Promise<Response | undefined>)(info)) ?? errorAnswer(501, `No mock answer for ${op.key}`);
        log(response.status);
        return checked(op, response);
      };
      return guarded as unknown as typeof resolver;
    },
  };

  // 5xx are never listed by the contract (any server may answer them) but their body is still the Error shape.
  const checked = async (op: Operation, response: Response): Promise<Response> => {
    try {
      if (response.status < 500) await assertResponseKeepsContract(op, response);
      return response;
    } catch (error) {
      if (!(error instanceof ContractViolation) || runtime.policy === 'throw') throw error;
      runtime.violations.push(error);
      console.error(error.message);
      return errorAnswer(500, error.message);
    }
  };
  return runtime;
};

const typedHttp = createOpenApiHttp<paths>({ baseUrl: API_BASE });
export type TypedHttp = Pick<typeof typedHttp, HttpMethod>;

type AnyRoute = (path: string, resolver: unknown) => ReturnType<typeof http.get>;

/** openapi-msw's `http`, typed from src/api/schema.gen.ts, with every resolver guarded by the runtime. */
export const checkedHttp = (runtime: MockRuntime): TypedHttp => {
  const wrap = (method: HttpMethod): AnyRoute => (path, resolver) =>
    (typedHttp[method] as unknown as AnyRoute)(path, runtime.guard(operationFor(method, path), resolver as (...args: never[]) => unknown));
  return { get: wrap('get'), post: wrap('post'), put: wrap('put'), patch: wrap('patch'), delete: wrap('delete') } as unknown as TypedHttp;
};

/** msw's own path syntax for a contract path: `/tasks/{id}` → `/tasks/:id`. */
export const mswPath = (path: string): string => `${API_BASE}${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** An untyped route for the generic handlers (their paths come from the contract at run time). */
export const untypedRoute = (runtime: MockRuntime, op: Operation, resolver: HttpResponseResolver<PathParams, DefaultBodyType>) =>
  http[op.method](mswPath(op.path), runtime.guard(op, resolver));
