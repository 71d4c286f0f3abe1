import { describe, expect, it } from 'vitest';
import { taskDisplayStatus, taskStatusLabelKey } from '../../src/domain/statuses.ts';
import en from '../../locales/en/common.json';
import it_ from '../../locales/it/common.json';

describe('task status as shown', () => {
  it('calls a paused task that never ran "not started"', () => {
    expect(taskDisplayStatus({ status: 'paused', trackedSeconds: 0, startedAt: null, completedAt: null })).toBe('notStarted');
    expect(taskDisplayStatus({ status: 'paused', trackedSeconds: 0, startedAt: null })).toBe('notStarted');
  });

  it('keeps paused once the task has run', () => {
    expect(taskDisplayStatus({ status: 'paused', trackedSeconds: 1, startedAt: null })).toBe('paused');
    expect(taskDisplayStatus({ status: 'paused', trackedSeconds: 0, startedAt: '2026-11-24 09:00:00' })).toBe('paused');
  });

  it('leaves started and completed alone', () => {
    expect(taskDisplayStatus({ status: 'started', trackedSeconds: 0, startedAt: '2026-11-24 09:00:00' })).toBe('started');
    expect(taskDisplayStatus({ status: 'completed', trackedSeconds: 0, startedAt: null, completedAt: '2026-11-24 10:00:00' })).toBe('completed');
  });

  it('has a label in both languages', () => {
    expect(taskStatusLabelKey('notStarted')).toBe('taskStatuses.notStarted');
    expect(it_.taskStatuses.notStarted).toBe('Non avviata');
    expect(en.taskStatuses.notStarted).toBe('Not started');
  });
});
