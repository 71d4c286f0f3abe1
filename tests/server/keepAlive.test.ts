import { serve } from '@hono/node-server';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, keepConnectionsAlive } from '../../server/src/http/keepAlive.ts';

// An idle kept-alive connection is closed by the server only after clients' own idle limits (up to 60 s behind a load
// balancer): Node's default of 5 s made a request sent on a just-closed connection fail with ECONNRESET.

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

/** A server as main.ts makes it; the server side of the first connection; one request answered on it. */
async function idleConnectionAfterOneRequest(tune: boolean): Promise<Socket> {
  const server = serve({ fetch: () => new Response('ok'), hostname: '127.0.0.1', port: 0 }) as http.Server;
  servers.push(server);
  if (tune) keepConnectionsAlive(server);
  await new Promise<void>((ready) => (server.listening ? ready() : server.once('listening', ready)));
  const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
  const agent = new http.Agent({ keepAlive: true });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done, fail) => {
    http.get({ host: '127.0.0.1', port, agent }, (response) => response.resume().on('end', done)).on('error', fail);
  });
  const socket = await accepted;
  agent.destroy();
  return socket;
}

describe('kept-alive connections', () => {
  it('stay open while idle for longer than a load balancer’s idle limit, and the headers’ time-out stays above', async () => {
    const socket = await idleConnectionAfterOneRequest(true);
    // Node arms the idle connection's timer with the server's keep-alive time-out (plus its own 1 s margin) once the
    // answer is sent.
    expect(socket.timeout).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
    expect(socket.timeout).toBeGreaterThan(60_000);
    const server = servers[0];
    expect(server?.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
  });

  it('without it Node closes them after 5 s (what the e2e suite ran into)', async () => {
    expect((await idleConnectionAfterOneRequest(false)).timeout).toBeLessThanOrEqual(6_000);
  });
});
