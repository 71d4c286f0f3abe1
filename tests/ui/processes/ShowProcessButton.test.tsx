// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { taskTrackingEntry } from '../../../src/machines/introspection/entries/taskTracking.entry.ts';
import { introspectMachine } from '../../../src/machines/introspection/introspect.ts';
import { plainWords } from '../../../src/machines/introspection/plainWords.ts';
import { cachedLayout } from '../../../src/ui/processes/layoutCache.ts';
import { ShowProcessButton } from '../../../src/ui/processes/ShowProcessButton.tsx';
import { setupProcessesI18n } from './i18nForProcesses.ts';

// Who may open Processi may show a process; the permission itself is the session's business (tested there).
vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => true }));

beforeAll(async () => {
  await setupProcessesI18n();
  const words = plainWords((key, options) => i18next.t(key, { ns: 'processes', ...options }), (key) => i18next.exists(key, { ns: 'processes' }));
  await cachedLayout(introspectMachine(taskTrackingEntry.machine), words, i18next.language);
  // The drawer's chunk, loaded once before the first click (React retries a lazy component only in an awaited act).
  await import('../../../src/ui/processes/ProcessDrawer.tsx');
}, 60_000);
afterEach(cleanup);

describe('Show process', () => {
  it('opens the live diagram of that very actor beside the screen, following it; Escape closes it and gives the focus back', async () => {
    const actor = createActor(taskTrackingEntry.stubbed, { input: { task: { id: 1, status: 'paused', trackedSeconds: 0, startedAt: null }, timeZone: 'Europe/Rome', now: '2026-03-29 10:00:00' } }).start();
    render(<ShowProcessButton actor={actor} machineId="taskTracking" />);
    const button = screen.getByRole('button', { name: 'Show process' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Process: Task time tracking' }, { timeout: 15_000 });
    // Non-modal: the screen behind stays usable.
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'State paused, active' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Running now, in: paused')).toBeTruthy();

    act(() => actor.send({ type: 'task.start' }));
    expect(await screen.findByRole('button', { name: 'State changing the status, active' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'State paused' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    actor.stop();
  }, 30_000);
});
