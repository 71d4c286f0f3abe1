import type { operations } from '../../../src/api/schema.gen.ts';

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
