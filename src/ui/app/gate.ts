import { can, isModuleEnabled } from '../../domain/permissions.ts';
import type { Access } from '../../machines/session/session.connect.ts';
import type { Gate } from './menu/menuEntries.ts';

/** Tenant enablement and permission (spec §6): the one rule every menu, panel and settings entry follows. */
export const isAllowed = (gate: Gate, access: Access): boolean =>
  (gate.tenantModule === undefined || !access.hiddenModules.has(gate.tenantModule)) &&
  (gate.module === undefined || isModuleEnabled(access.permissions, gate.module)) &&
  (gate.permission === undefined || can(access.permissions, access.role, gate.permission)) &&
  (gate.anyPermission === undefined || gate.anyPermission.some((key) => access.role === 'admin' || access.permissions.has(key)));

/**
 * Which switched-off module refuses a gate, or null when the refusal (if any) is the user's permissions: a module the
 * tenant switched off is not the user's missing permission, and the way forward differs (an administrator switches
 * it on in the settings).
 */
export const switchedOffModule = (gate: Gate, access: Access): Gate['tenantModule'] | null =>
  gate.tenantModule !== undefined && access.hiddenModules.has(gate.tenantModule) ? gate.tenantModule : null;
