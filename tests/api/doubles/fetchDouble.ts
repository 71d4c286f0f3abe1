/** What the fake server saw of one request (the body read as text, so tests can compare bytes). */
export type SeenRequest = {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
  readonly signal: AbortSignal;
};

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fetch that never touches the network: every request is recorded and answered by `handler`. */
export const createFetchDouble = (handler: Handler) => {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const entry: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: request.body === null ? '' : await request.text(),
      signal: request.signal,
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch, seen };
};

export const tick = (ms = 5): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
