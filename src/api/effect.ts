import { Effect } from 'effect';
import { fromResponse, isApiError, Network, type ApiError } from './errors.ts';
import { request, type DataOf, type FetchResult } from './request.ts';

/**
 * Turns an openapi-fetch call into an Effect: a rejected fetch becomes `Network`, a non-success status its tagged
 * error. `fn` receives the signal that Effect aborts on interruption, so `Effect.runPromise(eff, { signal })` in a
 * machine's `fromPromise` cancels the request when the actor stops.
 */
export const call = <R extends FetchResult>(fn: (signal: AbortSignal) => Promise<R>): Effect.Effect<DataOf<R>, ApiError> =>
  Effect.tryPromise({ try: (signal) => request(fn, signal), catch: (cause) => (isApiError(cause) ? cause : new Network({ cause })) });

export type Download = { readonly blob: Blob; readonly fileName: string | undefined };

/** `filename*=UTF-8''…` (RFC 6266/5987) wins over the plain `filename="…"`. */
export const fileNameOf = (contentDisposition: string | null): string | undefined => {
  if (contentDisposition === null) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2] !== undefined) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // Malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(contentDisposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name === undefined || name === '' ? undefined : name;
};

/** A binary download (`parseAs: 'blob'`) with the original file name from Content-Disposition. */
export const download = (
  fn: (signal: AbortSignal) => Promise<{ data?: Blob; error?: unknown; response: Response }>,
): Effect.Effect<Download, ApiError> =>
  Effect.flatMap(
    Effect.tryPromise({ try: (signal) => fn(signal), catch: (cause) => new Network({ cause }) }),
    ({ data, error, response }) =>
      response.ok && data !== undefined
        ? Effect.succeed({ blob: data, fileName: fileNameOf(response.headers.get('content-disposition')) })
        : Effect.fail(fromResponse(response.status, error, response.headers)),
  );

/** How much of a download has arrived; `total` from Content-Length, null when the server sends none. */
export type DownloadProgress = { readonly loaded: number; readonly total: number | null };

const readAll = async (body: ReadableStream<Uint8Array>, total: number | null, onProgress: (progress: DownloadProgress) => void, signal: AbortSignal): Promise<Uint8Array[]> => {
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted) throw signal.reason;
  return chunks;
};

/**
 * A binary download read as a stream (`parseAs: 'stream'`), reporting its progress against the answer's
 * Content-Length as the chunks arrive; otherwise like `download`.
 */
export const streamedDownload = (
  fn: (signal: AbortSignal) => Promise<{ data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response }>,
  onProgress: (progress: DownloadProgress) => void = () => undefined,
): Effect.Effect<Download, ApiError> =>
  Effect.flatMap(
    Effect.tryPromise({ try: (signal) => fn(signal), catch: (cause) => new Network({ cause }) }),
    ({ data, error, response }) => {
      if (!response.ok || !data) return Effect.fail(fromResponse(response.status, error, response.headers));
      const length = Number(response.headers.get('content-length') ?? '');
      const total = Number.isFinite(length) && length > 0 ? length : null;
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      return Effect.map(
        Effect.tryPromise({ try: (signal) => readAll(data, total, onProgress, signal), catch: (cause) => new Network({ cause }) }),
        (chunks): Download => ({ blob: new Blob(chunks as BlobPart[], { type }), fileName: fileNameOf(response.headers.get('content-disposition')) }),
      );
    },
  );
