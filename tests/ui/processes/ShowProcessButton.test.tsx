// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { taskTrackingEntry } from '../../../src/machines/introspection/entries/taskTracking.entry.ts';
import { taskTrackingStory } from '../../../src/machines/tracking/taskTracking.story.ts';
import { storyKey } from '../../../src/machines/story/processStory.ts';
import { cachedStoryLayouts } from '../../../src/ui/processes/story/storyLayoutCache.ts';
import { ShowProcessButton } from '../../../src/ui/components/ShowProcessButton.tsx';
import { setupProcessesI18n } from './i18nForProcesses.ts';

// Rendered with no session at all: the button asks for no permission (whoever sees the record reads its workflow).

beforeAll(async () => {
  await setupProcessesI18n();
  const t = (key: string) => i18next.t(key, { ns: 'processes' });
  const words = { state: (id: string) => t(storyKey(taskTrackingStory, 'states', id)), transition: (id: string) => t(storyKey(taskTrackingStory, 'transitions', id)) };
  await cachedStoryLayouts(taskTrackingStory, words, i18next.language);
  // The drawer's chunk, loaded once before the first click (React retries a lazy component only in an awaited act).
  await import('../../../src/ui/processes/ProcessDrawer.tsx');
}, 60_000);
afterEach(cleanup);

describe('Show process', () => {
  it('opens the workflow of that very record beside the screen, where it is now and following it; Escape closes it and gives the focus back', async () => {
    const actor = createActor(taskTrackingEntry.stubbed, { input: { task: { id: 1, status: 'paused', trackedSeconds: 0, startedAt: null }, timeZone: 'Europe/Rome', now: '2026-03-29 10:00:00' } }).start();
    render(<ShowProcessButton actor={actor} machineId="taskTracking" />);
    const button = screen.getByRole('button', { name: 'Show process' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Process: Task time tracking' }, { timeout: 15_000 });
    // Non-modal: the screen behind stays usable.
    expect(panel.getAttribute('aria-modal')).toBe('false');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('record-now', {}, { timeout: 15_000 })).textContent).toBe('Now: Stopped');
    const svg = await screen.findByTestId('story-svg', {}, { timeout: 15_000 });
    expect(svg.querySelector('[data-status="paused"]')?.getAttribute('data-current')).toBe('true');
    // A task has no history endpoint: the panel says it shows the status now only.
    expect(screen.getByText('This record has no history: the diagram shows its current status only.')).toBeTruthy();

    // The call in flight is no status of its own: the panel says a step is under way, then shows where it went.
    act(() => actor.send({ type: 'task.start' }));
    expect(screen.getByTestId('record-now').textContent).toBe('A step is under way…');
    expect(svg.querySelector('[data-current="true"]')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    actor.stop();
  }, 30_000);
});
