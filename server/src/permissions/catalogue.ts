import { PERMISSION_MODULES } from '../../../src/domain/permissions.ts';
import type { Operation } from '../contract/operation.ts';

export type PermissionEntry = { readonly name: string; readonly module: string; readonly action: string | null };

// Keys the app checks that no operation declares (spec §6): per-kind profile permissions, approvals, and so on.
const CRUD = ['create', 'viewAny', 'view', 'update', 'delete'] as const;
const INTERFACE_KEYS: readonly string[] = [
  ...['customers', 'suppliers', 'leads', 'goals', 'packages', 'events', 'calendars', 'tasks', 'works', 'sectionAccesses'].flatMap((m) =>
    CRUD.map((a) => `${m}.${a}`),
  ),
  'packages.management',
  'samples.approve',
  'vacations.changeStatus',
  'vacations.management',
  // The record scope's management keys (recordScope.ts): act on everyone's records, not only one's own and one's team's.
  'tasks.management',
  'works.management',
  'events.management',
  'sales-reports.management',
  'tasks.changeStatus',
  'works.changeStatus',
  'companies.viewCompanyUsers',
  'calendar_subscriptions.subscribeToOthersCalendars',
  'profiles.notes',
  'sales-report.viewAny',
];

export function entryOf(name: string): PermissionEntry {
  const dot = name.indexOf('.');
  return dot > 0 ? { name, module: name.slice(0, dot), action: name.slice(dot + 1) } : { name, module: name, action: null };
}

/**
 * Every permission name: the contract's `x-permission` keys, the keys the app checks, and one bare module name per
 * module (holding it switches the module on for the user, spec §6). Sorted by module, bare name first, then action.
 */
export function buildCatalogue(operations: readonly Operation[]): readonly PermissionEntry[] {
  const hit = memo.get(operations);
  if (hit) return hit;
  const built = build(operations);
  memo.set(operations, built);
  return built;
}

// One catalogue per loaded contract: it only changes when the contract does.
const memo = new WeakMap<readonly Operation[], readonly PermissionEntry[]>();

function build(operations: readonly Operation[]): readonly PermissionEntry[] {
  const names = new Set<string>(INTERFACE_KEYS);
  for (const op of operations) if (op.permission.kind === 'key' && op.permission.module !== 'undeclared') names.add(op.permission.key);
  for (const m of PERMISSION_MODULES) names.add(m);
  for (const n of [...names]) names.add(entryOf(n).module);
  return [...names].map(entryOf).sort((a, b) => a.module.localeCompare(b.module) || (a.action ?? '').localeCompare(b.action ?? ''));
}
