import { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s; a client (a browser, a proxy, a load
 * balancer keeping its own idle connections up to 60 s) that sends its next request on it just as it closes gets
 * ECONNRESET — seen in the e2e suite on API reads. Longer than those clients' idle limits, the server is never the
 * one to close first; the headers' time-out must stay above it (Node's own rule).
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: unknown): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
