import type { Role, RoleInput, RoleUpdate } from '../../api/roles.ts';
import { regex } from '../../domain/validation/regex.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type RoleFormValues = { name: string; label: string; permissions: readonly string[] };

export const emptyRole: RoleFormValues = { name: '', label: '', permissions: [] };

export const roleToValues = (role: Role): RoleFormValues => ({ name: role.name, label: role.label, permissions: role.permissions });

export const roleInput = (values: RoleFormValues): RoleInput => ({ name: values.name.trim(), label: values.label.trim(), permissions: [...values.permissions] });

/** A built-in role keeps its key: only the shown name and the permissions are sent. */
export const roleUpdate = (values: RoleFormValues, builtIn: boolean): RoleUpdate => ({
  ...(builtIn ? {} : { name: values.name.trim() }),
  label: values.label.trim(),
  permissions: [...values.permissions],
});

export const roleRules: FormSchema<keyof RoleFormValues> = {
  name: [required, regex(/^[a-z][a-z0-9_]*$/)],
  label: [required],
};
