import type { FieldErrors } from '../contract/fieldErrors.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';
import { message as catalogueMessage, type Wording } from '../i18n/message.ts';
import { renderWording } from '../i18n/render.ts';

// Failures are values: handlers and repositories return them, the pipeline renders them as JSON.
// Tags, not messages, drive behaviour; the message is only for people, worded in the reader's language when the
// failure is answered (a catalogue `Message`; a plain string only for a fixed text).

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
  | 'NotImplemented'
  | 'ServerError';

export type Failure = {
  readonly _tag: FailureTag;
  readonly status: number;
  readonly message: Wording;
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
  'ServerError',
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

export const badRequest = (message: Wording, extra?: Record<string, unknown>): Failure => ({
  _tag: 'BadRequest',
  status: 400,
  message,
  ...(extra ? { extra } : {}),
});
export const unauthenticated = (message: Wording = catalogueMessage('failure.unauthenticated')): Failure => ({ _tag: 'Unauthenticated', status: 401, message });
export const forbidden = (message: Wording = catalogueMessage('failure.forbidden')): Failure => ({ _tag: 'Forbidden', status: 403, message });
export const notFound = (message: Wording = catalogueMessage('failure.notFound')): Failure => ({ _tag: 'NotFound', status: 404, message });
export const conflict = (message: Wording): Failure => ({ _tag: 'Conflict', status: 409, message });
export const payloadTooLarge = (message: Wording = catalogueMessage('failure.payloadTooLarge')): Failure => ({
  _tag: 'PayloadTooLarge',
  status: 413,
  message,
});
export const unsupportedMediaType = (message: Wording): Failure => ({ _tag: 'UnsupportedMediaType', status: 415, message });
/** 422 with messages per (snake_case) field. */
export const invalid = (errors: FieldErrors, message: Wording = catalogueMessage('failure.invalid')): Failure => ({
  _tag: 'Invalid',
  status: 422,
  message,
  errors,
});
/** 422 for one field, the common case in handlers. */
export const invalidField = (field: string, message: Wording): Failure => invalid({ [field]: [message] }, message);
export const tooManyRequests = (retryAfterSeconds: number, message: Wording = catalogueMessage('failure.tooManyRequests')): Failure => ({
  _tag: 'TooManyRequests',
  status: 429,
  message,
  headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
});

/** 423: the operation's password-protected section needs a login of the caller within the window (`x-section`). */
export const sectionLocked = (section: string): Failure => ({
  _tag: 'SectionLocked',
  status: 423,
  message: catalogueMessage('failure.sectionLocked'),
  extra: { code: 'section_login_required', section },
});

/** The failure as the JSON body people's clients read, its words in `language`. */
export function failureBody(f: Failure, language: Language): Record<string, unknown> {
  const errors = f.errors ? Object.fromEntries(Object.entries(f.errors).map(([field, list]) => [field, list.map((w) => renderWording(w, language))])) : undefined;
  return { message: renderWording(f.message, language), ...(errors ? { errors } : {}), ...(f.extra ?? {}) };
}

export function failureResponse(f: Failure, language: Language): Response {
  const body = failureBody(f, language);
  const text = JSON.stringify(body);
  return new Response(text, {
    status: f.status,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...(f.headers ?? {}) },
  });
}

/** 500: a defect of ours, not the request's; the cause goes to the log, never to the reader. */
export const serverErrorResponse = (language: Language): Response => failureResponse({ _tag: 'ServerError', status: 500, message: catalogueMessage('failure.serverError') }, language);
