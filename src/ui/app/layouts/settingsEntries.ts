import type { Gate } from '../menu/menuEntries.ts';

export type SettingsEntry = Gate & { readonly id: string; readonly route: string; readonly labelKey: string };

/** Settings navigation (spec §2, plus the audit log of issue 11). Newsletter credentials come with their issue. */
export const SETTINGS_ENTRIES: readonly SettingsEntry[] = [
  { id: 'general', route: '/settings/general', labelKey: 'settingsNav.general' },
  { id: 'appearance', route: '/settings/appearance', labelKey: 'settingsNav.appearance' },
  { id: 'company', route: '/settings/company', labelKey: 'settingsNav.company', module: 'settings', permission: 'settings.update' },
  { id: 'workspace', route: '/settings/workspace', labelKey: 'settingsNav.workspace', module: 'settings', permission: 'settings.update' },
  { id: 'import', route: '/settings/import', labelKey: 'settingsNav.import', module: 'imports', permission: 'imports.run' },
  { id: 'mail', route: '/settings/mail', labelKey: 'settingsNav.mail', module: 'settings', permission: 'settings.update' },
  { id: 'users', route: '/settings/users', labelKey: 'settingsNav.users', module: 'users', permission: 'users.viewAny' },
  { id: 'roles', route: '/settings/roles', labelKey: 'settingsNav.roles', module: 'roles', permission: 'roles.viewAny' },
  { id: 'relatedUsers', route: '/settings/related-users', labelKey: 'settingsNav.relatedUsers', module: 'users', permission: 'users.viewAny' },
  { id: 'sectionAccesses', route: '/settings/section-access', labelKey: 'settingsNav.sectionAccesses', module: 'sectionAccesses', permission: 'sectionAccesses.viewAny' },
  { id: 'auditLog', route: '/settings/audit-log', labelKey: 'settingsNav.auditLog', module: 'audit_log', permission: 'audit_log.viewAny' },
  { id: 'newsletter', route: '/settings/newsletter', labelKey: 'settingsNav.newsletter', module: 'recipients', permission: 'recipients.viewAny', tenantModule: 'newsletter' },
];
