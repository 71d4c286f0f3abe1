// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/ui/app/lazyScreen.ts';
import { alreadySettled, rememberingLoader } from '../../../src/ui/app/screenLoader.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';

// A screen whose module arrived early (the entry asks for the shell and the dashboard before React mounts) renders
// in the same pass: no fallback, and so no 300 ms fallback throttle before it shows (issue 20: dashboard start-up).

// An instance with a backend (as the app's): `first` loads at start, `later` only when asked for.
beforeAll(async () => {
  const texts = async () => ({ default: {} });
  await createI18n({ '/locales/en/first.json': texts, '/locales/en/later.json': texts }).init({ lng: 'en', fallbackLng: 'en', ns: ['first'], defaultNS: 'first' });
});
afterEach(cleanup);

const Home = () => <h1>home</h1>;
const FALLBACK = <p>loading</p>;

describe('rememberingLoader', () => {
  it('tells once its module has arrived, and a failed load can be asked again', async () => {
    let fail = true;
    const load = rememberingLoader(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Home })));
    await expect(load()).rejects.toThrow('offline');
    expect(load.loaded()).toBeUndefined();
    fail = false;
    await load();
    expect(load.loaded()?.default).toBe(Home);
  });
});

describe('alreadySettled', () => {
  it('calls back before `then` returns', () => {
    let seen: number | undefined;
    void alreadySettled(7).then((value) => {
      seen = value;
    });
    expect(seen).toBe(7);
  });
});

describe('lazyScreen', () => {
  it('renders a screen whose module has arrived and whose texts are loaded without suspending', async () => {
    const load = rememberingLoader(() => Promise.resolve({ default: Home }));
    await load();
    const Screen = lazyScreen(load, ['first']);
    render(<Suspense fallback={FALLBACK}><Screen /></Suspense>);
    // Synchronously after the first render: no fallback was committed.
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the module is on its way, or when its texts are not loaded yet', async () => {
    const pending = rememberingLoader(() => Promise.resolve({ default: Home }));
    const Waiting = lazyScreen(pending, []);
    render(<Suspense fallback={FALLBACK}><Waiting /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await pending();
    });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
    cleanup();

    const arrived = rememberingLoader(() => Promise.resolve({ default: Home }));
    await arrived();
    const Untranslated = lazyScreen(arrived, ['later']);
    render(<Suspense fallback={FALLBACK}><Untranslated /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
