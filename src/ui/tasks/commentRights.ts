import type { ScopeActor } from '../../domain/recordScope.ts';

// Who changes a comment on a task (contract updateTaskComment/deleteTaskComment, server tasks/comments.ts): its
// author, or an administrator; anyone else is refused (403), so the screen offers them neither edit nor delete.

export const mayChangeComment = (actor: Pick<ScopeActor, 'id' | 'role'>, comment: { readonly author: { readonly id: number } | null }): boolean =>
  actor.role === 'admin' || actor.role === 'sub_admin' || (comment.author !== null && comment.author.id === actor.id);
