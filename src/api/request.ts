import { fromResponse, Network } from './errors.ts';

/** What every openapi-fetch call resolves to, seen from outside. */
export type FetchResult = { readonly data?: unknown; readonly error?: unknown; readonly response: Response };

/** The success payload of an openapi-fetch result; `void` for operations that answer no content. */
export type DataOf<R> = [R extends { data: infer D } ? D : never] extends [infer D] ? ([D] extends [never] ? void : D) : never;

/**
 * The promise form of the API edge: the payload, or a rejection with the tagged error (a rejected fetch is
 * `Network`). `effect.ts`'s `call` wraps it for the modules; the session's start-up uses it directly so the
 * sign-in page does not load Effect (issue 20: /login within 120 KiB on the wire).
 */
export const request = async <R extends FetchResult>(fn: (signal: AbortSignal) => Promise<R>, signal: AbortSignal = new AbortController().signal): Promise<DataOf<R>> => {
  let result: R;
  try {
    result = await fn(signal);
  } catch (cause) {
    throw new Network({ cause });
  }
  if (!result.response.ok) throw fromResponse(result.response.status, result.error, result.response.headers);
  // openapi-fetch already typed `data` from the operation; DataOf only names that type.
  return result.data as DataOf<R>;
};
