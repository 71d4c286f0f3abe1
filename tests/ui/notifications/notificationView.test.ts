import { describe, expect, it } from 'vitest';
import { camelize } from '../../../src/api/case.ts';
import type { AppNotification } from '../../../src/api/notifications.ts';
import { dateFormatter } from '../../../src/domain/dateFormat.ts';
import { notificationView, periodText } from '../../../src/ui/notifications/notificationView.ts';
import { PANEL_SIZE } from '../../../src/machines/records/notifications.logic.ts';
import { listReducer, type ListState } from '../../../src/ui/notifications/useNotificationList.ts';
import en from '../../../locales/en/notifications.json' with { type: 'json' };

const n = (over: Partial<AppNotification>): AppNotification => ({
  id: 1,
  kind: 'vacation.decided',
  recordType: 'vacation',
  recordId: 5,
  params: { actor: 'Anna', status: 'accepted', type: 'illness', start: '2026-12-01 11:00:00', end: '2026-12-01 12:00:00' },
  createdAt: '2026-11-24 10:00:00',
  readAt: null,
  ...over,
});

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('notification texts and links', () => {
  it('links each kind to its record and picks a text that exists', () => {
    const cases: [Partial<AppNotification>, string][] = [
      [{ kind: 'vacation.pending', recordType: 'vacation', recordId: 5 }, '/vacations/5/edit'],
      [{ kind: 'vacation.decided', recordType: 'vacation', recordId: 5 }, '/vacations/5/edit'],
      [{ kind: 'vacation.decided', recordType: 'vacation', recordId: 5, params: { status: 'pending' } }, '/vacations/5/edit'],
      [{ kind: 'sample.pending', recordType: 'sample', recordId: 8, params: { label: 'C-2026/0001' } }, '/samples/8'],
      [{ kind: 'sample.decided', recordType: 'sample', recordId: 8, params: { status: 'denied' } }, '/samples/8'],
      [{ kind: 'task.assigned', recordType: 'task', recordId: 3 }, '/tasks/3/edit'],
      [{ kind: 'proposal.sent', recordType: 'proposal', recordId: 2 }, '/proposals/2'],
      [{ kind: 'proposal.failed', recordType: 'proposal', recordId: 2 }, '/proposals/2'],
    ];
    for (const [over, href] of cases) {
      const view = notificationView(n(over));
      expect(view.href).toBe(href);
      expect(typeof lookup(view.textKey), view.textKey).toBe('string');
    }
    // Put back to pending: says it waits again, not that it was decided.
    expect(notificationView(n({ params: { status: 'pending' } })).textKey).toBe('kinds.vacation.decided.pending');
    // A sample's decision that no longer stands (re-evaluated, or changed after its approval): says it waits again.
    const sample = { kind: 'sample.decided', recordType: 'sample', recordId: 8 } as const;
    expect(notificationView(n({ ...sample, params: { status: 'in_evaluation' } })).textKey).toBe('kinds.sample.decided.in_evaluation');
    expect(notificationView(n({ ...sample, params: { status: 'draft' } })).textKey).toBe('kinds.sample.decided.draft');
    for (const status of ['in_evaluation', 'draft']) expect(typeof lookup(`kinds.sample.decided.${status}`), status).toBe('string');
    // An unknown decision still reads as a decision.
    expect(notificationView(n({ params: { status: 'weird' } })).textKey).toBe('kinds.vacation.decided.other');
    expect(notificationView(n({})).period).toEqual({ start: '2026-12-01 11:00:00', end: '2026-12-01 12:00:00', allDay: false });
  });

  it("says why a request was decided and, when the approver changed it, the period asked for (issue 30 point 5)", () => {
    // The params as the client hands them over: the wire's snake_case keys camelized (src/api/case.ts), as in the
    // browser; reading `previous_start` there found nothing and the old period was never shown.
    const wire = { actor: 'Anna', status: 'modified', type: 'vacation', note: 'Solo due giorni', previous_start: '2026-12-01 00:00:00', previous_end: '2026-12-03 23:59:59', previous_all_day: true, start: '2026-12-01 00:00:00', end: '2026-12-02 23:59:59', all_day: true };
    const changed = notificationView(n({ params: camelize(wire) }));
    expect(changed).toMatchObject({ note: 'Solo due giorni', previousPeriod: { start: '2026-12-01 00:00:00', end: '2026-12-03 23:59:59', allDay: true }, period: { end: '2026-12-02 23:59:59', allDay: true } });
    const plain = notificationView(n({ params: { status: 'rejected', note: null } }));
    expect([plain.note, plain.previousPeriod]).toEqual([null, null]);
    expect([typeof lookup('note'), typeof lookup('previousPeriod')]).toEqual(['string', 'string']);
  });

  it('writes a whole-day period as days and a part-day one with its times, the day once within a day', () => {
    const it = dateFormatter('it');
    const days = notificationView(n({ params: camelize({ start: '2026-12-21 00:00:00', end: '2026-12-22 23:59:59', all_day: true }) }));
    expect(days.period && periodText(it, days.period)).toBe('21/12/2026 – 22/12/2026');
    const hours = notificationView(n({ params: camelize({ start: '2026-12-16 09:00:00', end: '2026-12-16 13:00:00', all_day: false }) }));
    // Within a day, the day once (as the leave screens and the dashboard write it).
    expect(hours.period && periodText(it, hours.period)).toBe('16/12/2026 09:00–13:00');
    const across = notificationView(n({ params: camelize({ start: '2026-12-16 14:00:00', end: '2026-12-17 12:00:00', all_day: false }) }));
    expect(across.period && periodText(it, across.period)).toBe('16/12/2026 14:00 – 17/12/2026 12:00');
  });
});

describe('the bell list', () => {
  const ready: ListState = { status: 'ready', items: [n({ id: 2 }), n({ id: 1, readAt: '2026-11-24 10:05:00' })], unread: 1 };

  it('adds a live notification once and counts it', () => {
    const after = listReducer(ready, { type: 'arrived', notification: n({ id: 3 }) });
    expect(after.items.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(after.unread).toBe(2);
    expect(listReducer(after, { type: 'arrived', notification: n({ id: 3 }) })).toBe(after);
    const many = Array.from({ length: PANEL_SIZE + 5 }, (_, i) => n({ id: 100 + i }));
    expect(many.reduce((s, x) => listReducer(s, { type: 'arrived', notification: x }), ready).items).toHaveLength(PANEL_SIZE);
  });

  it('marks one read (once) and all read', () => {
    const one = listReducer(ready, { type: 'read', id: 2, readAt: '2026-11-24 11:00:00' });
    expect(one.unread).toBe(0);
    expect(listReducer(one, { type: 'read', id: 2, readAt: 'x' })).toBe(one);
    const all = listReducer({ ...ready, unread: 7 }, { type: 'allRead', readAt: 'now' });
    expect(all.unread).toBe(0);
    expect(all.items.every((x) => x.readAt !== null)).toBe(true);
  });

  it("applies the stream's unread state: read elsewhere turns read, the count is the server's plus what it had not sent yet", () => {
    const state: ListState = { status: 'ready', items: [n({ id: 9 }), n({ id: 7 }), n({ id: 5 }), n({ id: 4, readAt: 'x' })], unread: 3 };
    // Another approver decided: 7 is no longer unread on the server; 9 is newer than what the stream sent (a reload).
    const synced = listReducer(state, { type: 'synced', unread: { through: 8, count: 1, ids: [5], recent: [7, 5, 4] }, readAt: 'now' });
    expect(synced.items.map((x) => [x.id, x.readAt === null])).toEqual([
      [9, true],
      [7, false],
      [5, true],
      [4, false],
    ]);
    expect(synced.unread).toBe(2);
    // A full list of ids says nothing of what is older than its oldest.
    const full = Array.from({ length: 100 }, (_, i) => 200 - i);
    expect(listReducer(state, { type: 'synced', unread: { through: 200, count: 150, ids: full, recent: full }, readAt: 'now' }).items.filter((x) => x.readAt === null)).toHaveLength(3);
    expect(listReducer(state, { type: 'synced', unread: { through: 9, count: 0, ids: [], recent: [9, 7, 5, 4] }, readAt: 'now' })).toMatchObject({ unread: 0, items: [{ readAt: 'now' }, { readAt: 'now' }, { readAt: 'now' }, { readAt: 'x' }] });
  });

  it('drops the entries the server no longer has (their record deleted or withdrawn), read or not', () => {
    const state: ListState = { status: 'ready', items: [n({ id: 9 }), n({ id: 7 }), n({ id: 5, readAt: 'x' }), n({ id: 4 })], unread: 3 };
    // Request 7 withdrawn, task 5 deleted: the server lists neither; 9 is newer than what the stream sent (a reload).
    const synced = listReducer(state, { type: 'synced', unread: { through: 8, count: 1, ids: [4], recent: [4] }, readAt: 'now' });
    expect(synced.items.map((x) => [x.id, x.readAt === null])).toEqual([
      [9, true],
      [4, true],
    ]);
    expect(synced.unread).toBe(2);
    // A full list of ids says nothing of what is older than its oldest: those stay.
    const full = Array.from({ length: 100 }, (_, i) => 200 - i);
    expect(listReducer(state, { type: 'synced', unread: { through: 200, count: 3, ids: [], recent: full }, readAt: 'now' }).items).toHaveLength(4);
  });

  it('keeps showing the list while it reloads after a reconnection', () => {
    expect(listReducer(ready, { type: 'loading' })).toBe(ready);
  });
});
