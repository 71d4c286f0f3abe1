import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';

// Graceful shutdown (issue 21: 27 of 30 PDF requests in flight were cut on SIGTERM): stop accepting connections,
// let the requests in flight finish — up to a bounded grace period — and only then close the database, so that no
// handler finds its database gone halfway.

export type DrainOutcome = { readonly cut: number };

type AnyServer = Server | Http2Server | Http2SecureServer;

export async function drainAndStop(server: AnyServer, opts: { graceMs: number; closeDatabase: () => Promise<void> }): Promise<DrainOutcome> {
  const http = server as Partial<Server>;
  const closed = new Promise<'closed'>((resolve) => server.close(() => resolve('closed')));
  // Keep-alive connections with no request in progress would hold close() open: end them now; busy ones are ended
  // by Node once their answer is sent, since the server is closing.
  http.closeIdleConnections?.();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), opts.graceMs);
  });
  const how = await Promise.race([closed, timeout]);
  clearTimeout(timer);
  let cut = 0;
  if (how === 'timeout') {
    cut = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    http.closeAllConnections?.();
  }
  await opts.closeDatabase();
  return { cut };
}
