import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt, wallClock } from '../columns.ts';
import { tenants, users } from './core.ts';
import { profiles } from './directory.ts';
import { works } from './works.ts';

// Tasks (cost items) with time tracking, their types, checklists and comments. Media: core `media` (owner_type 'task').

export const taskTypes = pgTable(
  'task_types',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('task_types_tenant_name').on(t.tenantId, t.name)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** started | paused | completed; changed only by the status call. */
    status: text('status').notNull().default('paused'),
    summary: text('summary').notNull(),
    description: text('description'),
    start: wallClock('start'),
    end: wallClock('end'),
    /** A directory profile (customer...). */
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    taskTypeId: integer('task_type_id').references(() => taskTypes.id, { onDelete: 'restrict' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Total seconds of the finished runs. */
    trackedSeconds: integer('tracked_seconds').notNull().default(0),
    /** Wall-clock start of the current run (shown to people). */
    startedAt: wallClock('started_at'),
    /**
     * The same moment as an instant: elapsed time is measured on it, so a run across a daylight-saving change
     * counts its real length, not the wall-clock difference.
     */
    runStartedAt: instant('run_started_at'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: wallClock('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * `status = 'completed'`, computed by the database (migration 0023): the default order's index reads this instead
     * of `status`, so that a start or a pause changes no indexed value and is an in-place (HOT) update. Never
     * written: exports and backups leave generated columns out (tenancy/tables.ts, backup/copyDump.ts).
     */
    isCompleted: boolean('is_completed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'completed'`),
  },
  (t) => [
    // No index may hold `status` (nor its other columns a start or a pause writes: started_at, run_started_at,
    // started_by, tracked_seconds, updated_at), or a status change rewrites every index of the table (migration 0023).
    index('tasks_work').on(t.tenantId, t.workId),
    index('tasks_assignee').on(t.tenantId, t.assigneeId),
    // The task list's default order (tasks/handlers.ts OPEN_FIRST, then id): a page walks this index and stops
    // after its rows instead of sorting every task of the tenant. Its first two columns also find a tenant's open
    // tasks for the status filters (tasks/statusFilter.ts).
    index('tasks_default_order').on(t.tenantId, t.isCompleted, t.start.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id),
  ],
);

/** A text search document as the database stores it; only the database reads it (global search). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A task's global search document (db/searchVector.ts `searchDocument([summary], [description])`), kept out of the
 * task's row so that a status change, which rewrites every index of `tasks`, does not rewrite the full-text one
 * (issue 36.3). Written only by the row triggers of migration 0022 when a task is inserted or its summary or
 * description changes: no handler writes it. Derived data: backups carry the tasks, not this (db/derivedTables.ts).
 */
export const taskSearchDocuments = pgTable(
  'task_search',
  {
    taskId: integer('task_id')
      .primaryKey()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The task's, copied: the search scans this table alone, by its index then the tenant (modules/search/kinds.ts). */
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
  },
  (t) => [index('task_search_document').using('gin', t.document).with({ fastupdate: 'off' })],
);

export const taskChecklists = pgTable(
  'task_checklists',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_checklists_task').on(t.taskId, t.position)],
);

export const taskChecklistItems = pgTable(
  'task_checklist_items',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    checklistId: integer('checklist_id').notNull().references(() => taskChecklists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    checked: boolean('checked').notNull().default(false),
    checkedAt: wallClock('checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_checklist_items_checklist').on(t.checklistId, t.position)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_comments_task').on(t.taskId, t.id)],
);

/**
 * A task's moves on its workflow (issue 35, contract getTaskHistory): its creation and every status change the
 * status call made, with who and when. Append-only; recorded from migration 0020 on (older moves are not here).
 */
export const taskStatusEvents = pgTable(
  'task_status_events',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
    /** The status after the move: paused | started | completed. */
    status: text('status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: wallClock('at').notNull(),
  },
  (t) => [index('task_status_events_task').on(t.taskId, t.id)],
);
