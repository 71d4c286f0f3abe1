import type { RawContext } from './context.ts';
import type { Failure } from './failure.ts';
import type { PageMeta } from './pagination.ts';
import type { Body, OperationId, PathParams, Query } from './operationTypes.ts';

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

export type Outcome = Response | Failure;

/**
 * Typed by the request shapes rather than by the operation's name, so that one handler serves several operations
 * whose shapes are the same (e.g. the six article taxonomies): TypeScript then compares the shapes, not the names.
 */
export type RequestHandler<B, Q, P> = (ctx: ContextOf<B, Q, P>) => Promise<Outcome>;

export type Handler<K extends OperationId> = RequestHandler<Body<K>, Query<K>, PathParams<K>>;

/** What a module exports: handlers keyed by operationId (a typo or a stale id fails the type check). */
export type HandlerMap = { readonly [K in OperationId]?: RequestHandler<Body<K>, Query<K>, PathParams<K>> };

const jsonHeaders = { 'content-type': 'application/json' } as const;

/** Any JSON body with a status (no envelope): for the few Passport-shaped answers. */
// The length lets the compression middleware leave small answers alone (it cannot tell the size of a stream).
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response => {
  const text = JSON.stringify(body);
  return new Response(text, { status, headers: { ...jsonHeaders, 'content-length': String(Buffer.byteLength(text)), ...headers } });
};

/** 200 `{ data }`. */
export const ok = (data: unknown): Response => json({ data });
/** 201 `{ data }`. */
export const created = (data: unknown): Response => json({ data }, 201);
/** 204 with no body. */
export const noContent = (): Response => new Response(null, { status: 204 });
/** 200 `{ data: rows, meta }` for paginated lists (build meta with `ctx.page().meta(total)`). */
export const paged = (rows: readonly unknown[], meta: PageMeta): Response => json({ data: rows, meta });

/**
 * The same envelopes around JSON text the database built (`json_agg(...)::text`): the text is passed through, not
 * parsed into objects only to be serialised again. The caller vouches that it is valid JSON.
 */
const jsonText = (text: string, status = 200): Response =>
  new Response(text, { status, headers: { ...jsonHeaders, 'content-length': String(Buffer.byteLength(text)) } });
/** 200 `{ data }` around a JSON text. */
export const okJsonText = (data: string): Response => jsonText(`{"data":${data}}`);
/** 200 `{ data, meta }` around the JSON text of the rows. */
export const pagedJsonText = (rows: string, meta: PageMeta): Response => jsonText(`{"data":${rows},"meta":${JSON.stringify(meta)}}`);

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
