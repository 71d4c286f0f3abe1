import type { TFunction } from 'i18next';
import { isBuiltInRole, roleLabelKey } from '../../domain/statuses.ts';

type NamedRole = { readonly name: string; readonly label: string };

/**
 * What people read for a role: a built-in role by its translated name ("Amministratore", "Sotto-amministratore"),
 * never the stored label and technical name ("Administrator (sub_admin)"); a custom role by the label its tenant
 * gave it, which is already in the tenant's words.
 */
export const roleText = (t: TFunction, role: NamedRole): string => (isBuiltInRole(role.name) ? t(`common:${roleLabelKey(role.name)}`) : role.label);
