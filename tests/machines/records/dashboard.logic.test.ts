import { describe, expect, it } from 'vitest';
import { myOpenTasksPanel, pendingVacationsPanel, samplesToApprovePanel, upcomingEventsPanel } from '../../../src/machines/records/dashboard.logic.ts';
import { PANEL_SIZE } from '../../../src/machines/records/dashboardReads.ts';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The dashboard panels' list logic against a fake client, driven as a panel drives it: which calls its first page
// makes (no early answer was sent, so each panel asks for itself), and what it shows.

describe('dashboard panels', () => {
  it('events: the week from today, in time order, one panel long', async () => {
    const events = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, start: `2026-11-${String(40 - index).padStart(2, '0')} 09:00:00` }));
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE(events) }));
    const settled = await settleList(upcomingEventsPanel, client, '2026-11-28');
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([
      ['GET', '/calendars/fullcalendar-events', { query: { start: '2026-11-28 00:00:00', end: '2026-12-05 23:59:59', pageSize: 50 } }],
    ]);
    expect(settled.items.map((event) => event.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('tasks: my running and my paused ones, asked for together', async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: PAGE([{ id: (call.params as { query: { status: string } }).query.status === 'started' ? 1 : 2 }]) }));
    const settled = await settleList(myOpenTasksPanel, client, 42);
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/tasks', { query: { assigneeId: 42, status: 'started', pageSize: PANEL_SIZE } }],
      ['/tasks', { query: { assigneeId: 42, status: 'paused', pageSize: PANEL_SIZE } }],
    ]);
    expect(settled.items.map((task) => task.id)).toEqual([1, 2]);
    expect(settled.meta?.total).toBe(2);
  });

  it('vacations: one short page of pending requests', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 7 }]) }));
    await settleList(pendingVacationsPanel, client, undefined);
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/vacations', { query: { status: 'pending', pageSize: PANEL_SIZE } }]]);
  });

  it('samples: those in evaluation, then drafts', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(samplesToApprovePanel, client, undefined);
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/samples', { query: { status: 'in_evaluation', pageSize: PANEL_SIZE } }],
      ['/samples', { query: { status: 'draft', pageSize: PANEL_SIZE } }],
    ]);
  });
});
