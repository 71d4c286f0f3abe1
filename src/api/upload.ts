import { Effect } from 'effect';
import { camelize } from './case.ts';
import type { ApiClient } from './client.ts';
import { unwrap } from './envelope.ts';
import { fromResponse, Network, type ApiError } from './errors.ts';
import { lockedSectionOf, reportSectionLocked } from './sectionLocks.ts';

// fetch (and so openapi-fetch) cannot report upload progress; XMLHttpRequest can. Uploads therefore go through
// here, with the same bearer token, the same 401 policy (shared single-flight refresh) and the same envelope and
// case handling as the client. Media endpoints are never provider-cased, so no x-preserve-case lookup is needed.

export type UploadProgress = { readonly loaded: number; readonly total: number | undefined };

export type UploadRequest = {
  /** Path below the base URL, already filled in: `/tasks/12/media`. */
  readonly path: string;
  readonly form: FormData;
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Tests pass an XMLHttpRequest double. */
  readonly createXhr?: () => XMLHttpRequest;
};

type RawResponse = { readonly status: number; readonly text: string; readonly headers: Headers };

const parseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Thrown inside the promise only, and mapped to `Network` at the Effect boundary. */
class XhrFailure extends Error {}

const send = (
  url: string,
  request: UploadRequest,
  accessToken: string | undefined,
  signal: AbortSignal,
  language: string | undefined,
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const xhr = (request.createXhr ?? (() => new XMLHttpRequest()))();
    const abort = (): void => xhr.abort();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (language) xhr.setRequestHeader('Accept-Language', language);
    if (accessToken !== undefined) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) =>
      request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve({ status: xhr.status, text: xhr.responseText, headers: parseHeaders(xhr.getAllResponseHeaders()) });
    };
    xhr.onerror = () => {
      signal.removeEventListener('abort', abort);
      reject(new XhrFailure('The upload could not reach the server.'));
    };
    xhr.onabort = () => reject(new XhrFailure('The upload was aborted.'));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(request.form);
  });

/** Sends, and on a 401 follows the client's policy: at most one retry, after the shared refresh. */
const sendWithPolicy = async (client: ApiClient, request: UploadRequest, signal: AbortSignal): Promise<RawResponse> => {
  const { baseUrl, tokenStore, policy } = client.context;
  const language = client.context.language?.();
  const url = `${baseUrl}${request.path}`;
  const sentToken = tokenStore.accessToken();
  const first = await send(url, request, sentToken, signal, language);
  if (first.status !== 401) return first;
  const verdict = await policy.onUnauthorized(sentToken, false);
  if (verdict._tag === 'GiveUp') return first;
  const retried = await send(url, request, verdict.accessToken, signal, language);
  if (retried.status === 401) await policy.onUnauthorized(verdict.accessToken, true);
  return retried;
};

/**
 * POSTs a multipart form with upload progress. `A` is the caller's schema-derived type of the unwrapped answer:
 * like every JSON body it is trusted to follow the contract.
 */
export const upload = <A>(client: ApiClient, request: UploadRequest): Effect.Effect<A, ApiError> =>
  Effect.flatMap(
    Effect.tryPromise({
      try: (signal) => sendWithPolicy(client, request, signal),
      catch: (cause) => new Network({ cause }),
    }),
    (response) => {
      const body = parseBody(response.text);
      if (response.status >= 200 && response.status < 300) return Effect.succeed(unwrap(body, false) as A);
      // Uploads bypass openapi-fetch's middleware: the section charts hear a refused section login from here.
      const section = lockedSectionOf(response.status, body);
      const failure = Effect.fail(fromResponse(response.status, camelize(body), response.headers));
      return section === null ? failure : Effect.flatMap(Effect.sync(() => reportSectionLocked(section)), () => failure);
    },
  );
