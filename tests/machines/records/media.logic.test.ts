import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../src/api/media.ts';
import { bindCommandLogic } from '../../../src/machines/generic/command.logic.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { guardMessage } from '../../../src/domain/guards/guardMessages.ts';
import { deletableOwner, mediaCommands, mediaDeletion, type MediaCommand } from '../../../src/machines/records/media.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// A record's attachments against a fake client: rename and download under the owner's path, the refusals made
// before any call, and deletion (never for a package's files).

const base: MediaCommand = { owner: 'tasks', ownerId: 7, missingOwner: 'mediaNotFound', listed: [3], mediaId: 3, fileName: 'note.pdf', kind: 'rename' };

const runCommand = async (command: MediaCommand, answer: () => { status: number; body?: unknown }) => {
  const { client, calls } = fakeApiClient(answer);
  const actor = createActor(bindCommandLogic(mediaCommands, client, { onDone: () => undefined })).start();
  actor.send({ type: 'command.run', command });
  const settled = await waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { calls, context: settled.context };
};

describe('media logic', () => {
  it('rename puts the new name to the record owner’s file', async () => {
    const { calls } = await runCommand(base, () => ({ status: 200, body: { id: 3, fileName: 'note.pdf' } }));
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', path: '/tasks/{id}/media/{mediaId}', params: { path: { id: 7, mediaId: 3 } }, body: { fileName: 'note.pdf' } })]);
  });

  it('a file no longer listed, or no record, is refused before any call', async () => {
    const gone = await runCommand({ ...base, listed: [] }, () => ({ status: 200 }));
    expect(gone.calls).toEqual([]);
    expect(gone.context.guardMessage).toEqual(guardMessage('mediaNotFound'));
    const noOwner = await runCommand({ ...base, ownerId: null, missingOwner: 'noWorkSelected' }, () => ({ status: 200 }));
    expect(noOwner.calls).toEqual([]);
    expect(noOwner.context.guardMessage).toEqual(guardMessage('noWorkSelected'));
  });

  it('deletes a profile’s file; a package’s files are never deleted', async () => {
    expect(deletableOwner('packages')).toBe(false);
    for (const owner of ['profiles', 'packages'] as const) {
      const { client, calls } = fakeApiClient(() => ({ status: 204 }));
      const actor = createActor(bindConfirmActionLogic(mediaDeletion, client, { onDone: () => undefined })).start();
      actor.send({ type: 'confirm.open', payload: { owner, id: 4, item: { id: 9 } as MediaItem } });
      actor.send({ type: 'confirm.accept' });
      await waitFor(actor, (snapshot) => snapshot.matches('done'));
      expect(calls).toEqual(owner === 'packages' ? [] : [expect.objectContaining({ method: 'DELETE', path: '/profiles/{id}/media/{mediaId}', params: { path: { id: 4, mediaId: 9 } } })]);
    }
  });
});
