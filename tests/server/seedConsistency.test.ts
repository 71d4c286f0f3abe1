import { describe, expect, it } from 'vitest';
import { works, workPhases } from '../../server/src/db/schema/works.ts';
import { tasks } from '../../server/src/db/schema/tasks.ts';
import { useTestServer } from './useServer.ts';

// The demo data must satisfy the rules the API enforces on input, or the first edit of a seeded record fails
// (a closed work once ended before it started, so renaming it answered 422 on the end date).

const server = useTestServer();

const inOrder = (start: string | null, end: string | null): boolean => start === null || end === null || start <= end;

describe('demo data', () => {
  it('has every work, phase and task ending on or after its start', async () => {
    const db = server().database.db;
    const spans = [
      ...(await db.select({ id: works.id, start: works.startDate, end: works.endDate }).from(works)).map((r) => ({ ...r, kind: 'work' })),
      ...(await db.select({ id: workPhases.id, start: workPhases.startDate, end: workPhases.endDate }).from(workPhases)).map((r) => ({ ...r, kind: 'phase' })),
      ...(await db.select({ id: tasks.id, start: tasks.start, end: tasks.end }).from(tasks)).map((r) => ({ ...r, kind: 'task' })),
    ];
    expect(spans.length).toBeGreaterThan(30);
    expect(spans.filter((s) => !inOrder(s.start, s.end))).toEqual([]);
  });
});
