import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import it_ from '../../../locales/it/admin.json';
import { PERMISSION_ACTIONS, PERMISSION_MODULES } from '../../../src/domain/permissions.ts';
import { changeLines } from '../../../src/domain/auditChanges.ts';
import { auditActionLabel, groupPermissions, permissionLabel, togglePermission } from '../../../src/ui/admin/permissionGroups.ts';

const catalogue = [
  { name: 'calendar_subscriptions', module: 'calendar_subscriptions', action: null },
  { name: 'calendar_subscriptions.subscribeToOthersCalendars', module: 'calendar_subscriptions', action: 'subscribeToOthersCalendars' },
  { name: 'samples', module: 'samples', action: null },
  { name: 'samples.approve', module: 'samples', action: 'approve' },
  { name: 'samples.create', module: 'samples', action: 'create' },
  { name: 'sales-report.viewAny', module: 'sales-report', action: 'viewAny' },
];

/** A t() over one locale file, as i18next resolves `admin:a.b` keys. */
const tOf = (resources: Record<string, unknown>) =>
  ((key: string, options?: { defaultValue?: string }) => {
    const path = key.replace(/^admin:/, '').split('.');
    let node: unknown = resources;
    for (const part of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : (options?.defaultValue ?? key);
  }) as unknown as TFunction;

describe('permission editor groups', () => {
  it('groups by module, the bare key as the switch', () => {
    const groups = groupPermissions(catalogue);
    expect(groups.map((g) => [g.module, g.switchKey, g.actions.map((a) => a.action)])).toEqual([
      ['calendar_subscriptions', 'calendar_subscriptions', ['subscribeToOthersCalendars']],
      ['samples', 'samples', ['approve', 'create']],
      ['sales-report', null, ['viewAny']],
    ]);
  });

  it('switching a module off removes its actions; other modules are kept', () => {
    const [, samples] = groupPermissions(catalogue);
    if (!samples) throw new Error('no samples group');
    const granted = new Set(['samples', 'samples.approve', 'calendar_subscriptions']);
    expect([...togglePermission(granted, samples, 'samples', false)]).toEqual(['calendar_subscriptions']);
    expect([...togglePermission(granted, samples, 'samples.create', true)].sort()).toEqual(['calendar_subscriptions', 'samples', 'samples.approve', 'samples.create']);
  });

  it('labels every permission in both languages, never as a raw key', () => {
    for (const resources of [en, it_]) {
      const t = tOf(resources);
      for (const entry of catalogue) expect(permissionLabel(t, entry.name)).not.toContain(entry.name);
    }
    expect(permissionLabel(tOf(it_), 'samples.approve')).toBe('Campionature: Approvare');
    expect(permissionLabel(tOf(en), 'calendar_subscriptions.subscribeToOthersCalendars')).toBe("Calendar subscriptions: Subscribe to others' calendars");
    expect(auditActionLabel(tOf(en), 'auth.login_failed')).toBe('Failed sign-in');
  });
});

describe('permission label coverage', () => {
  it('has a label for every permission module and action of spec §6 in both languages', () => {
    for (const resources of [en, it_]) {
      const missing = [...PERMISSION_MODULES.filter((m) => !(m in resources.permissionModules)), ...PERMISSION_ACTIONS.filter((a) => !(a in resources.permissionActions))];
      expect(missing).toEqual([]);
    }
  });
});

describe('audit changes', () => {
  it('reads as field: before → after', () => {
    expect(changeLines({ status: { before: 'active', after: 'deactivated' }, permissions: { before: ['works'], after: [] }, name: { before: null, after: 'Ada' } })).toEqual([
      'status: active → deactivated',
      'permissions: works → —',
      'name: — → Ada',
    ]);
  });
});
