import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A load balancer in a few lines for the scale-out test: each request goes to the next backend in turn, with the
// client's address in X-Forwarded-For (as a real proxy sets it; the servers run with TRUST_PROXY=1), and the answer
// names the backend that served it in `x-backend` (its index), so the test can tell where a request went.

export type RoundRobinProxy = { readonly port: number; close(): Promise<void> };

export function startRoundRobinProxy(backendPorts: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % backendPorts.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPorts[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
