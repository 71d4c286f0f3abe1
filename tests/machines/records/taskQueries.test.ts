import { describe, expect, it } from 'vitest';
import { tasksQuery } from '../../../src/machines/records/taskQueries.ts';

describe('tasks list query', () => {
  it("sends the contract's filters the list offers: search, status and person beside period and work", () => {
    expect(tasksQuery({ search: ' cappa ', status: 'completed', assigneeId: '4', assigneeName: 'Sara Esposito', workId: '8', workName: 'x', start: '2026-11-01 00:00:00' }, '-start')).toEqual({
      sort: '-start',
      search: 'cappa',
      status: 'completed',
      assigneeId: 4,
      workId: 8,
      start: '2026-11-01 00:00:00',
    });
  });

  it('leaves out what is empty, and a status typed in the address that the contract does not know', () => {
    expect(tasksQuery({ search: '  ', status: 'sospesa', assigneeId: null }, null)).toEqual({});
  });
});
