import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpa, type Spa } from '../../server/src/http/spa.ts';
import { useTestServer } from './useServer.ts';
import { ANSWER_BROTLI_QUALITY, preferredEncoding } from '../../server/src/http/compression.ts';

// How the app's files and the API's answers travel (issue 20): hashed assets cached for good (hashes may hold `-`),
// the build's pre-compressed siblings picked by Accept-Encoding, JSON above 1 KiB compressed.

const SCRIPT = 'export const answer = 42;\n'.repeat(200);

describe('the SPA files', () => {
  let dir: string;
  let spa: Spa;
  const get = (pathname: string, headers: Record<string, string> = {}) => spa.serve(new Request(`http://acme.localhost${pathname}`, { headers }));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bottega</title>');
    for (const name of ['index-B-x_9aQc.js', 'Alert-wzadmcb_.js']) {
      const file = path.join(dir, 'assets', name);
      fs.writeFileSync(file, SCRIPT);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
      fs.writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    }
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    spa = createSpa(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('caches hashed assets for good, also when the hash holds - or _', async () => {
    for (const name of ['index-B-x_9aQc.js', 'Alert-wzadmcb_.js']) {
      const res = await get(`/assets/${name}`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the shell and unhashed files', async () => {
    expect((await get('/dashboard')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    // The service worker too: the browser must see a new deploy's worker (issue 22).
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the brotli sibling when accepted, else gzip, else the plain file', async () => {
    const br = await get('/assets/index-B-x_9aQc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-B-x_9aQc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const refused = await get('/assets/index-B-x_9aQc.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(SCRIPT);

    const plain = await get('/assets/index-B-x_9aQc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('gives each representation its own validator', async () => {
    const br = await get('/assets/Alert-wzadmcb_.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/Alert-wzadmcb_.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
    const again = await get('/assets/Alert-wzadmcb_.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  // Issue 36 point 4: a hashed asset never changes under its name, so after its first read it is sent from memory (the
  // file system and a stream cost the server's thread more than the API's floor route); the shell still from disk.
  it('sends a hashed asset from memory once read, each representation on its own, and the shell from disk', async () => {
    const name = 'Kept-Ab3_x9Zq.js';
    const file = path.join(dir, 'assets', name);
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    const first = await get(`/assets/${name}`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(SCRIPT);
    // Changed on disk behind the server's back (a build never does this under the same name): memory answers.
    fs.writeFileSync(`${file}.br`, brotliCompressSync('changed'));
    fs.writeFileSync(file, 'changed');
    const again = await get(`/assets/${name}`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(SCRIPT);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect((await get(`/assets/${name}`, { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag') ?? '' })).status).toBe(304);
    expect(await (await spa.serve(new Request(`http://acme.localhost/assets/${name}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }))).text()).toBe('');
    // The plain representation had not been read: it is read now, as it is.
    expect(await (await get(`/assets/${name}`)).text()).toBe('changed');
    // The shell names the current build's files: read every time.
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bottega 2</title>');
    expect(await (await get('/dashboard')).text()).toContain('Bottega 2');
  });
});

describe('API answers', () => {
  const server = useTestServer();

  const call = async (pathname: string, headers: Record<string, string>) => {
    const token = await server().token('acme', 'admin@acme.test');
    return server().app.request(`http://acme.localhost/api${pathname}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  };

  it('compresses JSON above 1 KiB when the client accepts gzip', async () => {
    const res = await call('/tasks?page_size=50', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body: { data: unknown[] } = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('prefers brotli; a cached answer is sent compressed, the same bytes as fresh', async () => {
    // listTasks is a cached read (responseCache.ts): the second call is served from memory, compressed once.
    const plain = await (await call('/tasks?page_size=50', {})).text();
    for (let i = 0; i < 2; i++) {
      const res = await call('/tasks?page_size=50', { 'accept-encoding': 'gzip, deflate, br' });
      expect([res.headers.get('content-encoding'), res.headers.get('vary')]).toEqual(['br', 'accept-encoding']);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
      expect(brotliDecompressSync(bytes).toString()).toBe(plain);
    }
  });

  // Issue 36.3 (session 17): answers are compressed per request, kept pages again after each row replaced in them, so
  // brotli runs at quality 3 (compression.ts ANSWER_BROTLI_QUALITY), not at a slower level.
  it('compresses an answer with brotli at the quality made for answers per request', async () => {
    const plain = Buffer.from(await (await call('/tasks?page_size=50', {})).arrayBuffer());
    const res = await call('/tasks?page_size=50', { 'accept-encoding': 'br' });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(ANSWER_BROTLI_QUALITY).toBeLessThanOrEqual(3);
    const atQuality = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } });
    expect(bytes.equals(atQuality)).toBe(true);
    expect(brotliDecompressSync(bytes).equals(plain)).toBe(true);
  });

  it('reads Accept-Encoding weights: q=0 refuses an encoding, * stands for gzip', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });

  it('sends small answers and clients that do not accept it plain', async () => {
    expect((await call('/tenants/current', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBeNull();
    const plain = await call('/tasks?page_size=50', {});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
