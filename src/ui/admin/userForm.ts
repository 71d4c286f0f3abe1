import type { User, UserInput, UserUpdate } from '../../api/users.ts';
import type { UserStatus } from '../../domain/statuses.ts';
import { email } from '../../domain/validation/email.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type CompanyChoice = { readonly id: string; readonly name: string };

/** What the user forms edit (invite: name, e-mail, role; edit adds status and companies). */
export type UserFormValues = {
  name: string;
  email: string;
  roleId: string | null;
  roleLabel: string | null;
  status: UserStatus;
  companies: readonly CompanyChoice[];
};

export const emptyUser: UserFormValues = { name: '', email: '', roleId: null, roleLabel: null, status: 'unregistered', companies: [] };

/** `roleWords` gives the role's words in the screen's language (`roleText`). */
export const userToValues = (user: User, roleWords: (role: User['role']) => string): UserFormValues => ({
  name: user.name,
  email: user.email,
  roleId: String(user.role.id),
  roleLabel: roleWords(user.role),
  status: user.status,
  companies: user.companies.map((company) => ({ id: String(company.id), name: company.name })),
});

export const inviteBody = (values: UserFormValues): UserInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  roleId: Number(values.roleId),
  status: 'unregistered',
});

export const updateBody = (values: UserFormValues): UserUpdate => ({
  name: values.name.trim(),
  email: values.email.trim(),
  roleId: Number(values.roleId),
  status: values.status,
  companyIds: values.companies.map((company) => Number(company.id)),
});

/**
 * Whether the edit form leaves role and status alone: one's own (the server refuses the change), and an
 * administrator's for anyone who is not one (only an administrator gives or takes away that role, or deactivates one).
 */
export const roleAndStatusLocked = (own: boolean, viewerIsAdmin: boolean, user: Pick<User, 'role'>): boolean => own || (!viewerIsAdmin && user.role.name === 'admin');

/**
 * Deleting is offered with users.delete, never on one's own account (the server answers 409) nor, for anyone who is
 * not an administrator, on an administrator's (403): so the last administrator always stays, since only another
 * administrator may delete one.
 */
export const mayDeleteUser = (canDelete: boolean, own: boolean, viewerIsAdmin: boolean, user: Pick<User, 'role'>): boolean =>
  canDelete && !roleAndStatusLocked(own, viewerIsAdmin, user);

/**
 * An administrator's e-mail (their sign-in, where their password reset goes) is shown, not edited, by a
 * non-administrator: the server refuses the change, which would hand the account to whoever owns the new address.
 */
export const emailLocked = (viewerIsAdmin: boolean, user: Pick<User, 'role'>): boolean => !viewerIsAdmin && user.role.name === 'admin';

export const userRules: FormSchema<keyof UserFormValues> = {
  name: [required],
  email: [required, email],
  roleId: [required],
};
