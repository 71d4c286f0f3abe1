// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import tasks from '../../../locales/en/tasks.json';
import ui from '../../../locales/en/ui.json';
import works from '../../../locales/en/works.json';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { WorkTasksTab } from '../../../src/ui/works/WorkTasksTab.tsx';
import { fakeApiClient } from '../../machines/fakeApiClient.ts';
import { PAGE } from '../../machines/records/recordsHarness.ts';

// The job's Tasks tab: each task's time worked, a running task's current stretch included.

vi.mock('../../../src/ui/components/usePermission.ts', () => ({ usePermission: () => false }));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['works', 'tasks', 'common', 'ui', 'errors'],
    resources: { en: { works, tasks, common, ui, errors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const task = (fields: Record<string, unknown>) => ({
  description: null,
  start: '2026-11-29 09:00:00',
  end: '2026-11-29 11:00:00',
  profileId: null,
  profile: null,
  workId: 2,
  work: { id: 2, name: 'Manutenzione impianto' },
  taskType: null,
  assignee: { id: 3, name: 'Luca Ferrari', email: 'supervisor@acme.test', avatarUrl: null },
  startedAt: null,
  startedBy: null,
  completedAt: null,
  createdAt: '2026-11-29 08:00:00',
  updatedAt: '2026-11-29 08:00:00',
  ...fields,
});

const renderTab = () => {
  const { client } = fakeApiClient(() => ({
    status: 200,
    body: PAGE([
      task({ id: 2, summary: 'Verifica filtri', status: 'started', trackedSeconds: 300, startedAt: '2026-11-29 17:01:42' }),
      task({ id: 7, summary: 'Ordine ricambi', status: 'paused', trackedSeconds: 900 }),
    ]),
  }));
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <WorkTasksTab workId={2} />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
};

describe("a job's tasks tab", () => {
  it('counts the running stretch of a started task, as its own screen does', async () => {
    // 17:11:42 in Rome: the started task has run ten minutes since 17:01:42, after five closed ones.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T16:11:42Z'));
    renderTab();
    const running = await screen.findByRole('link', { name: 'Verifica filtri' });
    expect(running.parentElement?.textContent).toContain('Time worked: 0:15:00');
    const paused = screen.getByRole('link', { name: 'Ordine ricambi' });
    expect(paused.parentElement?.textContent).toContain('Time worked: 0:15:00');
  });
});
