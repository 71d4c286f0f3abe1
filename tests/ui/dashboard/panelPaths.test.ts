import { describe, expect, it } from 'vitest';
import { returnPathOf } from '../../../src/ui/components/returnPath.ts';
import { eventPath, taskPath } from '../../../src/ui/dashboard/panelPaths.ts';

describe("the dashboard's links", () => {
  it("open an event's editor that returns to the dashboard (not the calendar) on Cancel and after Save", () => {
    const href = eventPath({ id: 49, calendarId: 3 });
    const [path, search = ''] = href.split('?');
    expect(path).toBe('/calendar/3/events/49/edit');
    expect(returnPathOf(search, '/calendar')).toBe('/dashboard');
  });

  it("open a task's editor at its spec path", () => {
    expect(taskPath({ id: 7 })).toBe('/tasks/7/edit');
  });
});
