import type { ProfileType } from '../../api/profiles.ts';
import type { PermissionKey } from '../../domain/permissions.ts';

// The three kinds with their own screens (spec §2): each has its route segment, profile type and permission keys.

export type ProfileKind = 'customers' | 'leads' | 'suppliers';

export type KindConfig = {
  readonly kind: ProfileKind;
  readonly type: ProfileType;
  readonly create: PermissionKey;
  readonly view: PermissionKey;
  readonly update: PermissionKey;
  readonly delete: PermissionKey;
};

export const KINDS: Readonly<Record<ProfileKind, KindConfig>> = {
  customers: { kind: 'customers', type: 'customer', create: 'customers.create', view: 'customers.view', update: 'customers.update', delete: 'customers.delete' },
  // Spec §6: the lead update check is made "under a misspelt key" whose spelling the spec does not show. The
  // permission catalogue (server/src/permissions/catalogue.ts) grants `leads.update`, so that is what roles can
  // hold and what is checked here; a misspelt key no role can be given would lock every non-admin out.
  leads: { kind: 'leads', type: 'lead', create: 'leads.create', view: 'leads.view', update: 'leads.update', delete: 'leads.delete' },
  suppliers: { kind: 'suppliers', type: 'supplier', create: 'suppliers.create', view: 'suppliers.view', update: 'suppliers.update', delete: 'suppliers.delete' },
};

/** The kind screen that shows a profile of this type; other types open under the index's own detail. */
export const kindOfType = (type: ProfileType): ProfileKind | null =>
  type === 'customer' ? 'customers' : type === 'lead' ? 'leads' : type === 'supplier' ? 'suppliers' : null;

export const kindFromPath = (path: string): ProfileKind => {
  const segment = path.split('/').find((s) => s !== '');
  return segment === 'leads' || segment === 'suppliers' ? segment : 'customers';
};

/** Where a profile is shown: its kind's detail, or the customers detail for the other types (same screen). */
export const profileHref = (profile: { id: number; type: ProfileType }): string => `/${kindOfType(profile.type) ?? 'customers'}/${profile.id}`;
