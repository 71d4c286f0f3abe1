import type { OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import type { Actor } from './actor.ts';
import { dataOf } from './actor.ts';
import { schemaAt } from './minimalValue.ts';
import { fillPath, planRequest, widestPage, type Bindings } from './requests.ts';

// Finds real path values of a tenant for an operation's template, parameter by parameter, left to right:
//   1. the list at the parameter's collection (GET /tasks → data[0].id),
//   2. the record embedding it (GET /tasks/{id} → data.checklists[0].items[0].id),
//   3. else creates one (POST /tasks/{id}/checklists with a minimal valid body),
//   4. else the same parameter under another path (`/newsletter/mailup/lists/{listId}/groups/{groupId}`).
// An enum parameter takes its first value. Explicit finders cover values no call lists (invitation ids, reset
// tokens): see probes.ts.

export type Found = { readonly ok: true; readonly bindings: Bindings } | { readonly ok: false; readonly reason: string };

/** A finder for `{param}` under a collection template, e.g. key `/invitations/{invitationId}`. */
export type ExplicitFinder = (actor: Actor, bindings: Bindings) => Promise<string | number | undefined>;

export type IdFinderOptions = {
  readonly explicit?: Readonly<Record<string, ExplicitFinder>>;
  /** String values (setting and preference keys) to avoid, e.g. the keys the other tenant also has. */
  readonly avoid?: (collectionPath: string) => Promise<ReadonlySet<string>>;
  /** Makes created names unique. */
  readonly salt: string;
};

export type IdFinder = { find(op: Operation): Promise<Found> };

type Json = unknown;

const isRecord = (v: Json): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value of an item for path parameter `name`: `articleId` → `article_id`, else `id` (or `key` for strings). */
function keyOf(item: Json, name: string, integer: boolean): string | number | undefined {
  if (!isRecord(item)) return typeof item === 'string' && !integer ? item : undefined;
  const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  // The newsletter keeps its provider's names: `listId` is `idList`, and a list's own id is `idList` too.
  const provider = /^(.+)Id$/.exec(name)?.[1];
  const providerKey = provider ? `id${provider[0]?.toUpperCase() ?? ''}${provider.slice(1)}` : Object.keys(item).find((k) => /^id[A-Z]/.test(k));
  const v = integer ? (item[snake] ?? (providerKey ? item[providerKey] : undefined) ?? item.id) : (item[snake] ?? item.key ?? item.id ?? item.name);
  if (integer) return typeof v === 'number' ? v : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** The first value of a path parameter declared as an enum, else undefined. */
export function enumParam(doc: OpenApiDocument, op: Operation, name: string): string | number | undefined {
  const s = schemaAt(doc, op.params.find((p) => p.in === 'path' && p.name === name)?.schemaRef ?? null);
  if (!isRecord(s) || !Array.isArray(s.enum)) return undefined;
  const first: unknown = s.enum[0];
  return typeof first === 'string' || typeof first === 'number' ? first : undefined;
}

export function createIdFinder(doc: OpenApiDocument, ops: readonly Operation[], actor: Actor, opts: IdFinderOptions): IdFinder {
  const byKey = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));
  const cache = new Map<string, string | number>();
  let created = 0;

  const schemaOf = (op: Operation, name: string): Json => schemaAt(doc, op.params.find((p) => p.in === 'path' && p.name === name)?.schemaRef ?? null);
  const isInteger = (op: Operation, name: string): boolean => {
    const s = schemaOf(op, name);
    return isRecord(s) && s.type === 'integer';
  };

  async function pick(items: Json, name: string, integer: boolean, collectionPath: string): Promise<string | number | undefined> {
    if (!Array.isArray(items)) return undefined;
    const avoid = !integer && opts.avoid ? await opts.avoid(collectionPath) : new Set<string>();
    for (const item of items) {
      const k = keyOf(item, name, integer);
      if (k !== undefined && !avoid.has(String(k))) return k;
    }
    return undefined;
  }

  async function fromList(template: string, path: string, bindings: Bindings, name: string, integer: boolean): Promise<string | number | undefined> {
    const list = byKey.get(`get ${template}`);
    if (!list) return undefined;
    const query = widestPage(list);
    const reply = await actor.call(planRequest(doc, list, bindings, { query, idFor: actor.refs(template) }));
    return reply.status === 200 ? pick(dataOf(reply), name, integer, path) : undefined;
  }

  /** Walks from the nearest record GET above `segments[i]` down through embedded members. */
  async function fromEmbedding(segments: readonly string[], i: number, bindings: Bindings, name: string, integer: boolean): Promise<string | number | undefined> {
    for (let j = i - 1; j >= 0; j--) {
      if (!segments[j]?.startsWith('{')) continue;
      const template = `/${segments.slice(0, j + 1).join('/')}`;
      if (!byKey.has(`get ${template}`)) continue;
      const reply = await actor.get(fillPath(template, bindings));
      if (reply.status !== 200) return undefined;
      let node: Json = dataOf(reply);
      for (const seg of segments.slice(j + 1, i)) {
        const param = /^\{(.+)\}$/.exec(seg)?.[1];
        if (param !== undefined) node = Array.isArray(node) ? node.find((x) => isRecord(x) && x.id === bindings[param]) : undefined;
        else node = isRecord(node) ? node[seg.replace(/-/g, '_')] : undefined;
      }
      return pick(node, name, integer, fillPath(`/${segments.slice(0, i).join('/')}`, bindings));
    }
    return undefined;
  }

  async function byCreating(template: string, bindings: Bindings, name: string, integer: boolean): Promise<string | number | undefined> {
    const post = byKey.get(`post ${template}`);
    if (!post) return undefined;
    created++;
    const reply = await actor.call(planRequest(doc, post, bindings, { idFor: actor.refs(template), salt: `${opts.salt}${created}` }));
    if (reply.status !== 200 && reply.status !== 201) return undefined;
    return keyOf(dataOf(reply), name, integer);
  }

  async function findParam(op: Operation, segments: readonly string[], i: number, bindings: Bindings, depth: number): Promise<string | number | undefined> {
    const name = /^\{(.+)\}$/.exec(segments[i] ?? '')?.[1] ?? '';
    const template = `/${segments.slice(0, i).join('/')}`;
    const path = fillPath(template, bindings);
    const cacheKey = `${path}/{${name}}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const integer = isInteger(op, name);
    // A fixed vocabulary (e.g. a sample's department): any of its values is "real"; take the first.
    const fixed = enumParam(doc, op, name);
    if (fixed !== undefined) return fixed;
    const explicit = opts.explicit?.[`${template}/{${name}}`];
    const value = explicit
      ? await explicit(actor, bindings)
      : ((await fromList(template, path, bindings, name, integer)) ??
        (await fromEmbedding(segments, i, bindings, name, integer)) ??
        (await byCreating(template, bindings, name, integer)) ??
        (await elsewhere(template, segments[i - 1] ?? '', name, depth)));
    if (value !== undefined) cache.set(cacheKey, value);
    return value;
  }

  /**
   * The same record reached by another path: `/newsletter/mailup/groups/{groupId}` has no list of its own, but
   * `/newsletter/mailup/lists/{listId}/groups/{groupId}` lists and creates groups.
   */
  async function elsewhere(template: string, literal: string, name: string, depth: number): Promise<string | number | undefined> {
    if (depth > 2) return undefined;
    const marker = `/${literal}/{${name}}`;
    for (const other of ops) {
      const at = other.path.indexOf(marker);
      if (at < 0 || other.path.slice(0, at) === template) continue;
      const prefix = other.path.slice(0, at + marker.length);
      const found = await resolve(other, prefix.split('/').filter((x) => x !== ''), depth + 1);
      if (found.ok) return found.bindings[name];
    }
    return undefined;
  }

  async function resolve(op: Operation, segments: readonly string[], depth: number): Promise<Found> {
    const bindings: Record<string, string | number> = {};
    for (let i = 0; i < segments.length; i++) {
      const name = /^\{(.+)\}$/.exec(segments[i] ?? '')?.[1];
      if (name === undefined) continue;
      const value = await findParam(op, segments, i, bindings, depth);
      if (value === undefined) return { ok: false, reason: `no ${name} found under /${segments.slice(0, i).join('/')} as ${actor.slug}` };
      bindings[name] = value;
    }
    return { ok: true, bindings };
  }

  return { find: (op) => resolve(op, op.path.split('/').filter((s) => s !== ''), 0) };
}
