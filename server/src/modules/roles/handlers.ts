import { and, eq } from 'drizzle-orm';
import { rolePermissions, roles } from '../../db/schema/core.ts';
import { fieldChanges, recordAudit, setChange, type AuditRecord } from '../../audit/record.ts';
import type { HandlerContext } from '../../http/handler.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { conflict, created, invalid, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { buildCatalogue } from '../../permissions/catalogue.ts';
import { findRoleRow, listRoleRows, nameTaken, presentRoles, setPermissions, usersCount } from './repository.ts';
import { ADMIN, editingKeysDropped, isBuiltIn, MESSAGES, unknownPermissions } from './rules.ts';
import { message, quotedParam } from '../../i18n/message.ts';

// Roles and their permissions. Permission names are checked against the catalogue GET /permissions lists.

const unknownError = (unknown: readonly string[]): FieldErrors => ({ permissions: [message('roles.unknownPermissions', { names: quotedParam(unknown.join(', ')) })] });

type AuditCtx = Pick<HandlerContext<'listRoles'>, 'db' | 'tenant' | 'user' | 'ip' | 'now'>;

async function audit(ctx: AuditCtx, action: AuditRecord['action'], role: { id: number; name: string }, changes: AuditRecord['changes']): Promise<void> {
  await recordAudit(ctx.db, { tenantId: ctx.tenant.id, actor: ctx.user, action, ip: ctx.ip, now: ctx.now(), subject: { type: 'role', id: role.id, label: role.name }, ...(changes ? { changes } : {}) });
}

async function storedPermissions(ctx: AuditCtx, roleId: number): Promise<string[]> {
  const rows = await ctx.db.select({ p: rolePermissions.permission }).from(rolePermissions).where(and(eq(rolePermissions.tenantId, ctx.tenant.id), eq(rolePermissions.roleId, roleId)));
  return rows.map((r) => r.p);
}

export const handlers = {
  listRoles: async (ctx) => {
    const page = ctx.page();
    const result = await listRoleRows(ctx.db, ctx.tenant.id, { search: ctx.query.search, excludeAdmin: ctx.query.exclude_admin ?? false }, ctx.query.sort, page);
    if (isFailure(result)) return result;
    return paged(await presentRoles(ctx.db, ctx.tenant.id, result.rows, buildCatalogue(ctx.operations)), page.meta(result.total));
  },

  createRole: async (ctx) => {
    const b = ctx.body;
    const catalogue = buildCatalogue(ctx.operations);
    const permissions = b.permissions ?? [];
    const errors: FieldErrors = {};
    if (await nameTaken(ctx.db, ctx.tenant.id, b.name)) errors.name = [MESSAGES.nameTaken];
    const unknown = unknownPermissions(permissions, catalogue);
    if (unknown.length > 0) Object.assign(errors, unknownError(unknown));
    if (Object.keys(errors).length > 0) return invalid(errors);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const [r] = await tx.insert(roles).values({ tenantId: ctx.tenant.id, name: b.name, label: b.label, createdAt: now, updatedAt: now }).returning();
      if (r) await setPermissions(tx, ctx.tenant.id, r.id, permissions);
      return r;
    });
    if (!row) return notFound();
    await audit(ctx, 'role.created', row, { ...fieldChanges({}, { name: b.name, label: b.label }), ...setChange('permissions', [], permissions) });
    const [view] = await presentRoles(ctx.db, ctx.tenant.id, [row], catalogue);
    return view ? created(view) : notFound();
  },

  getRole: async (ctx) => {
    const row = await findRoleRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const [view] = await presentRoles(ctx.db, ctx.tenant.id, [row], buildCatalogue(ctx.operations));
    return view ? ok(view) : notFound();
  },

  updateRole: async (ctx) => {
    const current = await findRoleRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const b = ctx.body;
    if (b.name !== undefined && b.name !== current.name && isBuiltIn(current.name)) return conflict(MESSAGES.renameBuiltIn);
    if (b.permissions !== undefined && current.name === ADMIN) return conflict(MESSAGES.adminPermissions);
    const catalogue = buildCatalogue(ctx.operations);
    const errors: FieldErrors = {};
    if (b.name !== undefined && (await nameTaken(ctx.db, ctx.tenant.id, b.name, current.id))) errors.name = [MESSAGES.nameTaken];
    const unknown = unknownPermissions(b.permissions ?? [], catalogue);
    if (unknown.length > 0) Object.assign(errors, unknownError(unknown));
    // A sub-administrator editing their own role keeps what it takes to edit roles (the admin role is not editable).
    if (b.permissions !== undefined && current.id === ctx.user.roleId && editingKeysDropped(b.permissions).length > 0) {
      errors.permissions = [...(errors.permissions ?? []), MESSAGES.ownRoleEditing];
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    const permissionsBefore = b.permissions !== undefined ? await storedPermissions(ctx, current.id) : [];
    const row = await ctx.db.transaction(async (tx) => {
      const [r] = await tx
        .update(roles)
        .set({ ...(b.name !== undefined ? { name: b.name } : {}), ...(b.label !== undefined ? { label: b.label } : {}), updatedAt: ctx.now() })
        .where(and(eq(roles.tenantId, ctx.tenant.id), eq(roles.id, current.id)))
        .returning();
      if (b.permissions !== undefined) await setPermissions(tx, ctx.tenant.id, current.id, b.permissions);
      return r;
    });
    if (!row) return notFound();
    const changes = {
      ...fieldChanges({ name: current.name, label: current.label }, { name: b.name, label: b.label }),
      ...(b.permissions !== undefined ? setChange('permissions', permissionsBefore, b.permissions) : {}),
    };
    if (Object.keys(changes).length > 0) await audit(ctx, 'role.updated', row, changes);
    const [view] = await presentRoles(ctx.db, ctx.tenant.id, [row], catalogue);
    return view ? ok(view) : notFound();
  },

  deleteRole: async (ctx) => {
    const current = await findRoleRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (isBuiltIn(current.name)) return conflict(MESSAGES.deleteBuiltIn);
    if ((await usersCount(ctx.db, ctx.tenant.id, current.id)) > 0) return conflict(MESSAGES.inUse);
    await ctx.db.delete(roles).where(and(eq(roles.tenantId, ctx.tenant.id), eq(roles.id, current.id)));
    await audit(ctx, 'role.deleted', current, { name: { before: current.name, after: null }, label: { before: current.label, after: null } });
    return noContent();
  },
} satisfies HandlerMap;
