import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectUpload } from '../../../src/machines/generic/upload.connect.ts';
import { createUploadMachine } from '../../../src/machines/generic/upload.machine.ts';
import { uploadFileCallback } from '../../../src/machines/generic/uploadFileCallback.ts';
import { tagged } from './stubs.ts';

// An upload queue's view from its snapshots: each file's progress, its failure and the retry the machine offers.

const file = (name: string) => new File(['0123456789'], name, { type: 'text/plain' });

describe('connectUpload', () => {
  it('shows an empty, idle queue', () => {
    const actor = createActor(createUploadMachine<{ mediaId: number }>()).start();
    expect(connectUpload(actor.getSnapshot())).toEqual({ uploads: [], uploading: false });
  });

  it('a file on its way shows its progress without a retry; once failed, its tag and the retry', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const machine = createUploadMachine<{ mediaId: number }>().provide({
      actors: {
        uploadFile: uploadFileCallback<{ mediaId: number }>(
          (_file, onProgress) =>
            new Promise((_, reject) => {
              onProgress(5, 10);
              fail = reject;
            }),
        ),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.add', files: [file('a.txt')] });
    await waitFor(actor, (snapshot) => snapshot.context.uploads[0]?.progress === 50);
    expect(connectUpload(actor.getSnapshot())).toEqual({
      uploads: [{ id: 'upload-1', name: 'a.txt', progress: 50, status: 'uploading', errorTag: null, canRetry: false }],
      uploading: true,
    });
    fail(tagged('Network'));
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(connectUpload(actor.getSnapshot())).toEqual({
      uploads: [{ id: 'upload-1', name: 'a.txt', progress: 50, status: 'failed', errorTag: 'Network', canRetry: true }],
      uploading: false,
    });
  });
});
