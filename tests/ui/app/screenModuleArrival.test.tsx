// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { alreadySettled, rememberingLoader, type ScreenModule } from '../../../src/ui/app/screenLoader.ts';
import { useScreenModule } from '../../../src/ui/app/useScreenModule.ts';

// The home screen's module on its way when the layout first renders: the frame's spinner is shown as content, and the
// screen replaces it once its module is here without ever suspending (a suspension's fallback makes React hold the
// screen back up to 300 ms after it: issue 36 point 4).

afterEach(cleanup);

const setUp = () => {
  let arrive: (module: ScreenModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let calls = 0;
  const loader = rememberingLoader(() => {
    calls += 1;
    return new Promise<ScreenModule>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  });
  // As lazyScreen does: an arrived module renders in the same pass.
  const Screen = lazy(() => {
    const arrived = loader.loaded();
    return arrived === undefined ? loader() : alreadySettled(arrived);
  });
  let fallbacks = 0;
  const Fallback = () => {
    fallbacks += 1;
    return <p>suspended</p>;
  };
  const Gate = () => {
    const here = useScreenModule(loader);
    return <Suspense fallback={<Fallback />}>{here ? <Screen /> : <p role="status">loading</p>}</Suspense>;
  };
  return { loader, Gate, arrive: (module: ScreenModule) => arrive(module), fail: (error: Error) => fail(error), calls: () => calls, fallbacks: () => fallbacks };
};

describe('a screen whose module is on its way', () => {
  it('shows the loading status as content, then the screen, never a suspension', async () => {
    const home = setUp();
    void home.loader();
    render(<home.Gate />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => home.arrive({ default: () => <h1>Dashboard</h1> }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(home.fallbacks()).toBe(0);
    // The wait asks the loader again: in the app that is the same import, the browser's one module, no new request.
    expect(home.calls()).toBe(2);
  });

  it('already here: the screen at once', async () => {
    const home = setUp();
    const started = home.loader();
    home.arrive({ default: () => <h1>Dashboard</h1> });
    await act(async () => started);
    render(<home.Gate />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeDefined();
    expect(home.fallbacks()).toBe(0);
  });

  it('a module that fails to arrive: the screen is rendered, so its own load reports the failure', async () => {
    const home = setUp();
    void home.loader().catch(() => undefined);
    render(<home.Gate />);
    await act(async () => home.fail(new Error('offline')));
    // The lazy screen now loads for itself (its error boundary, in the app, shows the failure).
    expect(screen.getByText('suspended')).toBeDefined();
  });
});
