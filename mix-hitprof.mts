import { startServer } from './server/bench/serverProcess.ts';
import { driveLoad, prepareTenant, requestOfKind } from './server/bench/mixedWorkload.ts';
import { measure } from './server/bench/measure.ts';
const kind = process.env.KIND ?? 'a task';
const server = await startServer(null);
try {
  const fixtures = await Promise.all(['acme', 'borgo', 'cantiere'].map((s) => prepareTenant(server.origin, s)));
  const f0 = fixtures[0]!;
  await measure({ origin: server.origin, host: f0.host, token: f0.token }, '/api/tenants/current', 2, 50);
  await driveLoad({ origin: server.origin, fixtures, seconds: 2, connections: 50, choose: (f, n) => requestOfKind(f, kind, n) });
  const t0 = Date.now();
  const r = await driveLoad({ origin: server.origin, fixtures, seconds: 8, connections: 50, choose: (f, n) => requestOfKind(f, kind, n) });
  console.log(kind, r.requests.average, 'req/s', 'window ends', (Date.now() - t0) / 1000);
} finally { await server.stop(); }
