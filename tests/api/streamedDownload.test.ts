import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { streamedDownload, type DownloadProgress } from '../../src/api/effect.ts';

const chunked = (parts: readonly string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('streamedDownload', () => {
  it('reports each chunk against the Content-Length and keeps the bytes, type and file name', async () => {
    const parts = ['%PDF-1.7 ', 'abcdefghij', 'klm'];
    const size = parts.join('').length;
    const response = new Response(chunked(parts), {
      headers: { 'content-type': 'application/pdf', 'content-length': String(size), 'content-disposition': 'attachment; filename="offerta-2026-0001.pdf"' },
    });
    const seen: DownloadProgress[] = [];
    const file = await Effect.runPromise(streamedDownload(async () => ({ data: response.body, response }), (progress) => seen.push(progress)));
    expect(seen.map((progress) => progress.loaded)).toEqual([0, 9, 19, size]);
    expect(seen.every((progress) => progress.total === size)).toBe(true);
    expect(file.fileName).toBe('offerta-2026-0001.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe(parts.join(''));
  });

  it('without a Content-Length the total is unknown; a failed answer is its tagged error', async () => {
    const seen: DownloadProgress[] = [];
    const ok = new Response(chunked(['x']), { headers: { 'content-type': 'application/pdf' } });
    await Effect.runPromise(streamedDownload(async () => ({ data: ok.body, response: ok }), (progress) => seen.push(progress)));
    expect(seen.at(-1)).toEqual({ loaded: 1, total: null });
    const missing = new Response(null, { status: 404 });
    const exit = await Effect.runPromiseExit(streamedDownload(async () => ({ error: { message: 'Not found.' }, response: missing })));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain('NotFound');
  });
});
