import { describe, expect, it } from 'vitest';
import type { Access } from '../../../src/machines/session/session.connect.ts';
import { PROCESS_STORIES } from '../../../src/machines/stories.ts';
import { APP_ROUTES } from '../../../src/ui/app/routes.ts';
import { isAllowed } from '../../../src/ui/app/gate.ts';
import { PROCESS_HOMES, processGate, technicalGate } from '../../../src/ui/processes/processGates.ts';

const operator = (permissions: readonly string[], hidden: readonly string[] = []): Access => ({
  permissions: new Set(permissions),
  role: 'operator',
  hiddenModules: new Set(hidden),
});

const readable = (access: Access): string[] => PROCESS_STORIES.filter((story) => isAllowed(processGate(APP_ROUTES, story.machineId), access)).map((story) => story.machineId);

describe('Processi shows each business workflow to whoever may use its module (issue 35.1)', () => {
  it('every business workflow names a home screen that the route table has', () => {
    const paths = new Set(APP_ROUTES.map((route) => route.path));
    for (const story of PROCESS_STORIES) expect(paths.has(PROCESS_HOMES[story.machineId] ?? ''), story.machineId).toBe(true);
  });

  it('an operator who opens tasks and leave requests reads those two workflows and no other', () => {
    expect(readable(operator(['tasks', 'tasks.viewAny', 'vacations', 'vacations.viewAny']))).toEqual(['vacationStatus', 'taskTracking']);
  });

  it('a module the tenant switched off hides its workflow, even from an administrator', () => {
    const admin: Access = { permissions: new Set(['vacations', 'tasks']), role: 'admin', hiddenModules: new Set(['vacations']) };
    expect(readable(admin)).toContain('taskTracking');
    expect(readable(admin)).not.toContain('vacationStatus');
  });

  it('a user without any module reads none; the developers’ page needs users.viewAny', () => {
    expect(readable(operator([]))).toEqual([]);
    expect(isAllowed(technicalGate(APP_ROUTES), operator(['tasks', 'tasks.viewAny']))).toBe(false);
    expect(isAllowed(technicalGate(APP_ROUTES), operator(['users', 'users.viewAny']))).toBe(true);
  });

  it('a workflow without a home is read by nobody, administrators included', () => {
    expect(isAllowed(processGate(APP_ROUTES, 'noSuchWorkflow'), { permissions: new Set(), role: 'admin', hiddenModules: new Set() })).toBe(false);
  });
});
