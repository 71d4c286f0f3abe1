import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { readBody } from '../../server/src/http/body.ts';

// http/body.ts reads a body of declared length at once (the Node adapter's fast path, no web stream) and a body of
// no declared length (chunked) as a stream, stopping at the limit. Both must read the same values and refuse the same
// sizes.

const ROOT = path.resolve(import.meta.dirname, '../..');
const loaded = loadConfig({ DATA_DIR: '/tmp/bottega-body-test', CONTRACT_PATH: path.join(ROOT, 'openapi/api.yaml') }, { seedDemo: false });
if (!loaded.ok) throw new Error('config');
const config: Config = { ...loaded.value, bodyMaxBytes: 64 };
const spec = { required: true, contentTypes: new Map<string, string | null>([['application/json', null]]) };

const declared = (text: string, headers: Record<string, string> = {}) =>
  new Request('http://acme.localhost/api/x', { method: 'POST', body: text, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers } });

/** A body sent in chunks with no Content-Length, as a client streaming it does. */
const chunked = (parts: readonly string[]) =>
  new Request('http://acme.localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('reading a request body', () => {
  it('reads the same JSON with a declared length and in chunks', async () => {
    const one = await readBody(declared('{"status":"started"}'), spec, config);
    const two = await readBody(chunked(['{"status":', '"started"}']), spec, config);
    expect(one.ok && one.value.value).toEqual({ status: 'started' });
    expect(two.ok && two.value.value).toEqual({ status: 'started' });
  });

  it('refuses with 413 a declared length over the limit, and a chunked body once it passes it', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(100) });
    const one = await readBody(declared(big), spec, config);
    const two = await readBody(chunked([big.slice(0, 50), big.slice(50)]), spec, config);
    expect(!one.ok && one.error.status).toBe(413);
    expect(!two.ok && two.error.status).toBe(413);
  });

  it('takes a declared empty body as no body (the required fields then listed by validation), and bad JSON as 400', async () => {
    const empty = await readBody(declared(''), spec, config);
    expect(empty.ok && empty.value.value).toEqual({});
    const bad = await readBody(declared('{"status":'), spec, config);
    expect(!bad.ok && bad.error.status).toBe(400);
  });
});
