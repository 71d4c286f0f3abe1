import { describe, expect, it } from 'vitest';
import { emailLocked, mayDeleteUser, roleAndStatusLocked } from '../../../src/ui/admin/userForm.ts';

const administrator = { role: { id: 1, name: 'admin', label: 'Administrator' } };
const operator = { role: { id: 4, name: 'operator', label: 'Operator' } };

describe('who may change a user’s role and status on the edit form', () => {
  it('locks an administrator’s for a sub-administrator, as the server refuses it', () => {
    expect(roleAndStatusLocked(false, false, administrator)).toBe(true);
    expect(roleAndStatusLocked(false, false, operator)).toBe(false);
  });

  it('locks an administrator’s e-mail for a sub-administrator only (the server refuses it: it would hand the account over)', () => {
    expect(emailLocked(false, administrator)).toBe(true);
    expect(emailLocked(false, operator)).toBe(false);
    expect(emailLocked(true, administrator)).toBe(false);
  });

  it('leaves an administrator free with others, never with their own', () => {
    expect(roleAndStatusLocked(false, true, administrator)).toBe(false);
    expect(roleAndStatusLocked(true, true, administrator)).toBe(true);
    expect(roleAndStatusLocked(true, false, operator)).toBe(true);
  });
});

describe('who is offered deleting a user', () => {
  it('needs users.delete; never one’s own account; an administrator only for an administrator, so the last one stays', () => {
    expect(mayDeleteUser(true, false, true, operator)).toBe(true);
    expect(mayDeleteUser(true, false, true, administrator)).toBe(true);
    expect(mayDeleteUser(false, false, true, operator)).toBe(false);
    expect(mayDeleteUser(true, true, true, administrator)).toBe(false);
    expect(mayDeleteUser(true, false, false, administrator)).toBe(false);
    expect(mayDeleteUser(true, false, false, operator)).toBe(true);
  });
});
