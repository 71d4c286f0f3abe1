import { and, eq, or } from 'drizzle-orm';
import { revokeUserTokens } from '../../auth/issue.ts';
import { relatedUsers, users } from '../../db/schema/core.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import type { HandlerContext } from '../../http/handler.ts';
import { conflict, created, invalid, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import type { Pagination } from '../../http/pagination.ts';
import type { Db } from '../../db/client.ts';
import { inviteUser } from './invite.ts';
import { loadUserView, loadUserViews } from './present.ts';
import { link, tenantUserIds, unlink } from './related.ts';
import { emailTaken, findUserRow, listUserIds, roleExists, type UserFilter } from './repository.ts';

// Users of the tenant (the signed-in user's own calls are in ../me.ts) and their teams.

export const EMAIL_TAKEN = 'The email has already been taken.';
export const OWN_ROLE_OR_STATUS = 'You cannot change your own role or status.';
export const DELETE_SELF = 'You cannot delete yourself.';
const ROLE_INVALID = 'The selected role is invalid.';

type ListCtx = HandlerContext<'listUsers'> | HandlerContext<'listRelatedUsers'> | HandlerContext<'listAvailableRelatedUsers'>;

async function usersPage(ctx: ListCtx, db: Db, filter: UserFilter, sort: unknown, page: Pagination) {
  const result = await listUserIds(db, ctx.tenant.id, filter, sort, page);
  if (isFailure(result)) return result;
  return paged(await loadUserViews(db, ctx.tenant.id, ctx.tenant.timezone, result.ids), page.meta(result.total));
}

/** The team leader of a related-users call: `user_id` or the signed-in user; null when not of this tenant. */
async function leaderOf(db: Db, tenantId: number, requested: number | undefined, me: number): Promise<number | null> {
  const id = requested ?? me;
  return (await findUserRow(db, tenantId, id)) ? id : null;
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
    const email = b.email?.trim().toLowerCase();
    const errors: FieldErrors = {};
    if (email !== undefined && (await emailTaken(ctx.db, ctx.tenant.id, email, current.id))) errors.email = [EMAIL_TAKEN];
    if (b.role_id !== undefined && !(await roleExists(ctx.db, ctx.tenant.id, b.role_id))) errors.role_id = [ROLE_INVALID];
    if (Object.keys(errors).length > 0) return invalid(errors);
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
    const view = await loadUserView(ctx.db, ctx.tenant.id, ctx.tenant.timezone, current.id);
    return view ? ok(view) : notFound();
  },

  deleteUser: async (ctx) => {
    const current = await findUserRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (current.id === ctx.user.id) return conflict(DELETE_SELF);
    await ctx.db.transaction(async (tx) => {
      await revokeUserTokens(tx, current.id);
      await tx
        .delete(relatedUsers)
        .where(and(eq(relatedUsers.tenantId, ctx.tenant.id), or(eq(relatedUsers.leaderId, current.id), eq(relatedUsers.memberId, current.id))));
      await tx.delete(users).where(and(eq(users.tenantId, ctx.tenant.id), eq(users.id, current.id)));
    });
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
    if (ids.includes(leader)) return invalidField('related_users', 'A team leader cannot be linked to themselves.');
    const found = await tenantUserIds(ctx.db, ctx.tenant.id, ids);
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) return invalidField('related_users', `Unknown user ids: ${unknown.join(', ')}.`);
    await link(ctx.db, ctx.tenant.id, leader, ids, ctx.now());
    return noContent();
  },

  unlinkRelatedUsers: async (ctx) => {
    const leader = await leaderOf(ctx.db, ctx.tenant.id, ctx.body.user_id, ctx.user.id);
    if (leader === null) return notFound();
    await unlink(ctx.db, ctx.tenant.id, leader, ctx.body.related_users);
    return noContent();
  },
} satisfies HandlerMap;
