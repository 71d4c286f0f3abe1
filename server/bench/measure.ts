import autocannon from 'autocannon';

// One autocannon run against one route of the running server, reduced to the figures the report shows.

export type Figures = {
  readonly route: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Answers other than 2xx, connection errors and timeouts: a benchmark of failures would be meaningless. */
  readonly failures: number;
  readonly total: number;
};

export type Target = { readonly origin: string; readonly host: string; readonly token?: string };

/** Chromium's and Firefox's Accept-Encoding: the benchmark's requests carry it as the app's own calls do. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function measure(target: Target, route: string, seconds: number, connections: number, extraHeaders: Record<string, string> = {}): Promise<Figures> {
  const headers: Record<string, string> = { host: target.host, accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...extraHeaders };
  if (target.token) headers.authorization = `Bearer ${target.token}`;
  const r = await autocannon({ url: `${target.origin}${route}`, connections, duration: seconds, headers });
  return {
    route,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
  };
}
