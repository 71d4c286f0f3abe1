import { and, eq, inArray, or } from 'drizzle-orm';
import { fieldChanges, recordAudit, setChange, type AuditRecord } from '../../audit/record.ts';
import { revokeUserTokens } from '../../auth/issue.ts';
import { relatedUsers, roles, users } from '../../db/schema/core.ts';
import { companies, companyUsers } from '../../db/schema/directory.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import type { HandlerContext } from '../../http/handler.ts';
import { conflict, created, forbidden, invalid, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { ADMIN_ROLE } from '../../auth/authenticate.ts';
import type { Pagination } from '../../http/pagination.ts';
import type { Db } from '../../db/client.ts';
import { message, quotedParam } from '../../i18n/message.ts';
import { inviteUser } from './invite.ts';
import { loadUserView, loadUserViews } from './present.ts';
import { link, tenantUserIds, unlink } from './related.ts';
import { emailTaken, findUserRow, listUserIds, roleExists, type UserFilter } from './repository.ts';

// Users of the tenant (the signed-in user's own calls are in ../me.ts) and their teams.

export const EMAIL_TAKEN = message('users.emailTaken');
export const OWN_ROLE_OR_STATUS = message('users.ownRoleOrStatus');
export const DELETE_SELF = message('users.deleteSelf');
export const ROLE_INVALID = message('users.roleInvalid');
export const ADMIN_ONLY = message('users.adminOnly');

/**
 * The administrator role (every permission) is given, changed or taken away only by an administrator: a
 * sub-administrator (users.update, users.delete) demoted and then deleted the tenant's only administrator, and could
 * make anyone an administrator. With one's own role and status already untouchable, this also keeps at least one.
 */
const touchesAdmin = async (db: Db, roleIds: readonly (number | null | undefined)[]): Promise<boolean> => {
  for (const id of roleIds) if (id !== undefined && (await roleName(db, id)) === ADMIN_ROLE) return true;
  return false;
};

type ListCtx = HandlerContext<'listUsers'> | HandlerContext<'listRelatedUsers'> | HandlerContext<'listAvailableRelatedUsers'>;

async function usersPage(ctx: ListCtx, db: Db, filter: UserFilter, sort: unknown, page: Pagination) {
  const result = await listUserIds(db, ctx.tenant.id, filter, { sort, language: ctx.language }, page);
  if (isFailure(result)) return result;
  return paged(await loadUserViews(db, ctx.tenant.id, ctx.tenant.timezone, result.ids), page.meta(result.total));
}

type AuditCtx = Pick<HandlerContext<'listUsers'>, 'db' | 'tenant' | 'user' | 'ip' | 'now'>;

/** Records an administrative act of the signed-in user on a user. */
async function audit(ctx: AuditCtx, action: AuditRecord['action'], subject: { id: number; email: string }, changes?: AuditRecord['changes']): Promise<void> {
  await recordAudit(ctx.db, {
    tenantId: ctx.tenant.id,
    actor: ctx.user,
    action,
    ip: ctx.ip,
    now: ctx.now(),
    subject: { type: 'user', id: subject.id, label: subject.email },
    ...(changes ? { changes } : {}),
  });
}

async function roleName(db: Db, roleId: number | null): Promise<string | null> {
  if (roleId === null) return null;
  const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId)).limit(1);
  return row?.name ?? null;
}

async function companyIdsOf(db: Db, tenantId: number, userId: number): Promise<number[]> {
  const rows = await db.select({ id: companyUsers.companyId }).from(companyUsers).where(and(eq(companyUsers.tenantId, tenantId), eq(companyUsers.userId, userId)));
  return rows.map((r) => r.id);
}

/** The team leader of a related-users call: `user_id` or the signed-in user; null when not of this tenant. */
async function leaderOf(db: Db, tenantId: number, requested: number | undefined, me: number): Promise<number | null> {
  const id = requested ?? me;
  return (await findUserRow(db, tenantId, id)) ? id : null;
}

/** A team change, recorded on the leader with the members concerned. */
async function auditTeam(ctx: AuditCtx, action: 'related_users.linked' | 'related_users.unlinked', leader: number, memberIds: readonly number[]): Promise<void> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, leader)).limit(1);
  const members = await ctx.db.select({ email: users.email }).from(users).where(and(eq(users.tenantId, ctx.tenant.id), inArray(users.id, [...memberIds])));
  const emails = members.map((m) => m.email).sort();
  const changes = action === 'related_users.linked' ? { related_users: { before: null, after: emails } } : { related_users: { before: emails, after: null } };
  await audit(ctx, action, { id: leader, email: row?.email ?? '' }, changes);
}

export const handlers = {
  listUsers: async (ctx) => {
    const q = ctx.query;
    return usersPage(ctx, ctx.db, { search: q.search, role: q.role, status: q.status }, q.sort, ctx.page());
  },

  createUser: async (ctx) => {
    const b = ctx.body;
    const email = b.email.trim().toLowerCase();
    const errors: FieldErrors = {};
    if (await emailTaken(ctx.db, ctx.tenant.id, email)) errors.email = [EMAIL_TAKEN];
    if (!(await roleExists(ctx.db, ctx.tenant.id, b.role_id))) errors.role_id = [ROLE_INVALID];
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (!ctx.user.isAdmin && (await touchesAdmin(ctx.db, [b.role_id]))) return forbidden(ADMIN_ONLY);
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ tenantId: ctx.tenant.id, name: b.name, email, roleId: b.role_id, status: b.status ?? 'unregistered', createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!row) return null;
      await inviteUser({ db: tx, config: ctx.config, mailer: ctx.mailer, tenant: ctx.tenant, now }, { email, name: b.name, roleId: b.role_id }, ctx.user);
      return row.id;
    });
    if (id !== null) {
      await audit(ctx, 'user.created', { id, email }, fieldChanges({}, { name: b.name, email, role: await roleName(ctx.db, b.role_id), status: b.status ?? 'unregistered' }));
    }
    const view = id === null ? null : await loadUserView(ctx.db, ctx.tenant.id, ctx.tenant.timezone, id);
    return view ? created(view) : notFound();
  },

  getUser: async (ctx) => {
    const view = await loadUserView(ctx.db, ctx.tenant.id, ctx.tenant.timezone, ctx.params.id);
    return view ? ok(view) : notFound();
  },

  updateUser: async (ctx) => {
    const current = await findUserRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const b = ctx.body;
    // Changing one's own role or status could lock oneself out of the administration.
    if (current.id === ctx.user.id && ((b.role_id !== undefined && b.role_id !== current.roleId) || (b.status !== undefined && b.status !== current.status))) {
      return conflict(OWN_ROLE_OR_STATUS);
    }
    const changesRole = b.role_id !== undefined && b.role_id !== current.roleId;
    const changesStatus = b.status !== undefined && b.status !== current.status;
    const email = b.email?.trim().toLowerCase();
    // An administrator's e-mail is how they sign in and where their password reset goes: a sub-administrator who could
    // change it could ask for a reset at an address of their own and sign in as the administrator.
    const changesEmail = email !== undefined && email !== current.email;
    if (!ctx.user.isAdmin && ((changesRole && (await touchesAdmin(ctx.db, [current.roleId, b.role_id]))) || ((changesStatus || changesEmail) && (await touchesAdmin(ctx.db, [current.roleId]))))) {
      return forbidden(ADMIN_ONLY);
    }
    const errors: FieldErrors = {};
    if (email !== undefined && (await emailTaken(ctx.db, ctx.tenant.id, email, current.id))) errors.email = [EMAIL_TAKEN];
    if (b.role_id !== undefined && !(await roleExists(ctx.db, ctx.tenant.id, b.role_id))) errors.role_id = [ROLE_INVALID];
    const companyIds = b.company_ids;
    if (companyIds !== undefined && companyIds.length > 0) {
      const found = await ctx.db.select({ id: companies.id }).from(companies).where(and(eq(companies.tenantId, ctx.tenant.id), inArray(companies.id, companyIds)));
      if (found.length !== companyIds.length) errors.company_ids = [message('users.companyInvalid')];
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    const companiesBefore = companyIds !== undefined ? await companyIdsOf(ctx.db, ctx.tenant.id, current.id) : [];
    const changes = {
      ...fieldChanges(
        { name: current.name, email: current.email, role: await roleName(ctx.db, current.roleId), status: current.status },
        { name: b.name, email, role: b.role_id !== undefined ? await roleName(ctx.db, b.role_id) : undefined, status: b.status },
      ),
      ...(companyIds !== undefined ? setChange('company_ids', companiesBefore, companyIds) : {}),
    };
    if (companyIds !== undefined) {
      await ctx.db.delete(companyUsers).where(and(eq(companyUsers.tenantId, ctx.tenant.id), eq(companyUsers.userId, current.id)));
      if (companyIds.length > 0) await ctx.db.insert(companyUsers).values(companyIds.map((companyId) => ({ tenantId: ctx.tenant.id, companyId, userId: current.id })));
    }
    await ctx.db
      .update(users)
      .set({
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(b.role_id !== undefined ? { roleId: b.role_id } : {}),
        ...(b.status !== undefined ? { status: b.status } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, current.id)));
    // A user who can no longer sign in must not keep working with tokens issued before.
    if (b.status !== undefined && b.status !== 'active' && current.status === 'active') await revokeUserTokens(ctx.db, current.id);
    if (Object.keys(changes).length > 0) await audit(ctx, 'user.updated', { id: current.id, email: email ?? current.email }, changes);
    const view = await loadUserView(ctx.db, ctx.tenant.id, ctx.tenant.timezone, current.id);
    return view ? ok(view) : notFound();
  },

  deleteUser: async (ctx) => {
    const current = await findUserRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (current.id === ctx.user.id) return conflict(DELETE_SELF);
    if (!ctx.user.isAdmin && (await touchesAdmin(ctx.db, [current.roleId]))) return forbidden(ADMIN_ONLY);
    await ctx.db.transaction(async (tx) => {
      await revokeUserTokens(tx, current.id);
      await tx
        .delete(relatedUsers)
        .where(and(eq(relatedUsers.tenantId, ctx.tenant.id), or(eq(relatedUsers.leaderId, current.id), eq(relatedUsers.memberId, current.id))));
      await tx.delete(users).where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, current.id)));
    });
    await audit(ctx, 'user.deleted', { id: current.id, email: current.email }, { name: { before: current.name, after: null }, email: { before: current.email, after: null } });
    return noContent();
  },

  revokeUserSessions: async (ctx) => {
    const current = await findUserRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    // Like deactivating one: a sub-administrator does not throw an administrator out.
    if (!ctx.user.isAdmin && (await touchesAdmin(ctx.db, [current.roleId]))) return forbidden(ADMIN_ONLY);
    await revokeUserTokens(ctx.db, current.id);
    await audit(ctx, 'user.sessions_revoked', { id: current.id, email: current.email });
    return noContent();
  },

  listRelatedUsers: async (ctx) => {
    const leader = await leaderOf(ctx.db, ctx.tenant.id, ctx.query.user_id, ctx.user.id);
    if (leader === null) return notFound();
    return usersPage(ctx, ctx.db, { search: ctx.query.search, teamOf: leader }, ctx.query.sort, ctx.page());
  },

  listAvailableRelatedUsers: async (ctx) => {
    const leader = await leaderOf(ctx.db, ctx.tenant.id, ctx.query.user_id, ctx.user.id);
    if (leader === null) return notFound();
    return usersPage(ctx, ctx.db, { search: ctx.query.search, availableFor: leader }, ctx.query.sort, ctx.page());
  },

  linkRelatedUsers: async (ctx) => {
    const leader = await leaderOf(ctx.db, ctx.tenant.id, ctx.body.user_id, ctx.user.id);
    if (leader === null) return notFound();
    const ids = ctx.body.related_users;
    if (ids.includes(leader)) return invalidField('related_users', message('users.selfLink'));
    const found = await tenantUserIds(ctx.db, ctx.tenant.id, ids);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) return invalidField('related_users', message('users.unknownIds', { ids: quotedParam(unknown.join(', ')) }));
    const added = await link(ctx.db, ctx.tenant.id, leader, ids, ctx.now());
    // Only what changed is recorded: already linked users and unknown ids leave no entry.
    if (added.length > 0) await auditTeam(ctx, 'related_users.linked', leader, added);
    return noContent();
  },

  unlinkRelatedUsers: async (ctx) => {
    const leader = await leaderOf(ctx.db, ctx.tenant.id, ctx.body.user_id, ctx.user.id);
    if (leader === null) return notFound();
    const removed = await unlink(ctx.db, ctx.tenant.id, leader, ctx.body.related_users);
    if (removed.length > 0) await auditTeam(ctx, 'related_users.unlinked', leader, removed);
    return noContent();
  },
} satisfies HandlerMap;
