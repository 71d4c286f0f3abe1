import { and, eq } from 'drizzle-orm';
import { taskComments } from '../../db/schema/tasks.ts';
import { created, forbidden, noContent, notFound, ok, type HandlerMap } from '../../http/handler.ts';
import type { AuthUser } from '../../http/context.ts';
import { isAdministrator } from '../calendars/access.ts';
import { userSummaries } from './people.ts';
import { presentComment } from './present.ts';
import { findComment, findTask, type CommentRow } from './repository.ts';
import { message } from '../../i18n/message.ts';

// Comments on a task. Editing and deleting are for the author or an administrator (contract updateTaskComment).

const mayChange = (user: AuthUser, c: CommentRow): boolean => c.authorId === user.id || isAdministrator(user);
const NOT_AUTHOR = message('tasks.commentNotAuthor');

export const handlers = {
  createTaskComment: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(taskComments)
      .values({ tenantId: ctx.tenant.id, taskId: task.id, authorId: ctx.user.id, body: ctx.body.body, createdAt: now, updatedAt: now })
      .returning();
    if (!row) return notFound();
    const people = await userSummaries(ctx.db, ctx.tenant.id, [ctx.user.id]);
    return created(presentComment(row, people.get(ctx.user.id) ?? null));
  },

  updateTaskComment: async (ctx) => {
    const comment = await findComment(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.commentId);
    if (!comment) return notFound();
    if (!mayChange(ctx.user, comment)) return forbidden(NOT_AUTHOR);
    const [row] = await ctx.db
      .update(taskComments)
      .set({ body: ctx.body.body, updatedAt: ctx.now() })
      .where(and(eq(taskComments.tenantId, ctx.tenant.id), eq(taskComments.id, comment.id)))
      .returning();
    if (!row) return notFound();
    const people = await userSummaries(ctx.db, ctx.tenant.id, [row.authorId]);
    return ok(presentComment(row, row.authorId === null ? null : (people.get(row.authorId) ?? null)));
  },

  deleteTaskComment: async (ctx) => {
    const comment = await findComment(ctx.db, ctx.tenant.id, ctx.params.id, ctx.params.commentId);
    if (!comment) return notFound();
    if (!mayChange(ctx.user, comment)) return forbidden(NOT_AUTHOR);
    await ctx.db.delete(taskComments).where(and(eq(taskComments.tenantId, ctx.tenant.id), eq(taskComments.id, comment.id)));
    return noContent();
  },
} satisfies HandlerMap;
