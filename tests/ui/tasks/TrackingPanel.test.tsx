// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import errors from '../../../locales/en/errors.json';
import tasks from '../../../locales/en/tasks.json';
import ui from '../../../locales/en/ui.json';
import type { ApiClient } from '../../../src/api/client.ts';
import type { Task } from '../../../src/api/tasks.ts';
import { sessionEntry } from '../../../src/machines/introspection/entries/session.entry.ts';
import { ApiClientContext } from '../../../src/ui/app/ApiClientContext.ts';
import { SessionContext } from '../../../src/ui/app/SessionContext.ts';
import { TrackingPanel } from '../../../src/ui/tasks/TrackingPanel.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['ui', 'common', 'errors', 'tasks'], resources: { en: { ui, common, errors, tasks } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const task = (status: Task['status'], trackedSeconds = 3725): Task => ({
  id: 3,
  status,
  summary: 'Sopralluogo',
  description: null,
  start: '2026-06-15 09:00:00',
  end: null,
  profileId: null,
  profile: null,
  workId: null,
  work: null,
  taskType: null,
  assignee: null,
  event: null,
  checklists: [],
  comments: [],
  media: [],
  trackedSeconds,
  startedAt: null,
  startedBy: null,
  completedAt: status === 'completed' ? '2026-06-15 11:00:00' : null,
  createdAt: '2026-06-15 08:00:00',
  updatedAt: '2026-06-15 08:00:00',
});

const renderPanel = (status: Task['status'], canChangeStatus = true, trackedSeconds = 3725) => {
  const POST = vi.fn();
  const client = { POST } as unknown as ApiClient;
  // A session that is not signed in: no permission at all, and still "Show process" (it needs none beyond the screen's).
  render(
    <SessionContext.Provider logic={sessionEntry.stubbed} options={{ input: { storedSession: null } }}>
      <ApiClientContext.Provider value={{ client, bareClient: client as never }}>
        <TrackingPanel task={task(status, trackedSeconds)} timeZone="Europe/Rome" canChangeStatus={canChangeStatus} onChanged={() => undefined} />
      </ApiClientContext.Provider>
    </SessionContext.Provider>,
  );
  return { POST };
};

describe('TrackingPanel', () => {
  it('shows the tracked time and enables only what the statechart allows', () => {
    renderPanel('paused');
    expect(screen.getByTestId('elapsed').textContent).toBe('1:02:05');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Mark completed' })).toHaveProperty('disabled', false);
  });

  it('does not offer Start or Pause on a completed task, says why, and offers reopening; no call is made', async () => {
    const { POST } = renderPanel('completed');
    const start = screen.getByRole('button', { name: 'Start' });
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(start).toHaveProperty('disabled', true);
    expect(pause).toHaveProperty('disabled', true);
    const hint = 'Completed: use “Mark uncompleted” to track time again.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(document.getElementById(start.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
    await userEvent.click(start);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(POST).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mark uncompleted' })).toHaveProperty('disabled', false);
  });

  it('shows no such hint on an open task', () => {
    renderPanel('paused');
    expect(screen.queryByText(/Mark uncompleted.*to track time again/)).toBeNull();
  });

  it('calls a task that never ran "Not started", and one that ran "Paused"', () => {
    renderPanel('paused', true, 0);
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.queryByText('Paused')).toBeNull();
    cleanup();
    renderPanel('paused');
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('hides the controls without tasks.changeStatus', () => {
    renderPanel('paused', false);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByTestId('elapsed').textContent).toBe('1:02:05');
  });

  it('offers "Show process" to whoever sees the task, with no permission of its own (issue 35.5: live on the record)', () => {
    renderPanel('paused', false);
    expect(screen.getByRole('button', { name: 'Show process' })).toBeTruthy();
  });
});
