import { describe, expect, it } from 'vitest';
import { can, isModuleEnabled, PERMISSION_MODULES, permissionKey } from '../../src/domain/permissions.ts';

describe('permissions', () => {
  it('builds module.action keys', () => {
    expect(permissionKey('events', 'viewAny')).toBe('events.viewAny');
    expect(permissionKey('calendar_subscriptions', 'subscribeToOthersCalendars')).toBe('calendar_subscriptions.subscribeToOthersCalendars');
  });

  it('lists every module once', () => {
    expect(new Set(PERMISSION_MODULES).size).toBe(PERMISSION_MODULES.length);
    expect(PERMISSION_MODULES).toContain('sales-reports');
    expect(PERMISSION_MODULES).toContain('sectionAccesses');
  });

  it('gives the admin role everything', () => {
    expect(can(new Set(), 'admin', 'samples.approve')).toBe(true);
  });

  it('checks other roles by name, sub_admin included', () => {
    const granted = new Set(['tasks.create', 'tasks']);
    expect(can(granted, 'operator', 'tasks.create')).toBe(true);
    expect(can(granted, 'operator', 'tasks.delete')).toBe(false);
    expect(can(granted, 'sub_admin', 'tasks.delete')).toBe(false);
    expect(can(granted, null, 'tasks.create')).toBe(true);
  });

  it('enables a module when its bare name is a permission', () => {
    const granted = new Set(['tasks', 'works.viewAny']);
    expect(isModuleEnabled(granted, 'tasks')).toBe(true);
    expect(isModuleEnabled(granted, 'works')).toBe(false);
  });
});
