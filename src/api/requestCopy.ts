// A Request is immutable once built and its body can be read only once, so changing its URL or body means building
// a new one from the parts. Every property the app sets through openapi-fetch is carried over.
export const copyRequest = (request: Request, url: string, body: BodyInit | null): Request =>
  new Request(url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    referrerPolicy: request.referrerPolicy,
    integrity: request.integrity,
    keepalive: request.keepalive,
  });
