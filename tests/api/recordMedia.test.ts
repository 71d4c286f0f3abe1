import { Effect, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { deleteRecordMedia, downloadRecordMedia, renameRecordMedia, uploadRecordMedia, type DeletableMediaOwner } from '../../src/api/recordMedia.ts';
import { json } from './doubles/fetchDouble.ts';
import { createSession, validTokens } from './doubles/session.ts';
import { createXhrDouble } from './doubles/xhrDouble.ts';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));
const wireItem = { id: 5, file_name: 'plan.pdf', mime_type: 'application/pdf', size: 3, created_at: '2026-03-01 10:00:00' };

// One module serves every record's files: the owner only changes the collection in the URL.
describe.each<DeletableMediaOwner>(['tasks', 'works', 'goals'])('record media of %s', (owner) => {
  it('renames, deletes and downloads under /%s/{id}/media/{mediaId}', async () => {
    const session = createSession(
      ({ method }) =>
        method === 'GET'
          ? new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="plan.pdf"' } })
          : method === 'DELETE'
            ? new Response(null, { status: 204 })
            : json(200, { data: wireItem }),
      { tokens: validTokens },
    );
    const renamed = await run(renameRecordMedia(session.client, owner, 8, 5, 'plan.pdf'));
    const removed = await run(deleteRecordMedia(session.client, owner, 8, 5));
    const downloaded = await run(downloadRecordMedia(session.client, owner, 8, 5));

    expect(Result.isSuccess(renamed) && renamed.success.fileName).toBe('plan.pdf');
    expect(Result.isSuccess(removed)).toBe(true);
    expect(Result.isSuccess(downloaded) && downloaded.success.fileName).toBe('plan.pdf');
    expect(session.server.seen.map((seen) => `${seen.method} ${seen.url.pathname}`)).toEqual([
      `PUT /api/${owner}/8/media/5`,
      `DELETE /api/${owner}/8/media/5`,
      `GET /api/${owner}/8/media/5/download`,
    ]);
    expect(session.server.seen[0]?.body).toBe('{"file_name":"plan.pdf"}');
  });

  it('uploads to /%s/{id}/media', async () => {
    const session = createSession(() => json(200, {}), { tokens: validTokens });
    const xhr = createXhrDouble([{ status: 201, body: { data: wireItem } }]);
    const result = await run(uploadRecordMedia(session.client, owner, 8, new File(['x'], 'plan.pdf'), { createXhr: xhr.createXhr }));

    expect(Result.isSuccess(result)).toBe(true);
    expect(xhr.sent[0]?.url).toBe(`http://bottega.test/api/${owner}/8/media`);
  });
});
