import { PERMISSION_ACTIONS, PERMISSION_MODULES } from '../src/domain/permissions.ts';
import type { MockRole } from './tokens.ts';

// The mocked tenant's people: the demo users of the reference server (same e-mails and password), so a developer
// signs in to the mocks exactly as to the seeded server.

export const MOCK_PASSWORD = 'Bottega!2026';

export type MockUser = { readonly id: number; readonly role: MockRole; readonly name: string; readonly roleLabel: string };

export const MOCK_USERS: Readonly<Record<MockRole, MockUser>> = {
  admin: { id: 1, role: 'admin', name: 'Alessandra Amministratrice', roleLabel: 'Administrator' },
  supervisor: { id: 2, role: 'supervisor', name: 'Sergio Supervisore', roleLabel: 'Supervisor' },
  operator: { id: 3, role: 'operator', name: 'Olga Operatrice', roleLabel: 'Operator' },
};

/** `admin@acme.test` (any demo tenant's domain) → admin; anything else is not a mocked user. */
export const roleOfEmail = (email: string): MockRole | undefined => {
  const match = /^(admin|supervisor|operator)@[a-z0-9-]+\.test$/i.exec(email.trim());
  return match?.[1]?.toLowerCase() as MockRole | undefined;
};

const ADMINISTRATION = new Set(['users', 'roles', 'settings', 'permissions', 'preferences', 'audit_log']);
const OPERATOR_EXTRA = new Set(['tasks.create', 'tasks.update', 'tasks.changeStatus', 'events.create', 'events.update', 'events.delete', 'works.update', 'vacations.create', 'sectionAccesses.create']);

/** The role permissions of the reference seed (server/src/db/seed/rolePermissions.ts), in the same spirit. */
export const permissionsOf = (role: MockRole): string[] => {
  const all = PERMISSION_MODULES.flatMap((module) => [module as string, ...PERMISSION_ACTIONS.map((action) => `${module}.${action}`)]);
  switch (role) {
    case 'admin':
      return all;
    case 'supervisor':
      return all.filter((name) => !ADMINISTRATION.has(name.split('.')[0] ?? '') || name.startsWith('users.view'));
    case 'operator':
      return all.filter((name) => {
        const [module = '', action] = name.split('.');
        if (ADMINISTRATION.has(module)) return false;
        return action === undefined || action === 'viewAny' || action === 'view' || OPERATOR_EXTRA.has(name);
      });
  }
};
