import { camelKey } from './case.ts';
import { lockedSectionOf } from './sectionLocks.ts';

// Every way a call can fail, as tagged values: machines branch on `_tag`, never on message strings. Plain Error
// classes with a `_tag` (what Effect's catchTag reads) rather than Effect's Data.TaggedError: the start-up path
// throws them through promises (request.ts), and keeping Effect out of it keeps it out of the /login bundle.

/** An Error subclass whose instances carry `_tag` and the given fields as their own properties. */
const TaggedError = <Tag extends string>(tag: Tag) =>
  class<Fields extends object> extends Error {
    readonly _tag: Tag = tag;
    constructor(fields: Fields) {
      super('message' in fields && typeof fields.message === 'string' ? fields.message : tag);
      this.name = tag;
      Object.assign(this, fields);
    }
  };

/** 401: `code` says why where the server tells it (`session_revoked`: an administrator closed the session). */
export class Unauthorized extends TaggedError('Unauthorized')<{ readonly message: string; readonly code?: string }> {
  declare readonly message: string;
  declare readonly code?: string;
}

/** 403: `code` tells a switched-off module (`module_disabled`) from a refusal of the user's role. */
export class Forbidden extends TaggedError('Forbidden')<{ readonly message: string; readonly code?: string }> {
  declare readonly message: string;
  declare readonly code?: string;
}

export class NotFound extends TaggedError('NotFound')<{ readonly message: string }> {
  declare readonly message: string;
}

/**
 * 422: `fields` is keyed by camelCase field path (`checklists.0.itemName`), like the app's form fields; `code` names
 * a refusal about a stored record rather than a typed value (`customer_without_email`).
 */
export class Invalid extends TaggedError('Invalid')<{ readonly message: string; readonly fields: Readonly<Record<string, readonly string[]>>; readonly code?: string }> {
  declare readonly fields: Readonly<Record<string, readonly string[]>>;
  declare readonly code?: string;
}

/** 409: `code` names the conflict where the server tells kinds apart (e.g. a newsletter recipient's consent). */
export class Conflict extends TaggedError('Conflict')<{ readonly message: string; readonly code?: string }> {
  declare readonly code?: string;
}

export class TooManyRequests extends TaggedError('TooManyRequests')<{ readonly message: string; readonly retryAfterSeconds: number | undefined }> {
  /** From `Retry-After`; undefined when the server did not say. */
  declare readonly retryAfterSeconds: number | undefined;
}

/** 423: the call belongs to a password-protected section and the user's login to it has ended (or never was). */
export class SectionLocked extends TaggedError('SectionLocked')<{ readonly message: string; readonly section: string }> {
  declare readonly section: string;
}

/** The server could not be reached (offline, DNS, CORS, aborted connection). */
export class Network extends TaggedError('Network')<{ readonly cause: unknown }> {
  declare readonly cause: unknown;
}

/**
 * Any other non-success status (400, 413, 5xx…), and success responses the app cannot read. `code` where the server
 * names the case (the token endpoint's 400 for a session that ended: `session_revoked`, `session_expired`).
 */
export class Server extends TaggedError('Server')<{ readonly status: number; readonly message: string; readonly code?: string }> {
  declare readonly status: number;
  declare readonly code?: string;
}

export type ApiError = Unauthorized | Forbidden | NotFound | Invalid | Conflict | TooManyRequests | SectionLocked | Network | Server;

export type ApiErrorTag = ApiError['_tag'];

const API_ERROR_TAGS: ReadonlySet<string> = new Set<ApiErrorTag>(['Unauthorized', 'Forbidden', 'NotFound', 'Invalid', 'Conflict', 'TooManyRequests', 'SectionLocked', 'Network', 'Server']);

/** Whether a thrown value is one of ours (anything else thrown by fetch is a network failure). */
export const isApiError = (value: unknown): value is ApiError =>
  value instanceof Error && '_tag' in value && typeof value._tag === 'string' && API_ERROR_TAGS.has(value._tag);

const messageOf = (body: unknown, fallback: string): string => {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (typeof body === 'string' && body.trim() !== '') return body;
  return fallback;
};

const codeOf = (body: unknown): { code?: string } =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? { code: body.code } : {};

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
      return new Unauthorized({ message: messageOf(body, 'Unauthenticated.'), ...codeOf(body) });
    case 403:
      return new Forbidden({ message: messageOf(body, 'This action is unauthorized.'), ...codeOf(body) });
    case 404:
      return new NotFound({ message: messageOf(body, 'Not found.') });
    case 409:
      return new Conflict({ message: messageOf(body, 'Conflict.'), ...codeOf(body) });
    case 422:
      return new Invalid({ message: messageOf(body, 'The given data was invalid.'), fields: fieldsOf(body), ...codeOf(body) });
    case 429:
      return new TooManyRequests({
        message: messageOf(body, 'Too many requests.'),
        retryAfterSeconds: parseRetryAfter(headers?.get('Retry-After')),
      });
    case 423: {
      const section = lockedSectionOf(status, body);
      if (section !== null) return new SectionLocked({ message: messageOf(body, 'Log in to this section first.'), section });
      return new Server({ status, message: messageOf(body, `HTTP ${status}`) });
    }
    default:
      return new Server({ status, message: messageOf(body, `HTTP ${status}`), ...codeOf(body) });
  }
};
