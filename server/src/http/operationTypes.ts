import type { components, operations } from '../../../src/api/schema.gen.ts';

// Request types per operation, taken from the types generated from the contract (npm run gen:api), so a handler
// reads `ctx.body.due_date` with the contract's own type and a renamed field breaks the build, not production.

export type OperationId = keyof operations & string;

type Op<K extends OperationId> = operations[K];

type ContentOf<RB> = [RB] extends [never]
  ? undefined
  : NonNullable<RB> extends { content: infer C }
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'multipart/form-data': infer M }
        ? M
        : unknown
    : undefined;

/** The validated request body of an operation (JSON, or multipart fields with file names in file fields). */
export type Body<K extends OperationId> = Op<K> extends { requestBody?: infer RB } ? ContentOf<RB> : undefined;

type Section<K extends OperationId, S extends 'query' | 'path'> = Op<K> extends { parameters: infer P }
  ? P extends { [key in S]?: infer Q }
    ? [Q] extends [never]
      ? Record<string, never>
      : NonNullable<Q>
    : Record<string, never>
  : Record<string, never>;

/** Query parameters after validation: coerced to their declared types, defaults applied. */
export type Query<K extends OperationId> = Section<K, 'query'>;
/** Path parameters after validation (an `Id` is a number). */
export type PathParams<K extends OperationId> = Section<K, 'path'>;

// Response types per operation, from the same generated types: what a handler may answer is what the contract
// documents for that operation, so a presenter that drifts from its schema fails the type check.

type Responses<K extends OperationId> = Op<K> extends { responses: infer R } ? R : never;

/** The documented JSON bodies of an operation (every status), or `Binary` where a status documents another type. */
type BodyOfResponse<R> = R extends { content: infer C } ? (C extends { 'application/json': infer J } ? J : Binary) : NoBody;

/**
 * Read-only all the way down: an answer is only written out, so a presenter may build it from read-only rows and
 * lists (`readonly T[]`) and still match the contract's (mutable) generated types.
 */
type Frozen<T> = T extends (infer E)[] ? readonly Frozen<E>[] : T extends object ? { readonly [P in keyof T]: Frozen<T[P]> } : T;

/** The bodies an operation may answer with: a union over its documented statuses. */
export type ResponseBody<K extends OperationId> = Frozen<{ [S in keyof Responses<K>]: BodyOfResponse<Responses<K>[S]> }[keyof Responses<K>]>;

/** A documented answer with no body (204). */
export type NoBody = { readonly _body: 'none' };
/** A documented answer that is not JSON (a PDF, a calendar feed, a spreadsheet, a redirect). */
export type Binary = { readonly _body: 'binary' };

/** A schema of the contract by name (`Schema<'Task'>`): what presenters return, so `ok()` checks them. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
