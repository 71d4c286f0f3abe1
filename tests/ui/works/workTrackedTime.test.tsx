// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workElapsedSeconds } from '../../../src/domain/elapsed.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { WorkTrackedTime } from '../../../src/ui/works/WorkTrackedTime.tsx';

// A job's total time counts its tasks running now up to now: the answer carries since when each runs (running_since),
// so a kept answer never shows a stale total, and the screen adds the stretches on the tenant's wall clock.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a job's total time", () => {
  it('adds the stretch of every task running now to the finished runs', () => {
    expect(workElapsedSeconds({ trackedSeconds: 600, runningSince: [] }, '2026-11-29 17:11:42')).toBe(600);
    expect(workElapsedSeconds({ trackedSeconds: 600, runningSince: ['2026-11-29 17:01:42', '2026-11-29 17:10:42'] }, '2026-11-29 17:11:42')).toBe(600 + 600 + 60);
  });

  it('shows the running stretch on the overview, as the tasks tab does', () => {
    // 17:11:42 in Rome: one task has run ten minutes since 17:01:42, after five finished minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T16:11:42Z'));
    render(
      <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
        <WorkTrackedTime work={{ trackedSeconds: 300, runningSince: ['2026-11-29 17:01:42'] }} />
      </SessionContext.Provider>,
    );
    expect(screen.getByTestId('work-tracked-time').textContent).toBe('0:15:00');
  });
});
