// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Effect } from 'effect';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { DownloadProgress } from '../../../src/api/effect.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { PdfActions } from '../../../src/ui/components/PdfActions.tsx';
import { setupTestI18n } from './i18nForTests.ts';

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('PdfActions', () => {
  it('shows the download progress from the Content-Length while the PDF arrives', async () => {
    let report: (progress: DownloadProgress) => void = () => undefined;
    const load = (onProgress: (progress: DownloadProgress) => void) => {
      report = onProgress;
      // Never settles: the download is in flight for the whole test.
      return Effect.never;
    };
    // The commands run inside the app (its clients); the PDF's calls are the props', so no client is used.
    const noClient = {} as ApiClient;
    render(
      <ApiClientContext.Provider value={{ client: noClient, bareClient: noClient as unknown as BareApiClient }}>
        <PdfActions load={load} link={() => Effect.never} fileName="offerta.pdf" title="Offerta" />
      </ApiClientContext.Provider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    const bar = await screen.findByRole('progressbar');
    act(() => report({ loaded: 0, total: null }));
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    act(() => report({ loaded: 5000, total: 20000 }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    act(() => report({ loaded: 20000, total: 20000 }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
