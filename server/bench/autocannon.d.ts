// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Cycled per connection; `setupRequest` may rewrite each request as it is sent. */
    requests?: readonly {
      /** `context`: one object per connection, kept across its requests. */
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      /** Called with each answer before the connection's next request is set up. */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
    }[];
  };
  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
