// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Effect } from 'effect';
import i18next from 'i18next';
import { Suspense } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, BareApiClient } from '../../../src/api/client.ts';
import type { SetupState } from '../../../src/api/setup.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SetupBanner } from '../../../src/ui/components/SetupBanner.tsx';
import settingsEn from '../../../locales/en/settings.json';

// The dashboard's setup banner waits for its texts without suspending (issue 36 point 4): a suspension there held the
// whole dashboard's reveal back. It shows nothing until its texts and its record are in, then the same banner.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));
vi.mock('../../../src/api/setup.ts', () => ({
  getSetup: (): Effect.Effect<SetupState> =>
    Effect.succeed({
      steps: [
        { step: 'identity', done: true, doneAt: '2026-11-20 10:00:00' },
        { step: 'workspace', done: false, doneAt: null },
      ],
      finished: false,
      hints: { identityHasVatNumber: true, users: 1, imports: 0 },
    } as unknown as SetupState),
}));

const clients = { client: {} as ApiClient, bareClient: {} as BareApiClient };
let releaseTexts: () => void = () => undefined;

beforeAll(async () => {
  // The `settings` namespace arrives when released, as a locale chunk would.
  const texts = new Promise<void>((resolve) => (releaseTexts = resolve));
  await i18next
    .use(initReactI18next)
    .use({ type: 'backend', init: () => undefined, read: (_language: string, _namespace: string, done: (error: null, data: unknown) => void) => void texts.then(() => done(null, settingsEn)) })
    .init({ lng: 'en', ns: [], partialBundledLanguages: true, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('setup banner', () => {
  it('never shows its boundary fallback while its texts load, then shows the banner', async () => {
    render(
      <ApiClientContext.Provider value={clients}>
        <main>
          <Suspense fallback={<p>suspended</p>}>
            <SetupBanner />
          </Suspense>
        </main>
      </ApiClientContext.Provider>,
    );
    await act(async () => undefined);
    expect(screen.queryByText('suspended')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    await act(async () => releaseTexts());
    expect(await screen.findByRole('heading', { name: settingsEn.setup.bannerTitle })).toBeDefined();
    expect(screen.getByRole('link', { name: settingsEn.setup.resume })).toBeDefined();
    expect(screen.queryByText('suspended')).toBeNull();
  });
});
