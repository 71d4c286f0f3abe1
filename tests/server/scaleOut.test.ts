import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { boot } from '../../server/src/boot.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed/demoTenants.ts';
import { silentLogger } from '../../server/src/log.ts';
import { freePort } from '../../server/bench/freePort.ts';
import { TEST_CLIENT } from './harness.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/roundRobinProxy.ts';
import { describeOnPostgres } from './useServer.ts';

// Scale-out (issue 21 §6): two real server processes (`tsx server/src/main.ts`) on one PostgreSQL behind a
// round-robin proxy, as in production with N processes behind a load balancer. A file uploaded through one process
// downloads through the other (media in the database), and a write through one is seen by the very next read
// through the other, caches included (the write is announced before it is answered). PostgreSQL only: skipped
// with a notice when its binaries are absent.

const ROOT = path.resolve(import.meta.dirname, '../..');

type Reply = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; backend: string };

/** One request with an explicit Host (fetch would put the IP address there), answered in full. */
function send(port: number, method: string, urlPath: string, o: { token?: string; body?: unknown; raw?: { bytes: Buffer; type: string } } = {}): Promise<Reply> {
  const payload = o.raw ? o.raw.bytes : o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
  const headers: http.OutgoingHttpHeaders = { host: `acme.localhost:${port}` };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (payload) {
    headers['content-type'] = o.raw ? o.raw.type : 'application/json';
    headers['content-length'] = payload.length;
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: `/api${urlPath}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks), backend: String(res.headers['x-backend'] ?? '') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const json = (r: Reply): unknown => JSON.parse(r.bytes.toString('utf8'));

function loadConfigOrThrow(databaseUrl: string): Config {
  const loaded = loadConfig({ DATABASE_URL: databaseUrl, CONTRACT_PATH: path.join(ROOT, 'openapi/api.yaml'), DATA_DIR: os.tmpdir() }, { seedDemo: true });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
}

type Process = { readonly port: number; readonly child: ChildProcess; readonly dataDir: string };

async function startProcess(databaseUrl: string): Promise<Process> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-scale-'));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      SKIP_CLIENT_BUILD: '1',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      SEED_DEMO: '1',
      MEDIA_STORAGE: '',
    },
  });
  let errors = '';
  child.stderr?.on('data', (c: Buffer) => (errors += c.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${errors}`);
    const ready = await send(port, 'GET', '/tenants/current').catch(() => null);
    if (ready?.status === 200) return { port, child, dataDir };
    if (Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopProcess(p: Process): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(p.dataDir, { recursive: true, force: true });
      resolve();
    };
    if (p.child.exitCode !== null) return done();
    p.child.once('exit', done);
    p.child.kill('SIGTERM');
  });
}

describeOnPostgres('scale-out: two server processes on one PostgreSQL behind a round-robin proxy', (clusterReady) => {
  const processes: Process[] = [];
  let proxy: RoundRobinProxy | undefined;

  beforeAll(async () => {
    const url = await (await clusterReady()).createDatabase('bottega_scale_out');
    // Migrated and seeded once here, so the two processes start together and find it done.
    const seeded = await boot(loadConfigOrThrow(url), silentLogger);
    if (!seeded.ok) throw new Error(seeded.error.message);
    await seeded.value.database.close();
    processes.push(...(await Promise.all([startProcess(url), startProcess(url)])));
    proxy = await startRoundRobinProxy(processes.map((p) => p.port));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(processes.map(stopProcess));
  });

  it('signs in through either, serves a file uploaded through one from the other, and shows each write on the next read through the other', async () => {
    if (!proxy) throw new Error('no proxy');
    const port = proxy.port;
    const signIn = await send(port, 'POST', '/oauth/token', { body: { grant_type: 'password', ...TEST_CLIENT, username: 'admin@acme.test', password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = (json(signIn) as { access_token: string }).access_token;

    // The session made through one process is known to both (tokens live in the database).
    const me = [await send(port, 'GET', '/users/me', { token }), await send(port, 'GET', '/users/me', { token })];
    expect(me.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(me.map((r) => r.backend)).size).toBe(2);

    const list = await send(port, 'GET', '/tasks?page_size=1', { token });
    const task = (json(list) as { data: { id: number; summary: string }[] }).data[0];
    if (!task) throw new Error('the seed has no task');

    // Media: uploaded through one process, downloaded through the other, byte for byte, with its headers.
    const bytes = Buffer.from(`scale-out ${Date.now()}\n`.repeat(200));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/plain' }), 'verbale è.txt');
    const multipart = new Request('http://x/', { method: 'POST', body: form });
    const upload = await send(port, 'POST', `/tasks/${task.id}/media`, { token, raw: { bytes: Buffer.from(await multipart.arrayBuffer()), type: multipart.headers.get('content-type') ?? '' } });
    expect(upload.status).toBe(201);
    const mediaId = (json(upload) as { data: { id: number } }).data.id;
    const download = await send(port, 'GET', `/tasks/${task.id}/media/${mediaId}/download`, { token });
    expect(download.backend).not.toBe(upload.backend);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="verbale _.txt"; filename\*=UTF-8''verbale%20%C3%A8.txt$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Writes and reads alternate between the processes; each has the task (and the list) cached beforehand.
    let summary = task.summary;
    for (let round = 0; round < 4; round++) {
      const before = [await send(port, 'GET', `/tasks/${task.id}`, { token }), await send(port, 'GET', `/tasks/${task.id}`, { token })];
      expect(before.map((r) => (json(r) as { data: { summary: string } }).data.summary)).toEqual([summary, summary]);
      await send(port, 'GET', '/tasks?page_size=100', { token });
      summary = `Scritto al giro ${round}`;
      const write = await send(port, 'PUT', `/tasks/${task.id}`, { token, body: { summary } });
      expect(write.status).toBe(200);
      const after = await send(port, 'GET', `/tasks/${task.id}`, { token });
      expect(after.backend).not.toBe(write.backend);
      expect((json(after) as { data: { summary: string } }).data.summary).toBe(summary);
      const listed = await send(port, 'GET', '/tasks?page_size=100', { token });
      expect((json(listed) as { data: { id: number; summary: string }[] }).data.find((t) => t.id === task.id)?.summary).toBe(summary);
    }

    // The media removed through one process is gone for the other.
    const removed = await send(port, 'DELETE', `/tasks/${task.id}/media/${mediaId}`, { token });
    expect(removed.status).toBe(204);
    expect((await send(port, 'GET', `/tasks/${task.id}/media/${mediaId}/download`, { token })).status).toBe(404);

    // Signing out through one process ends the session on both at once (each caches sessions).
    const signOut = await send(port, 'POST', '/oauth/revoke', { token });
    expect(signOut.status).toBe(204);
    const afterSignOut = [await send(port, 'GET', '/users/me', { token }), await send(port, 'GET', '/users/me', { token })];
    expect(afterSignOut.map((r) => r.status)).toEqual([401, 401]);
  }, 60_000);
});
