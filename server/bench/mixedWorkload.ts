import autocannon, { type Result as LoadResult } from 'autocannon';
import { DEMO_PASSWORD } from '../src/db/seed/demoTenants.ts';
import { BROWSER_ACCEPT_ENCODING, type Figures } from './measure.ts';
import { call, signIn } from './workload.ts';

// The realistic mix of issue 20: 90 % reads spread over the task list, a task, works, profiles and a month of
// events, 10 % writes (task status toggles, preference saves), across acme, borgo and cantiere, each tenant with
// its own signed-in user. Unlike the read-only rows, every write here ends some cached answers, so the figure is
// what users get when they work, not what a warm cache gives.

type Json = Record<string, unknown>;

export type TenantFixture = {
  readonly host: string;
  readonly token: string;
  readonly taskIds: readonly number[];
  readonly calendarId: number;
};

export type Pick = { readonly method: string; readonly path: string; readonly body?: string; readonly kind?: string };

const MONTH = 'start=2026-11-01%2000%3A00%3A00&end=2026-12-01%2000%3A00%3A00';

/** Share of each kind of request, in percent; the writes are the last two. */
export const MIX: readonly { readonly kind: string; readonly percent: number }[] = [
  { kind: 'task list', percent: 25 },
  { kind: 'a task', percent: 20 },
  { kind: 'works', percent: 15 },
  { kind: 'profiles', percent: 15 },
  { kind: 'a month of events', percent: 15 },
  { kind: 'task status toggle (write)', percent: 5 },
  { kind: 'preference save (write)', percent: 5 },
];

async function getJson(origin: string, host: string, token: string, path: string): Promise<Json> {
  const r = await call({ origin, host, token }, 'GET', path);
  if (r.status !== 200) throw new Error(`GET ${path} on ${host}: ${r.status}`);
  return r.json;
}

const openTaskIds = (json: Json): number[] =>
  Array.isArray(json.data)
    ? json.data.flatMap((x: unknown) => (typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'number' && 'status' in x && x.status !== 'completed' ? [x.id] : []))
    : [];

const ids = (json: Json): number[] =>
  Array.isArray(json.data) ? json.data.flatMap((x: unknown) => (typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'number' ? [x.id] : [])) : [];

/** Signs in the tenant's admin and picks the records the mix reads and toggles. */
export async function prepareTenant(origin: string, slug: string): Promise<TenantFixture> {
  const host = `${slug}.localhost`;
  const token = await signIn(origin, host, `admin@${slug}.test`, DEMO_PASSWORD);
  // Completed tasks refuse start and pause (409): only open ones are toggled.
  const taskIds = openTaskIds(await getJson(origin, host, token, '/api/tasks?page_size=50')).slice(0, 20);
  const calendarId = ids(await getJson(origin, host, token, '/api/calendars?page_size=5'))[0];
  if (taskIds.length === 0 || calendarId === undefined) throw new Error(`${slug}: the demo data has no task or calendar`);
  return { host, token, taskIds, calendarId };
}

const pickOf = <T>(items: readonly T[], n: number): T => {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('empty pool');
  return item;
};

/** The kind of the mix a draw in [0, 1) falls on. */
export function kindOf(draw: number): string {
  const roll = draw * 100;
  let edge = 0;
  return MIX.find((entry) => (edge += entry.percent) > roll)?.kind ?? 'task list';
}

/**
 * The status each task was last asked for, so that a toggle flips it as a person's button does. Asking by the
 * parity of `n` gave a task the same status every time whenever the number of tasks was even (acme's 20): two thirds
 * of the "toggles" then changed nothing and ended no cached answer.
 */
const lastAsked = new Map<string, 'started' | 'paused'>();

function flip(fixture: TenantFixture, taskId: number): 'started' | 'paused' {
  const key = `${fixture.host}#${taskId}`;
  const next = lastAsked.get(key) === 'started' ? 'paused' : 'started';
  lastAsked.set(key, next);
  return next;
}

/** The n-th request of a kind of the mix for the fixture's tenant (the n-th task, the n-th status). */
export function requestOfKind(fixture: TenantFixture, kind: string, n: number): Pick {
  switch (kind) {
    case 'a task':
      return { kind, method: 'GET', path: `/api/tasks/${pickOf(fixture.taskIds, n)}` };
    case 'works':
      return { kind, method: 'GET', path: '/api/works?page_size=50' };
    case 'profiles':
      return { kind, method: 'GET', path: '/api/profiles?page_size=50' };
    case 'a month of events':
      return { kind, method: 'GET', path: `/api/calendars/${fixture.calendarId}/events?${MONTH}&page_size=500` };
    case 'task status toggle (write)': {
      const taskId = pickOf(fixture.taskIds, n);
      return { kind, method: 'POST', path: `/api/tasks/${taskId}/status`, body: JSON.stringify({ status: flip(fixture, taskId) }) };
    }
    case 'preference save (write)':
      return { kind, method: 'POST', path: '/api/users/me/preferences', body: JSON.stringify({ key: 'menu.expanded', value: n % 2 === 0 ? 'collapsed' : 'expanded' }) };
    default:
      return { kind: 'task list', method: 'GET', path: '/api/tasks?page_size=50' };
  }
}

/** The n-th request of the mix (deterministic given n and the random draw, so runs are comparable). */
export const chooseRequest = (fixture: TenantFixture, draw: number, n: number): Pick => requestOfKind(fixture, kindOf(draw), n);

export type LoadOptions = {
  readonly origin: string;
  readonly fixtures: readonly TenantFixture[];
  readonly seconds: number;
  readonly connections: number;
  /** The n-th request for the fixture's tenant (default: the mix above). */
  readonly choose?: (fixture: TenantFixture, n: number) => Pick;
  /** autocannon's per-request timeout, seconds. */
  readonly timeoutSeconds?: number;
  /** Sent with every request (e.g. `cache-control: no-cache`). */
  readonly extraHeaders?: Readonly<Record<string, string>>;
  /** Told each answer with the kind of its request (bench/mixKinds.ts: the statements each kind cost). */
  readonly onAnswer?: (kind: string, status: number, headers: Readonly<Record<string, string>>) => void;
};

/**
 * The one load driver of the benchmarks (bench:server's mixed row, bench:fairness's saturating load): each request
 * goes to a tenant in turn, with that tenant's token and the Accept-Encoding browsers send.
 */
export function driveLoad(options: LoadOptions): Promise<LoadResult> {
  const choose = options.choose ?? ((fixture: TenantFixture, n: number) => chooseRequest(fixture, Math.random(), n));
  let n = 0;
  return autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.timeoutSeconds ? { timeout: options.timeoutSeconds } : {}),
    requests: [
      {
        setupRequest: (request, context) => {
          n += 1;
          const fixture = pickOf(options.fixtures, n);
          const pick = choose(fixture, n);
          // A connection sends its next request only once the last one is answered: the answer finds its kind here.
          context.kind = pick.kind ?? '';
          return {
            ...request,
            method: pick.method,
            path: pick.path,
            headers: {
              host: fixture.host,
              accept: 'application/json',
              // What every browser sends: the cached answers go out compressed (http/compression.ts).
              'accept-encoding': BROWSER_ACCEPT_ENCODING,
              authorization: `Bearer ${fixture.token}`,
              ...(pick.body ? { 'content-type': 'application/json' } : {}),
              ...options.extraHeaders,
            },
            ...(pick.body ? { body: pick.body } : {}),
          };
        },
        ...(options.onAnswer ? { onResponse: (status: number, _body: string, context: Record<string, unknown>, headers: Record<string, string>) => options.onAnswer?.(String(context.kind ?? ''), status, headers) } : {}),
      },
    ],
  });
}

/** One run of the mix. */
export async function measureMixed(origin: string, fixtures: readonly TenantFixture[], seconds: number, connections: number): Promise<Figures> {
  const result = await driveLoad({ origin, fixtures, seconds, connections });
  return {
    route: 'mixed: 90 % reads, 10 % writes, 3 tenants',
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}
