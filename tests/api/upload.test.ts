import { Effect, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { uploadRecordMedia } from '../../src/api/recordMedia.ts';
import type { UploadProgress } from '../../src/api/upload.ts';
import { createSession, expiredTokens, validTokens } from './doubles/session.ts';
import { json } from './doubles/fetchDouble.ts';
import { createXhrDouble } from './doubles/xhrDouble.ts';

const mediaItem = { id: 3, file_name: 'photo.jpg', mime_type: 'image/jpeg', size: 300, created_at: '2026-03-01 10:00:00' };
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

describe('upload with progress (XMLHttpRequest)', () => {
  it('reports progress, sends the bearer token and the form, and unwraps the camelized answer', async () => {
    const session = createSession(() => json(200, {}), { tokens: validTokens });
    const xhr = createXhrDouble([{ status: 201, body: { data: mediaItem }, progress: [[100, 300], [300, 300]] }]);
    const progress: UploadProgress[] = [];
    const file = new File(['x'.repeat(300)], 'photo.jpg', { type: 'image/jpeg' });

    const result = await run(
      uploadRecordMedia(session.client, 'tasks', 12, file, { onProgress: (p) => progress.push(p), createXhr: xhr.createXhr }),
    );

    expect(progress).toEqual([{ loaded: 100, total: 300 }, { loaded: 300, total: 300 }]);
    expect(Result.isSuccess(result) && result.success).toEqual({
      id: 3,
      fileName: 'photo.jpg',
      mimeType: 'image/jpeg',
      size: 300,
      createdAt: '2026-03-01 10:00:00',
    });
    const [sent] = xhr.sent;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://bottega.test/api/tasks/12/media');
    expect(sent?.headers.get('authorization')).toBe('Bearer old');
    expect(sent?.body instanceof FormData && sent.body.get('file')).toBeInstanceOf(File);
  });

  it('follows the 401 policy: one shared refresh, one retry with the new token', async () => {
    const session = createSession(() => json(200, {}), { tokens: expiredTokens });
    const xhr = createXhrDouble([
      { status: 401, body: { message: 'Unauthenticated.' } },
      { status: 201, body: { data: mediaItem } },
    ]);
    const result = await run(uploadRecordMedia(session.client, 'tasks', 12, new File(['x'], 'a.txt'), { createXhr: xhr.createXhr }));

    expect(Result.isSuccess(result)).toBe(true);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(xhr.sent.map((s) => s.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('maps failures to tagged errors', async () => {
    const session = createSession(() => json(200, {}), { tokens: validTokens });
    const xhr = createXhrDouble([
      { status: 422, body: { message: 'Too big.', errors: { file_name: ['Too long.'] } } },
      { status: 0, body: null, fail: true },
    ]);
    const invalid = await run(uploadRecordMedia(session.client, 'tasks', 1, new File(['x'], 'a.txt'), { createXhr: xhr.createXhr }));
    const offline = await run(uploadRecordMedia(session.client, 'tasks', 1, new File(['x'], 'a.txt'), { createXhr: xhr.createXhr }));

    expect(Result.isFailure(invalid) && invalid.failure).toMatchObject({ _tag: 'Invalid', fields: { fileName: ['Too long.'] } });
    expect(Result.isFailure(offline) && offline.failure._tag).toBe('Network');
  });
});
