import { readerLanguage } from '../i18n/language.ts';
import { message } from '../i18n/message.ts';
import { renderMessage } from '../i18n/render.ts';
import type { LoopTrace } from '../diag/loopTrace.ts';
import type { FairGate } from './fairGate.ts';
import { json } from './handler.ts';

// The server's fetch behind the fair gate (http/fairGate.ts). The probes never queue: a load balancer asks them
// to learn whether the process is alive and ready, and a probe that waits behind the application's work would
// take a healthy but busy process out of the pool.

/** What @hono/node-server passes as the second argument: the Node request, whose socket is the connection. */
type GateEnv = { readonly incoming?: { readonly socket?: object } } | undefined;

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

const PROBES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** Seconds a client refused for a full queue is asked to wait (the queue drains in well under that). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** The path of an absolute request URL, without building a URL object for every request. */
function pathOf(url: string): string {
  const scheme = url.indexOf('//');
  const start = url.indexOf('/', scheme < 0 ? 0 : scheme + 2);
  if (start < 0) return '/';
  const query = url.indexOf('?', start);
  return query < 0 ? url.slice(start) : url.slice(start, query);
}

/** `trace`: the benchmarks' diagnosis (diag/loopTrace.ts), told each request's wait and service; null in production. */
export function gatedFetch<E extends GateEnv>(gate: FairGate, fetch: Fetch<E>, trace: LoopTrace | null = null): Fetch<E> {
  return (request, env) => {
    if (PROBES.has(pathOf(request.url))) {
      trace?.probe();
      return fetch(request, env);
    }
    const queued = trace ? performance.now() : 0;
    const job = trace
      ? async (): Promise<Response> => {
          const started = performance.now();
          const response = await fetch(request, env);
          trace.request(queued, started, performance.now());
          return response;
        }
      : () => Promise.resolve(fetch(request, env));
    const admitted = gate.admit(env?.incoming?.socket, job);
    if (admitted !== 'busy') return admitted;
    const language = readerLanguage({
      acceptLanguage: request.headers.get('accept-language'),
    });
    return json({ message: renderMessage(message('failure.busy'), language) }, 503, {
      'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
  };
}
