// Tenants switch off menu modules (setting `modules.hidden`, spec §1); permission keys use finer module names
// (spec §6). This table says which permission modules belong to each menu module, so that hiding `vacations`
// also closes `user_vacation_hours.*`. A permission module not listed here maps to the menu module of its own name.

export const MENU_MODULES: Readonly<Record<string, readonly string[]>> = {
  calendar: ['calendar', 'calendars', 'events', 'calendar_subscriptions'],
  profiles: ['profiles', 'customers', 'leads', 'suppliers', 'agents', 'profile_categories', 'brands'],
  works: ['works', 'work_types', 'phases'],
  tasks: ['tasks', 'task_types'],
  articles: ['articles', 'categories', 'characteristics', 'characteristic_values', 'warehouses'],
  'price-lists': ['price_lists'],
  quotes: ['quotes'],
  proposals: ['proposals'],
  samples: ['samples'],
  vacations: ['vacations', 'user_vacation_hours', 'vacation_types'],
  newsletter: ['newsletter', 'recipients'],
  'sales-reports': ['sales-reports', 'sales-report'],
  statistics: ['statistics'],
  evaluators: ['evaluators', 'evaluator', 'goals', 'packages', 'evaluations', 'ratings'],
  documents: ['documents'],
};

const menuOf = new Map<string, string>();
for (const [menu, modules] of Object.entries(MENU_MODULES)) for (const m of modules) menuOf.set(m, menu);

/** The menu module a permission module belongs to. */
export const menuModuleOf = (permissionModule: string): string => menuOf.get(permissionModule) ?? permissionModule;

/** Whether a permission key (`module.action` or a bare module) is switched off for a tenant. */
export function isHiddenFor(permission: string, hiddenModules: ReadonlySet<string>): boolean {
  if (hiddenModules.size === 0) return false;
  const dot = permission.indexOf('.');
  const module = dot > 0 ? permission.slice(0, dot) : permission;
  return hiddenModules.has(menuModuleOf(module)) || hiddenModules.has(module);
}
