import { can, isModuleEnabled } from '../../domain/permissions.ts';
import type { Access } from '../../machines/session/session.selectors.ts';
import type { Gate } from './menu/menuEntries.ts';

/** Tenant enablement and permission (spec §6): the one rule every menu, panel and settings entry follows. */
export const isAllowed = (gate: Gate, access: Access): boolean =>
  (gate.tenantModule === undefined || !access.hiddenModules.has(gate.tenantModule)) &&
  (gate.module === undefined || isModuleEnabled(access.permissions, gate.module)) &&
  (gate.permission === undefined || can(access.permissions, access.role, gate.permission)) &&
  (gate.anyPermission === undefined || gate.anyPermission.some((key) => access.role === 'admin' || access.permissions.has(key)));
