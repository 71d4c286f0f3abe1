import type { Operation } from '../../../server/src/contract/operation.ts';
import type { Reply, TestServer } from '../harness.ts';
import { sectionKeeper } from '../sectionLogin.ts';
import { send, type RequestPlan } from './requests.ts';

// Someone calling the API in the generated tests: a tenant (host) and a bearer token, plus the ids of that tenant's
// top-level records, used to fill reference members of bodies (`task_type_id`, `role_id`, `related_users`…).

export type Actor = {
  readonly slug: string;
  readonly token: string;
  call(plan: RequestPlan): Promise<Reply>;
  get(path: string): Promise<Reply>;
  /** A real id of this tenant for a reference member of a body, when one is known. */
  idFor(field: string, opPath?: string): number | undefined;
  /** `idFor` bound to an operation's path, as the value builder takes it. */
  refs(opPath: string): (field: string) => number | undefined;
};

// Reference members whose collection is not simply the plural of their name, by the path prefix of the operation
// (an article's `brand_id` is an article brand, a profile's is a brand of /brands).
const CONTEXT_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/articles': {
    category: '/article-categories',
    brand: '/article-brands',
    division: '/article-divisions',
    group: '/article-groups',
    line: '/article-lines',
    type: '/article-types',
  },
  '/profiles': { category: '/profile-categories', agent: '/users', source: '/profiles' },
};

const ALIASES: Readonly<Record<string, string>> = {
  customer: '/profiles',
  supplier: '/profiles',
  agent: '/profiles',
  lead: '/profiles',
  profile: '/profiles',
  merged_into: '/profiles',
  assignee: '/users',
  responsible: '/users',
  leader: '/users',
  author: '/users',
  sales_manager: '/users',
  related_users: '/users',
  users: '/users',
  evaluator: '/users',
  destination: '/calendars',
};

function collectionsFor(field: string, opPath: string): string[] {
  const name = field.replace(/_ids?$/, '');
  const prefix = Object.keys(CONTEXT_ALIASES).find((p) => opPath === p || opPath.startsWith(`${p}/`));
  const contextual = prefix ? CONTEXT_ALIASES[prefix]?.[name] : undefined;
  if (contextual) return [contextual];
  const alias = ALIASES[name];
  if (alias) return [alias];
  const dashed = name.replace(/_/g, '-');
  return [`/${dashed}s`, `/${dashed}es`, `/${dashed.replace(/y$/, 'ies')}`];
}

export const dataOf = (reply: Reply): unknown => (typeof reply.body === 'object' && reply.body !== null && 'data' in reply.body ? reply.body.data : undefined);

export const idsIn = (data: unknown): number[] =>
  Array.isArray(data) ? data.flatMap((x: unknown) => (typeof x === 'object' && x !== null && 'id' in x && typeof x.id === 'number' ? [x.id] : [])) : [];

/**
 * Signs in nothing: takes a token; logs its user in to the contract's password-protected sections (`x-section`)
 * when the user may (and again before each call once half the window has passed, as a user would); loads the first
 * id of every top-level list the token may read.
 */
export async function createActor(server: TestServer, slug: string, token: string, ops: readonly Operation[]): Promise<Actor> {
  const keepOpen = sectionKeeper(server, slug, token, { bestEffort: true });
  const sections = [...new Set(ops.flatMap((op) => (op.section === null ? [] : [op.section])))];
  const keepSectionsOpen = async () => {
    for (const section of sections) await keepOpen({ section });
  };
  const get = async (path: string): Promise<Reply> => {
    await keepSectionsOpen();
    return server.request(slug, 'GET', path, { token });
  };
  const firstIds = new Map<string, number>();
  const lists = ops.filter((op) => op.method === 'get' && /^\/[a-z-]+$/.test(op.path) && !op.params.some((p) => p.in === 'query' && p.required));
  for (const op of lists) {
    const r = await get(op.path);
    const [first] = r.status === 200 ? idsIn(dataOf(r)) : [];
    if (first !== undefined) firstIds.set(op.path, first);
  }
  const idFor = (field: string, opPath = ''): number | undefined => {
    for (const c of collectionsFor(field, opPath)) {
      const id = firstIds.get(c);
      if (id !== undefined) return id;
    }
    return undefined;
  };
  const call = async (plan: RequestPlan): Promise<Reply> => {
    await keepSectionsOpen();
    return send(server, slug, plan, token);
  };
  return { slug, token, call, get, idFor, refs: (opPath) => (field) => idFor(field, opPath) };
}
