import type { TFunction } from 'i18next';

// The role editor's permission catalogue, grouped by module (spec §6): the bare module key is the module's
// switch; `module.action` keys are what the role may do in it.

export type PermissionGroup = {
  readonly module: string;
  /** The bare module key, when the catalogue has one. */
  readonly switchKey: string | null;
  readonly actions: readonly { readonly name: string; readonly action: string }[];
};

export type CatalogueEntry = { readonly name: string; readonly module: string; readonly action: string | null };

/** Groups in catalogue order (the server sorts by module, then action). */
export const groupPermissions = (entries: readonly CatalogueEntry[]): PermissionGroup[] => {
  const groups = new Map<string, { module: string; switchKey: string | null; actions: { name: string; action: string }[] }>();
  for (const entry of entries) {
    const group = groups.get(entry.module) ?? { module: entry.module, switchKey: null, actions: [] };
    if (entry.action === null) group.switchKey = entry.name;
    else group.actions.push({ name: entry.name, action: entry.action });
    groups.set(entry.module, group);
  }
  return [...groups.values()];
};

/**
 * Adds or removes one key. Switching a module off also removes its actions: the usual intent is that the role leaves
 * the module. An action kept under a switched-off module is not void (see `heldWhileOff`): it is ticked again on purpose.
 */
export const togglePermission = (granted: ReadonlySet<string>, group: PermissionGroup, name: string, on: boolean): Set<string> => {
  const next = new Set(granted);
  if (on) next.add(name);
  else next.delete(name);
  if (!on && name === group.switchKey) for (const a of group.actions) next.delete(a.name);
  return next;
};

/**
 * The actions a role holds under a switched-off module. The server checks each `module.action` by its name (spec §6:
 * the bare module key enables the module's menu and screens), so these still apply where other screens use them: the
 * seeded supervisor lists people in pickers (`users.viewAny`) without the Users screens. The editor says so.
 */
export const heldWhileOff = (granted: ReadonlySet<string>, group: PermissionGroup): string[] =>
  group.switchKey === null || granted.has(group.switchKey) ? [] : group.actions.filter((a) => granted.has(a.name)).map((a) => a.name);

/** i18next keys cannot contain its separators. */
const keyOf = (text: string): string => text.replace(/[.:]/g, '_');

export const moduleLabel = (t: TFunction, module: string): string => t(`admin:permissionModules.${keyOf(module)}`, { defaultValue: module });
export const actionLabel = (t: TFunction, action: string): string => t(`admin:permissionActions.${keyOf(action)}`, { defaultValue: action });

/** "Works: View list" for a key, "Works: Module enabled" for a bare module key. */
export const permissionLabel = (t: TFunction, name: string): string => {
  const dot = name.indexOf('.');
  return dot < 0 ? `${moduleLabel(t, name)}: ${actionLabel(t, 'module')}` : `${moduleLabel(t, name.slice(0, dot))}: ${actionLabel(t, name.slice(dot + 1))}`;
};

export const auditActionLabel = (t: TFunction, action: string): string => t(`admin:auditActions.${keyOf(action)}`, { defaultValue: action });
