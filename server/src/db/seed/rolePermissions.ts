import type { PermissionEntry } from '../../permissions/catalogue.ts';
import type { DemoRole } from './context.ts';

// Permission sets of the built-in roles, derived from the permission catalogue so new modules are covered.

/** Administration modules: managed by administrators only. */
const ADMINISTRATION = new Set(['users', 'roles', 'settings', 'permissions', 'preferences', 'audit_log']);

const SUPERVISOR_ACTIONS = new Set(['viewAny', 'view', 'create', 'update', 'changeStatus', 'approve', 'management', 'notes', 'subscribeToOthersCalendars', 'viewCompanyUsers']);
/**
 * Supervisors delete no master data, but the tasks they plan are theirs to take back: one created by mistake, or
 * for work that was called off, would otherwise stay in every list and cost report until an administrator removed it.
 */
const SUPERVISOR_EXTRA = new Set(['tasks.delete']);
const OPERATOR_ACTIONS = new Set(['viewAny', 'view']);
/** Operators record their own work: tasks, calendar events, works, and ask for vacations. */
const OPERATOR_WORK = new Set(['tasks', 'events', 'works', 'calendars']);
const OPERATOR_EXTRA = new Set(['tasks.create', 'tasks.update', 'tasks.changeStatus', 'events.create', 'events.update', 'events.delete', 'works.update', 'vacations.create', 'sectionAccesses.create']);

export function permissionsFor(role: DemoRole, catalogue: readonly PermissionEntry[]): string[] {
  switch (role) {
    case 'admin':
      // The admin role holds every permission implicitly; storing none keeps it complete as modules are added.
      return [];
    case 'sub_admin':
      return catalogue.filter((p) => !(p.module === 'roles' && p.action === 'delete')).map((p) => p.name);
    case 'supervisor':
      return catalogue
        .filter((p) => {
          if (p.module === 'sectionAccesses') return true;
          if (p.module === 'users') return p.action === 'viewAny' || p.action === 'view';
          if (ADMINISTRATION.has(p.module)) return false;
          return p.action === null || SUPERVISOR_ACTIONS.has(p.action) || SUPERVISOR_EXTRA.has(p.name);
        })
        .map((p) => p.name);
    case 'operator':
      return catalogue
        .filter((p) => {
          if (ADMINISTRATION.has(p.module)) return false;
          if (p.action === null) return true;
          if (OPERATOR_EXTRA.has(p.name)) return true;
          return OPERATOR_ACTIONS.has(p.action) && (OPERATOR_WORK.has(p.module) || p.module !== 'statistics');
        })
        .map((p) => p.name);
  }
}
