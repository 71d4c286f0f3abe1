// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createUploadMachine } from '../../../src/machines/generic/upload.machine.ts';
import { uploadFileCallback } from '../../../src/machines/generic/uploadFileCallback.ts';
import { UploadQueueField } from '../../../src/ui/components/UploadQueueField.tsx';
import { tagged } from '../../machines/generic/stubs.ts';
import { setupTestI18n } from './i18nForTests.ts';

// A failed upload offers "Retry" only when sending the same file again can succeed: a file over the server's size (413)
// fails the same way every time, and the button only invited a second long wait for the same refusal.

beforeAll(setupTestI18n);
afterEach(cleanup);

const failedWith = async (error: unknown) => {
  const queue = createActor(
    createUploadMachine<{ id: number }>().provide({
      actors: { uploadFile: uploadFileCallback<{ id: number }>(async () => Promise.reject(error)) },
    }),
  ).start();
  queue.send({ type: 'upload.add', files: [new File(['x'], 'verbale.pdf', { type: 'application/pdf' })] });
  await waitFor(queue, (snapshot) => snapshot.context.uploads[0]?.status === 'failed');
  render(<UploadQueueField queue={queue} label="Documento" />);
};

describe('a failed upload in the queue', () => {
  it('offers no retry for a file too large for the server, and says so', async () => {
    await failedWith(tagged('Server', { status: 413 }));
    expect(screen.getByRole('alert').textContent).toMatch(/too large/i);
    expect(screen.queryByRole('button', { name: 'Retry uploading verbale.pdf' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove verbale.pdf' })).toBeTruthy();
  });

  it('offers a retry after a lost connection', async () => {
    await failedWith(tagged('Network'));
    expect(screen.getByRole('button', { name: 'Retry uploading verbale.pdf' })).toBeTruthy();
  });
});
