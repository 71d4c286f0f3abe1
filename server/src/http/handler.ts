import type { RawContext } from './context.ts';
import type { Failure } from './failure.ts';
import type { PageMeta } from './pagination.ts';
import type { Binary, Body, NoBody, OperationId, PathParams, Query, ResponseBody } from './operationTypes.ts';

// The API module authors use: a handler receives a typed context and returns a Response or a Failure value.
//
//   export const handlers = {
//     getTask: async (ctx) => {
//       const row = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);   // ctx.params.id: number
//       return row ? ok(present(row)) : notFound();
//     },
//   } satisfies HandlerMap;

/** A context with the given request shapes. */
export type ContextOf<B, Q, P> = Omit<RawContext, 'body' | 'query' | 'params'> & {
  readonly body: B;
  readonly query: Q;
  readonly params: P;
};

/** Request context typed by the contract for operation K. */
export type HandlerContext<K extends OperationId> = ContextOf<Body<K>, Query<K>, PathParams<K>>;

declare const wire: unique symbol;

/**
 * A Response that carries, in its type only, the body it was built from (`ok`, `created`, `paged`, `json`…). The
 * handler map accepts only the bodies the contract documents for each operation: `ok(x)` with `x` not of the
 * operation's schema fails the type check. Nothing of this exists at run time.
 */
export type Reply<B> = Response & { readonly [wire]: B };

/** What a handler returns: one of the operation's documented answers, or a Failure value (turned into its answer). */
export type Outcome<B = unknown> = Reply<B> | Failure;

/** A Response whose body is not JSON (a file, a feed, a redirect): allowed where the contract documents one. */
export const binary = (response: Response): Reply<Binary> => response as Reply<Binary>;

/**
 * Typed by the request shapes rather than by the operation's name, so that one handler serves several operations
 * whose shapes are the same (e.g. the six article taxonomies): TypeScript then compares the shapes, not the names.
 * `R` is the union of bodies it may answer with (checked against each operation it serves).
 */
export type RequestHandler<B, Q, P, R = unknown> = (ctx: ContextOf<B, Q, P>) => Promise<Outcome<R>>;

export type Handler<K extends OperationId> = RequestHandler<Body<K>, Query<K>, PathParams<K>, ResponseBody<K>>;

/** What a module exports: handlers keyed by operationId (a typo or a stale id, or an undocumented answer, fails the type check). */
export type HandlerMap = { readonly [K in OperationId]?: RequestHandler<Body<K>, Query<K>, PathParams<K>, ResponseBody<K>> };

const jsonHeaders = { 'content-type': 'application/json' } as const;

/** Any JSON body with a status (no envelope): for the few Passport-shaped answers. */
// The length lets the compression middleware leave small answers alone (it cannot tell the size of a stream).
export const json = <B>(body: B, status = 200, headers: Record<string, string> = {}): Reply<B> => {
  const text = JSON.stringify(body);
  return new Response(text, { status, headers: { ...jsonHeaders, 'content-length': String(Buffer.byteLength(text)), ...headers } }) as Reply<B>;
};

/** 200 `{ data }`. */
export const ok = <T>(data: T): Reply<{ data: T }> => json({ data });
/** 201 `{ data }`. */
export const created = <T>(data: T): Reply<{ data: T }> => json({ data }, 201);
/** 204 with no body. */
export const noContent = (): Reply<NoBody> => new Response(null, { status: 204 }) as Reply<NoBody>;
/** 200 `{ data: rows, meta }` for paginated lists (build meta with `ctx.page().meta(total)`). */
export const paged = <T>(rows: readonly T[], meta: PageMeta): Reply<{ data: T[]; meta: PageMeta }> => json({ data: rows as T[], meta });

/**
 * The same envelopes around JSON text the database built (`json_agg(...)::text`): the text is passed through, not
 * parsed into objects only to be serialised again. The caller vouches that it is valid JSON.
 */
const jsonText = (text: string, status = 200): Response =>
  new Response(text, { status, headers: { ...jsonHeaders, 'content-length': String(Buffer.byteLength(text)) } });
/** 200 `{ data }` around a JSON text; `T` names the schema the text was built to (the type checker cannot see inside). */
export const okJsonText = <T>(data: string): Reply<{ data: T }> => jsonText(`{"data":${data}}`) as Reply<{ data: T }>;
/** 200 `{ data, meta }` around the JSON text of the rows (of schema `T`, as the caller vouches). */
export const pagedJsonText = <T>(rows: string, meta: PageMeta): Reply<{ data: T[]; meta: PageMeta }> =>
  jsonText(`{"data":${rows},"meta":${JSON.stringify(meta)}}`) as Reply<{ data: T[]; meta: PageMeta }>;

export {
  badRequest,
  conflict,
  forbidden,
  invalid,
  invalidField,
  isFailure,
  notFound,
  tooManyRequests,
  type Failure,
} from './failure.ts';
