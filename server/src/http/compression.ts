import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// JSON answers above 1 KiB travel compressed when the client accepts it (a page of 50 tasks shrinks ~8×). Not
// Hono's middleware: it copies every compressible answer through a stream to add `Vary` even when the client
// accepts no encoding, and compresses a cached answer again on every read. Here a fresh answer is compressed once
// (a big one off the main thread), and a cached one keeps its compressed bytes (responseCache.ts).

export type Encoding = 'br' | 'gzip';

/** Smaller answers go plain: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The encoding to answer in: brotli when accepted, else gzip, else none. `q=0` refuses; other weights are not
 * ranked (every browser accepts both).
 */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Up to this size a body is compressed in place: a page of 50 tasks (19 KB) takes ~0.1 ms, less than handing it to
 * libuv's pool and back (the stream machinery alone cost 8 % of a busy server's time). Larger ones go to the pool.
 */
const IN_PLACE_BYTES = 64 * 1024;

/**
 * Brotli's quality for answers made per request (build-time assets have their own, spa.ts). 3, the last level before
 * its slower match finder: measured on the demo's pages (2026-11-28, 1,000 runs each), a page of tasks (9.5 KB) 51 µs
 * against quality 5's 81, a page of profiles (24 KB) 205 µs against 358, for 9-10 % more bytes (1,613 against 1,479;
 * 4,509 against 4,092), still no more than gzip's default. A kept page is compressed again after every row a task's
 * start or pause puts in it: that was 6-7 % of the server's thread in the mixed workload (issue 36.3).
 */
export const ANSWER_BROTLI_QUALITY = 3;

export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } };
  if (bytes.byteLength <= IN_PLACE_BYTES) return encoding === 'br' ? brotliCompressSync(bytes, brotliOptions) : gzipSync(bytes);
  return encoding === 'br' ? brotli(bytes, brotliOptions) : gzipAsync(bytes);
}

/** Whether an answer with these headers is worth compressing (JSON, not already encoded, not a part). */
export function compressible(res: Response): boolean {
  if (res.status === 206 || res.status === 204 || res.headers.has('content-encoding')) return false;
  const length = Number(res.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(length) && length < COMPRESS_THRESHOLD) return false;
  return COMPRESSIBLE.test(res.headers.get('content-type') ?? '');
}

/** The answer with its body compressed, `content-encoding` set and `content-length` the compressed one. */
export function encodedAnswer(status: number, headers: Headers, body: Uint8Array, encoding: Encoding): Response {
  const out = new Headers(headers);
  out.set('content-encoding', encoding);
  out.set('content-length', String(body.byteLength));
  return new Response(body, { status, headers: out });
}

/** `res` compressed for a client that accepts `encoding` when worth it; otherwise `res` itself. */
export async function compressAnswer(res: Response, encoding: Encoding | null, method: string): Promise<Response> {
  if (!encoding || method === 'HEAD' || !compressible(res)) return res;
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength < COMPRESS_THRESHOLD) return new Response(bytes, { status: res.status, headers: res.headers });
  return encodedAnswer(res.status, res.headers, await compressBytes(bytes, encoding), encoding);
}
