// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { BareApiClient } from '../../../src/api/client.ts';
import { taskTrackingEntry } from '../../../src/machines/introspection/entries/taskTracking.entry.ts';
import { taskTrackingStory } from '../../../src/machines/tracking/taskTracking.story.ts';
import { storyKey } from '../../../src/machines/story/processStory.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { RecordStoryView } from '../../../src/ui/processes/story/RecordStoryView.tsx';
import { cachedStoryLayouts } from '../../../src/ui/processes/story/storyLayoutCache.ts';
import { fakeApiClient } from '../../machines/fakeApiClient.ts';
import { setupProcessesI18n } from './i18nForProcesses.ts';

// Issue 35 point 5: inside the app the live view reads the record's history (processHistory.logic.ts) and lists its
// recorded moves, with the older past read off the record marked so.

beforeAll(async () => {
  await setupProcessesI18n();
  const t = (key: string) => i18next.t(key, { ns: 'processes' });
  const words = { state: (id: string) => t(storyKey(taskTrackingStory, 'states', id)), transition: (id: string) => t(storyKey(taskTrackingStory, 'transitions', id)) };
  await cachedStoryLayouts(taskTrackingStory, words, i18next.language);
}, 60_000);
afterEach(cleanup);

describe('the live view beside a record', () => {
  it('lists the recorded moves after the past read off the record', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: [{ status: 'started', at: '2026-03-29 10:00:00', user: { id: 4, name: 'Rossi 4711', email: 'r@example.test', avatarUrl: null } }] }));
    const task = { id: 1, status: 'started', trackedSeconds: 0, createdAt: '2026-03-28 09:00:00', startedAt: '2026-03-29 10:00:00', updatedAt: '2026-03-29 10:00:00' };
    const actor = createActor(taskTrackingEntry.stubbed, { input: { task, timeZone: 'Europe/Rome', now: '2026-03-29 10:00:00' } }).start();
    render(
      <ApiClientContext.Provider value={{ client, bareClient: {} as BareApiClient }}>
        <RecordStoryView story={taskTrackingStory} entry={taskTrackingEntry} actor={actor} recordId={null} />
      </ApiClientContext.Provider>,
    );
    const items = await screen.findAllByRole('listitem', {}, { timeout: 15_000 });
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['paused', 'started']);
    expect(items[1]?.textContent).toContain('Rossi 4711');
    expect(screen.getByTestId('record-history-derived')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/tasks/{id}/history']);
    actor.stop();
  }, 30_000);
});
