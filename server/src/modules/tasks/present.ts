import type { Db } from '../../db/client.ts';
import { presentMedia } from '../../media/store.ts';
import { mediaOf } from '../works/mediaItems.ts';
import { profileSummaries } from '../works/repository.ts';
import { userSummaries, type UserSummary } from './people.ts';
import { checklistsOf, commentsOf, TASK_MEDIA, taskEvents, taskTypeNames, workNames, type ChecklistRow, type CommentRow, type ItemRow, type TaskRow } from './repository.ts';

// Task rows → wire (contract Task), with every related record loaded once per list.

export const presentItem = (i: ItemRow): Record<string, unknown> => ({
  id: i.id,
  name: i.name,
  position: i.position,
  checked: i.checked,
  checked_at: i.checkedAt,
});

export const presentChecklist = (c: ChecklistRow, items: readonly ItemRow[]): Record<string, unknown> => ({
  id: c.id,
  name: c.name,
  position: c.position,
  items: items.filter((i) => i.checklistId === c.id).map(presentItem),
});

export const presentComment = (c: CommentRow, author: UserSummary | null): Record<string, unknown> => ({
  id: c.id,
  body: c.body,
  author,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
});

export async function presentTasks(db: Db, tenantId: number, rows: readonly TaskRow[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((t) => t.id);
  const [profiles, workName, typeName, events, checklists, comments, files] = await Promise.all([
    profileSummaries(db, tenantId, rows.map((t) => t.profileId)),
    workNames(db, tenantId, rows.map((t) => t.workId)),
    taskTypeNames(db, tenantId, rows.map((t) => t.taskTypeId)),
    taskEvents(db, tenantId, ids),
    checklistsOf(db, tenantId, ids),
    commentsOf(db, tenantId, ids),
    mediaOf(db, tenantId, TASK_MEDIA, ids),
  ]);
  const people = await userSummaries(db, tenantId, [
    ...rows.flatMap((t) => [t.assigneeId, t.startedBy]),
    ...comments.map((c) => c.authorId),
  ]);
  const person = (id: number | null): UserSummary | null => (id === null ? null : (people.get(id) ?? null));
  return rows.map((t) => {
    const work = t.workId === null ? undefined : workName.get(t.workId);
    const type = t.taskTypeId === null ? undefined : typeName.get(t.taskTypeId);
    return {
      id: t.id,
      status: t.status,
      summary: t.summary,
      description: t.description,
      start: t.start,
      end: t.end,
      profile_id: t.profileId,
      profile: t.profileId === null ? null : (profiles.get(t.profileId) ?? null),
      work_id: t.workId,
      work: t.workId !== null && work !== undefined ? { id: t.workId, name: work } : null,
      task_type: t.taskTypeId !== null && type !== undefined ? { id: t.taskTypeId, name: type } : null,
      assignee: person(t.assigneeId),
      event: events.get(t.id) ?? null,
      checklists: checklists.lists.filter((c) => c.taskId === t.id).map((c) => presentChecklist(c, checklists.items)),
      comments: comments.filter((c) => c.taskId === t.id).map((c) => presentComment(c, person(c.authorId))),
      media: (files.get(t.id) ?? []).map(presentMedia),
      tracked_seconds: t.trackedSeconds,
      started_at: t.status === 'started' ? t.startedAt : null,
      started_by: t.status === 'started' ? person(t.startedBy) : null,
      completed_at: t.status === 'completed' ? t.completedAt : null,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
    };
  });
}

export async function presentTask(db: Db, tenantId: number, row: TaskRow): Promise<Record<string, unknown>> {
  const [one] = await presentTasks(db, tenantId, [row]);
  if (!one) throw new Error('presentTasks lost a row');
  return one;
}
