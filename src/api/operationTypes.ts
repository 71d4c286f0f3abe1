import type { Camelize } from './case.ts';
import type { Unwrapped } from './envelope.ts';
import type { components, operations } from './schema.gen.ts';

// App-side (camelCase) names for the generated wire types, so resource files never restate a field.

export type Schema<Name extends keyof components['schemas']> = Camelize<components['schemas'][Name]>;

export type OperationId = keyof operations;

/** The query parameters of an operation, camelized (`pageSize`, `workId`). */
export type QueryOf<Id extends OperationId> = Camelize<NonNullable<operations[Id]['parameters']['query']>>;

/** The JSON request body of an operation, camelized. */
export type BodyOf<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Camelize<Body>
  : never;

type SuccessStatus = 200 | 201 | 202;

type JsonSuccessBody<Id extends OperationId> = {
  [S in keyof operations[Id]['responses']]: S extends SuccessStatus
    ? operations[Id]['responses'][S] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never;
}[keyof operations[Id]['responses']];

/** What a successful call of the operation resolves to on the app side: unwrapped and camelized. */
export type ResultOf<Id extends OperationId> = Unwrapped<JsonSuccessBody<Id>>;
