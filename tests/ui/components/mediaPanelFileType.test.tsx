// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BareApiClient } from '../../../src/api/client.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { MediaPanel } from '../../../src/ui/components/MediaPanel.tsx';
import { createSession, validTokens } from '../../api/doubles/session.ts';
import { json } from '../../api/doubles/fetchDouble.ts';
import { createXhrDouble } from '../../api/doubles/xhrDouble.ts';
import { setupTestI18n } from './i18nForTests.ts';

// The attachments of every record (works, tasks, goals, packages, profiles) follow the document archive's file-type
// rule: the upload field names the refused kinds before a file is chosen, and a refused file says why, without a
// retry that would fail the same way.

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const refusal = {
  message: 'The given data was invalid.',
  code: 'file_type_refused',
  errors: { file: ['“setup.exe” is a program, a script or a page that runs code: files like these are not accepted.'] },
};

const renderPanel = (answers: Parameters<typeof createXhrDouble>[0]) => {
  const xhr = createXhrDouble(answers);
  vi.stubGlobal('XMLHttpRequest', function FakeXhr() {
    return xhr.createXhr();
  });
  const session = createSession(() => json(200, {}), { tokens: validTokens });
  const view = render(
    <ApiClientContext.Provider value={{ client: session.client, bareClient: session.client as unknown as BareApiClient }}>
      <MediaPanel label="Attachments of the task" items={[]} ownerId={12} owner="tasks" missingOwner="mediaNotFound" canEdit onChanged={() => undefined} />
    </ApiClientContext.Provider>,
  );
  return { xhr, view };
};

describe("a record's attachments", () => {
  it('name the refused kinds of file under the upload field', () => {
    renderPanel([]);
    expect(screen.getByText(/Programs, scripts and web pages are not accepted \(\.exe, \.msi, \.dll, .*\.html…\)/)).toBeTruthy();
  });

  it('say why a program is refused, and offer no retry for it', async () => {
    const { xhr, view } = renderPanel([{ status: 422, body: refusal }]);
    const input = view.container.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This file is a program, a script or a page that runs code: files like these are not accepted.'));
    expect(xhr.sent[0]?.url).toBe('http://bottega.test/api/tasks/12/media');
    expect(screen.queryByRole('button', { name: 'Retry uploading setup.exe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove setup.exe' })).toBeTruthy();
  });
});
