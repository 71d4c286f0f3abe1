import type { FieldErrors } from '../contract/fieldErrors.ts';

// Failures are values: handlers and repositories return them, the pipeline renders them as JSON.
// Tags, not messages, drive behaviour; the message is only for people.

export type FailureTag =
  | 'BadRequest'
  | 'Unauthenticated'
  | 'Forbidden'
  | 'NotFound'
  | 'MethodNotAllowed'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'Invalid'
  | 'TooManyRequests'
  | 'SectionLocked'
  | 'NotImplemented';

export type Failure = {
  readonly _tag: FailureTag;
  readonly status: number;
  readonly message: string;
  readonly errors?: FieldErrors;
  /** Extra members of the JSON body (e.g. OAuth `error`, `operation_id`). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
};

const TAGS: ReadonlySet<string> = new Set<FailureTag>([
  'BadRequest',
  'Unauthenticated',
  'Forbidden',
  'NotFound',
  'MethodNotAllowed',
  'Conflict',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'Invalid',
  'TooManyRequests',
  'SectionLocked',
  'NotImplemented',
]);

export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Response) &&
    '_tag' in value &&
    typeof value._tag === 'string' &&
    TAGS.has(value._tag) &&
    'status' in value
  );
}

export const badRequest = (message: string, extra?: Record<string, unknown>): Failure => ({
  _tag: 'BadRequest',
  status: 400,
  message,
  ...(extra ? { extra } : {}),
});
export const unauthenticated = (): Failure => ({ _tag: 'Unauthenticated', status: 401, message: 'Unauthenticated.' });
export const forbidden = (message = 'This action is unauthorized.'): Failure => ({ _tag: 'Forbidden', status: 403, message });
export const notFound = (message = 'Not found.'): Failure => ({ _tag: 'NotFound', status: 404, message });
export const conflict = (message: string): Failure => ({ _tag: 'Conflict', status: 409, message });
export const payloadTooLarge = (message = 'The request body is too large.'): Failure => ({
  _tag: 'PayloadTooLarge',
  status: 413,
  message,
});
export const unsupportedMediaType = (message: string): Failure => ({ _tag: 'UnsupportedMediaType', status: 415, message });
/** 422 with messages per (snake_case) field. */
export const invalid = (errors: FieldErrors, message = 'The given data was invalid.'): Failure => ({
  _tag: 'Invalid',
  status: 422,
  message,
  errors,
});
/** 422 for one field, the common case in handlers. */
export const invalidField = (field: string, message: string): Failure => invalid({ [field]: [message] }, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Try again later.'): Failure => ({
  _tag: 'TooManyRequests',
  status: 429,
  message,
  headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
});

/** 423: the operation's password-protected section needs a login of the caller within the window (`x-section`). */
export const sectionLocked = (section: string): Failure => ({
  _tag: 'SectionLocked',
  status: 423,
  message: 'Log in to this section first.',
  extra: { code: 'section_login_required', section },
});

export function failureResponse(f: Failure): Response {
  const body: Record<string, unknown> = { message: f.message, ...(f.errors ? { errors: f.errors } : {}), ...(f.extra ?? {}) };
  const text = JSON.stringify(body);
  return new Response(text, {
    status: f.status,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...(f.headers ?? {}) },
  });
}
