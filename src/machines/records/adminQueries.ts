import type { AuditAction, AuditQuery } from '../../api/auditLog.ts';
import type { RoleQuery } from '../../api/roles.ts';
import type { UserQuery } from '../../api/users.ts';

// The administration lists' filters as the list calls' queries: each list and its export ask the same (the screens
// keep the filters, src/machines/records makes the calls).

export type UserFilters = { search?: string; status?: UserQuery['status'] | null; role?: string | null; roleLabel?: string | null };

export const usersQuery = (filters: UserFilters): UserQuery => ({
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.role ? { role: filters.role } : {}),
});

export type RoleFilters = { search?: string; excludeAdmin?: boolean };

export const rolesQuery = (filters: RoleFilters): RoleQuery => ({
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.excludeAdmin ? { excludeAdmin: true } : {}),
});

export type AuditFilters = { action?: AuditAction | null; userId?: string | null; userName?: string | null; from?: string | null; to?: string | null };

export const auditQuery = (filters: AuditFilters): AuditQuery => ({
  ...(filters.action ? { action: filters.action } : {}),
  ...(filters.userId ? { userId: Number(filters.userId) } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});
