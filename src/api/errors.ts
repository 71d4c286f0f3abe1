import { Data } from 'effect';
import { camelKey } from './case.ts';

// Every way a call can fail, as tagged values: machines branch on `_tag`, never on message strings.

export class Unauthorized extends Data.TaggedError('Unauthorized')<{ readonly message: string }> {}

export class Forbidden extends Data.TaggedError('Forbidden')<{ readonly message: string }> {}

export class NotFound extends Data.TaggedError('NotFound')<{ readonly message: string }> {}

/** 422: `fields` is keyed by camelCase field path (`checklists.0.itemName`), like the app's form fields. */
export class Invalid extends Data.TaggedError('Invalid')<{
  readonly message: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
}> {}

export class Conflict extends Data.TaggedError('Conflict')<{ readonly message: string }> {}

export class TooManyRequests extends Data.TaggedError('TooManyRequests')<{
  readonly message: string;
  /** From `Retry-After`; undefined when the server did not say. */
  readonly retryAfterSeconds: number | undefined;
}> {}

/** The server could not be reached (offline, DNS, CORS, aborted connection). */
export class Network extends Data.TaggedError('Network')<{ readonly cause: unknown }> {}

/** Any other non-success status (400, 413, 5xx…), and success responses the app cannot read. */
export class Server extends Data.TaggedError('Server')<{ readonly status: number; readonly message: string }> {}

export type ApiError = Unauthorized | Forbidden | NotFound | Invalid | Conflict | TooManyRequests | Network | Server;

export type ApiErrorTag = ApiError['_tag'];

const messageOf = (body: unknown, fallback: string): string => {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (typeof body === 'string' && body.trim() !== '') return body;
  return fallback;
};

// Field paths arrive as `checklists.0.item_name`; each segment is camelized so they match form field names.
const camelFieldPath = (path: string): string => path.split('.').map(camelKey).join('.');

const fieldsOf = (body: unknown): Record<string, string[]> => {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    fields[camelFieldPath(path)] = list.filter((m): m is string => typeof m === 'string');
  }
  return fields;
};

const parseRetryAfter = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
};

/** Maps a non-success response (status, parsed body, optional headers) to its tagged error. */
export const fromResponse = (status: number, body: unknown, headers?: Headers): ApiError => {
  switch (status) {
    case 401:
      return new Unauthorized({ message: messageOf(body, 'Unauthenticated.') });
    case 403:
      return new Forbidden({ message: messageOf(body, 'This action is unauthorized.') });
    case 404:
      return new NotFound({ message: messageOf(body, 'Not found.') });
    case 409:
      return new Conflict({ message: messageOf(body, 'Conflict.') });
    case 422:
      return new Invalid({ message: messageOf(body, 'The given data was invalid.'), fields: fieldsOf(body) });
    case 429:
      return new TooManyRequests({
        message: messageOf(body, 'Too many requests.'),
        retryAfterSeconds: parseRetryAfter(headers?.get('Retry-After')),
      });
    default:
      return new Server({ status, message: messageOf(body, `HTTP ${status}`) });
  }
};
