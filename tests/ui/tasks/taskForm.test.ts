import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import type { Task } from '../../../src/api/tasks.ts';
import { createTaskBody, emptyTask, isTaskUnchanged, taskRules, taskToValues, updateTaskBody } from '../../../src/ui/tasks/taskForm.ts';

describe('task form', () => {
  it('defaults to with_event on (spec §9) and posts the typed checklists, without empty rows', () => {
    const values = {
      ...emptyTask('4'),
      summary: '  Sopralluogo ',
      start: '2026-06-15 09:00:00',
      checklists: [
        { name: 'Controlli', items: ['Misure', ' '] },
        { name: ' ', items: ['x'] },
      ],
    };
    expect(values.withEvent).toBe(true);
    expect(createTaskBody(values)).toMatchObject({ summary: 'Sopralluogo', workId: 4, withEvent: true, checklists: [{ name: 'Controlli', items: [{ name: 'Misure' }] }] });
  });

  it('needs a summary, a start while the event is on, and an end not before the start', () => {
    const errors = validateForm(taskRules, { ...emptyTask(), end: '2026-06-15 08:00:00' });
    expect(Object.keys(errors).sort()).toEqual(['start', 'summary']);
    const order = validateForm(taskRules, { ...emptyTask(), summary: 'A', start: '2026-06-15 09:00:00', end: '2026-06-15 08:00:00' });
    expect(order.end?.[0]?.rule).toBe('after_or_equal');
    expect(validateForm(taskRules, { ...emptyTask(), summary: 'A', withEvent: false })).toEqual({});
  });

  it('gives the task to the person picked, keeps the assignee on an edit, and leaves a new task to its creator when nobody is picked', () => {
    expect(createTaskBody({ ...emptyTask(), summary: 'Mio' })).not.toHaveProperty('assigneeId');
    expect(createTaskBody({ ...emptyTask(), summary: 'Per Sara', assigneeId: '4', assigneeName: 'Sara Esposito' })).toMatchObject({ assigneeId: 4 });
    const task = { summary: 'Rilievo', description: null, start: null, end: null, work: null, profile: null, taskType: null, event: null, assignee: { id: 3, name: 'Luca Ferrari' } } as unknown as Task;
    const values = taskToValues(task);
    expect(values).toMatchObject({ assigneeId: '3', assigneeName: 'Luca Ferrari' });
    expect(updateTaskBody(values)).toMatchObject({ assigneeId: 3 });
    expect(updateTaskBody({ ...values, assigneeId: '4', assigneeName: 'Sara Esposito' })).toMatchObject({ assigneeId: 4 });
  });

  it('knows a save of what was loaded writes nothing, and one changed field changes only that field', () => {
    const task = {
      summary: 'Rilievo', description: 'Misure', start: '2026-06-15 09:00:00', end: null, work: { id: 2, name: 'Impianto' }, profile: null, taskType: null,
      event: { id: 5 }, assignee: { id: 3, name: 'Luca Ferrari' },
    } as unknown as Task;
    const loaded = taskToValues(task);
    expect(isTaskUnchanged(taskToValues(task), loaded)).toBe(true);
    const changed = { ...loaded, summary: 'Rilievo finale' };
    expect(isTaskUnchanged(changed, loaded)).toBe(false);
    const before = updateTaskBody(loaded);
    const after = updateTaskBody(changed);
    expect(Object.keys(after).filter((key) => JSON.stringify(after[key as keyof typeof after]) !== JSON.stringify(before[key as keyof typeof before]))).toEqual(['summary']);
  });
});
