// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { useThisYear } from '../../../src/ui/components/useThisYear.ts';
import { settings, signedInSession } from '../../machines/session/sessionFixtures.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sessionIn = (timezone: string) => signedInSession({ settings: { ...settings, timezone } });

const Year = () => <output>{useThisYear()}</output>;

describe('useThisYear', () => {
  it("is the year in the tenant's zone: already 2027 at Kiritimati while UTC is still on 31 December 2026", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T11:00:00Z'));
    render(
      <SessionContext.Provider logic={sessionIn('Pacific/Kiritimati')} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
        <Year />
      </SessionContext.Provider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2027'));
  });

  it("is still 2026 in Rome at that moment (the tenant's zone, not the browser's, decides)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T11:00:00Z'));
    render(
      <SessionContext.Provider logic={sessionIn('Europe/Rome')} options={{ input: { storedSession: { refreshToken: 'refresh-1', expired: false } } }}>
        <Year />
      </SessionContext.Provider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2026'));
  });
});
