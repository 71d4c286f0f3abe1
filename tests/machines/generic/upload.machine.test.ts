import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createUploadMachine, type UploadEntry, type UploadFileInput } from '../../../src/machines/generic/upload.machine.ts';
import { uploadFileCallback } from '../../../src/machines/generic/uploadFileCallback.ts';
import { generateMachinePaths, pathCoverage } from '../pathTestHelper.ts';
import { silentCallback, tagged } from './stubs.ts';

type Stored = { mediaId: number };
const machine = createUploadMachine<Stored>();
const file = (name: string) => new File(['0123456789'], name, { type: 'text/plain' });

describe('upload machine: guards and actions', () => {
  it('uploads with progress and stores the item; a failure can be retried', async () => {
    let attempts = 0;
    const actor = createActor(
      machine.provide({
        actors: {
          uploadFile: uploadFileCallback<Stored>(async (_file, onProgress) => {
            attempts += 1;
            onProgress(5, 10);
            if (attempts === 1) throw tagged('Network');
            onProgress(10, 10);
            return { mediaId: 9 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'upload.add', files: [file('a.txt')] });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ id: 'upload-1', status: 'failed', progress: 50, errorTag: 'Network' });
    actor.send({ type: 'upload.retry', id: 'upload-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'done', progress: 100, item: { mediaId: 9 }, attempt: 2 });
  });

  it('removing an uploading file aborts its request', () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      machine.provide({ actors: { uploadFile: uploadFileCallback<Stored>((_file, _progress, signal) => (signals.push(signal), new Promise(() => undefined))) } }),
    ).start();
    actor.send({ type: 'upload.add', files: [file('a.txt'), file('b.txt')] });
    actor.send({ type: 'upload.remove', id: 'upload-1' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(actor.getSnapshot().context.uploads.map((entry) => entry.id)).toEqual(['upload-2']);
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
  });

  it('ignores progress of unknown uploads and an empty add', () => {
    const actor = createActor(machine.provide({ actors: { uploadFile: silentCallback<UploadFileInput>() } })).start();
    expect(actor.getSnapshot().can({ type: 'upload.add', files: [] })).toBe(false);
    actor.send({ type: 'upload.add', files: [file('a.txt')] });
    expect(actor.getSnapshot().can({ type: 'upload.progress', id: 'nope', loaded: 1, total: 2 })).toBe(false);
  });
});

describe('upload machine: generated paths', () => {
  const stubbed = machine.provide({ actors: { uploadFile: silentCallback<UploadFileInput>() } });
  const one = file('a.txt');
  // Ids and attempts only grow: offer adds and retries a bounded number of times, so the state space stays finite.
  const paths = generateMachinePaths(stubbed, {
    events: (snapshot) => [
      ...(snapshot.context.nextId <= 2 ? [{ type: 'upload.add', files: [one] }] : []),
      ...((snapshot.context.uploads as readonly UploadEntry<Stored>[]).every((entry) => entry.attempt < 2) ? [{ type: 'upload.retry', id: 'upload-1' }] : []),
      { type: 'upload.add', files: [] },
      { type: 'upload.progress', id: 'upload-1', loaded: 5, total: 10 },
      { type: 'upload.succeeded', id: 'upload-1', item: { mediaId: 1 } },
      { type: 'upload.failed', id: 'upload-1', error: tagged('Server') },
      { type: 'upload.remove', id: 'upload-1' },
      { type: 'upload.remove', id: 'upload-2' },
    ],
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await path.run();
  });
});
