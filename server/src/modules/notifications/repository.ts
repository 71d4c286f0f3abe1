import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { ADMIN_ROLE } from '../../auth/authenticate.ts';
import { rolePermissions, roles, users } from '../../db/schema/core.ts';
import { notifications as n } from '../../db/schema/notifications.ts';
import { encodeRecipients, NOTIFICATION_CHANNEL } from './hub.ts';

// Notifications of one user, always read by tenant AND user: nobody reads, marks or streams another's.

export type NotificationKind = 'vacation.pending' | 'vacation.decided' | 'sample.pending' | 'sample.decided' | 'task.assigned' | 'proposal.sent' | 'proposal.failed';
export type RecordType = 'vacation' | 'sample' | 'task' | 'proposal';
export type NotificationParams = Record<string, string | number | boolean | null>;

export type NewNotification = { kind: NotificationKind; recordType: RecordType; recordId: number; params: NotificationParams };

export type NotificationRow = typeof n.$inferSelect;

/**
 * Writes one notification per recipient and signals the listening streams (hub.ts). Pass the transaction of the
 * event that causes it: the rows and the signal exist only if the event commits.
 */
export async function notifyUsers(tx: Db, tenantId: number, recipients: readonly number[], what: NewNotification, now: string): Promise<void> {
  const to = [...new Set(recipients)];
  if (to.length === 0) return;
  await tx.insert(n).values(to.map((userId) => ({ tenantId, userId, kind: what.kind, recordType: what.recordType, recordId: what.recordId, params: what.params, createdAt: now })));
  await signalUsers(tx, tenantId, to);
}

/**
 * Removes the notifications about a record that is gone (deleted, withdrawn), of every kind or of one: left in the
 * bell, they would open a screen saying the record does not exist.
 */
export async function forgetNotifications(tx: Db, tenantId: number, recordType: RecordType, recordId: number, kind?: NotificationKind): Promise<void> {
  const gone = await tx
    .delete(n)
    .where(and(eq(n.tenantId, tenantId), eq(n.recordType, recordType), eq(n.recordId, recordId), ...(kind !== undefined ? [eq(n.kind, kind)] : [])))
    .returning({ userId: n.userId });
  // Their open bells' unread count follows (the stream's `unread` event no longer lists them).
  await signalUsers(tx, tenantId, gone.map((r) => r.userId));
}

/**
 * Marks read, for every recipient, the notifications of one kind about a record that asked for a decision now made
 * (a leave request decided, a sample approved or denied): left unread, the bell would still ask the other approvers
 * to decide what someone already decided. They stay in the list (the request was made), only no longer as news.
 */
export async function resolveNotifications(tx: Db, tenantId: number, recordType: RecordType, recordId: number, kind: NotificationKind, now: string): Promise<void> {
  const resolved = await tx
    .update(n)
    .set({ readAt: now })
    .where(and(eq(n.tenantId, tenantId), eq(n.recordType, recordType), eq(n.recordId, recordId), eq(n.kind, kind), isNull(n.readAt)))
    .returning({ userId: n.userId });
  // Their open bells hear it (the stream's `unread` event): else the count stayed until the next page load.
  await signalUsers(tx, tenantId, resolved.map((r) => r.userId));
}

/** Wakes the open streams of these users (hub.ts): their notifications changed. Sent at commit, if any. */
async function signalUsers(db: Db, tenantId: number, userIds: readonly number[]): Promise<void> {
  const to = [...new Set(userIds)];
  if (to.length > 0) await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeRecipients(tenantId, to)})`);
}

/** Active users of the tenant who hold a permission (administrators hold them all), but not those excluded. */
export async function holdersOf(db: Db, tenantId: number, permission: string, exclude: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        or(eq(roles.name, ADMIN_ROLE), sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.permission} = ${permission})`),
      ),
    );
  return rows.map((r) => r.id).filter((id) => !exclude.includes(id));
}

const mine = (tenantId: number, userId: number) => and(eq(n.tenantId, tenantId), eq(n.userId, userId));

export async function listNotifications(db: Db, tenantId: number, userId: number, unread: boolean, limit: number, offset: number): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(mine(tenantId, userId), unread ? isNull(n.readAt) : undefined);
  const [rows, [totalRow]] = await Promise.all([db.select().from(n).where(where).orderBy(desc(n.id)).limit(limit).offset(offset), db.select({ total: count() }).from(n).where(where)]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The user's notifications newer than `after`, oldest first (what a stream sends next). */
export async function notificationsAfter(db: Db, tenantId: number, userId: number, after: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(n)
    .where(and(mine(tenantId, userId), gt(n.id, after)))
    .orderBy(n.id)
    .limit(100);
}

/** The user's newest notification id (0 when none): where a stream without `after` starts. */
export async function lastNotificationId(db: Db, tenantId: number, userId: number): Promise<number> {
  const [row] = await db.select({ id: n.id }).from(n).where(mine(tenantId, userId)).orderBy(desc(n.id)).limit(1);
  return row?.id ?? 0;
}

/** The newest unread ids a stream's `unread` event lists: more than the bell's panel ever shows. */
export const UNREAD_IDS_LIMIT = 100;

/** The newest ids, read or not, the same event lists as still there: likewise more than the panel shows. */
export const RECENT_IDS_LIMIT = 100;

export type UnreadState = { readonly count: number; readonly ids: readonly number[]; readonly recent: readonly number[] };

/**
 * The user's unread notifications up to `through` (the newest id a stream has sent): how many, and the newest
 * UNREAD_IDS_LIMIT ids. Bounded by `through` so that the count never includes a notification the stream has not sent.
 * With them the newest RECENT_IDS_LIMIT ids of the user's notifications up to `through`, read or not: an open bell
 * drops an entry no longer among them (its record was deleted or withdrawn: forgetNotifications removed it), which
 * it otherwise kept, shown as read, its link leading to "not found".
 */
export async function unreadState(db: Db, tenantId: number, userId: number, through: number): Promise<UnreadState> {
  const where = and(mine(tenantId, userId), isNull(n.readAt), lte(n.id, through));
  const [rows, [total], recent] = await Promise.all([
    db.select({ id: n.id }).from(n).where(where).orderBy(desc(n.id)).limit(UNREAD_IDS_LIMIT),
    db.select({ total: count() }).from(n).where(where),
    db.select({ id: n.id }).from(n).where(and(mine(tenantId, userId), lte(n.id, through))).orderBy(desc(n.id)).limit(RECENT_IDS_LIMIT),
  ]);
  return { count: total?.total ?? 0, ids: rows.map((r) => r.id), recent: recent.map((r) => r.id) };
}

/**
 * Marks one read (the first reading time stays); null when it is not this user's. The user's other open bells (another
 * tab, a phone) hear it on their stream.
 */
export async function markRead(db: Db, tenantId: number, userId: number, id: number, now: string): Promise<NotificationRow | null> {
  const changed = await db
    .update(n)
    .set({ readAt: now })
    .where(and(mine(tenantId, userId), eq(n.id, id), isNull(n.readAt)))
    .returning({ id: n.id });
  if (changed.length > 0) await signalUsers(db, tenantId, [userId]);
  const [row] = await db
    .select()
    .from(n)
    .where(and(mine(tenantId, userId), eq(n.id, id)));
  return row ?? null;
}

export async function markAllRead(db: Db, tenantId: number, userId: number, now: string): Promise<void> {
  const changed = await db
    .update(n)
    .set({ readAt: now })
    .where(and(mine(tenantId, userId), isNull(n.readAt)))
    .returning({ id: n.id });
  if (changed.length > 0) await signalUsers(db, tenantId, [userId]);
}

export const presentNotification = (r: NotificationRow): Schema<'Notification'> => ({
  id: r.id,
  kind: r.kind,
  record_type: r.recordType,
  record_id: r.recordId,
  params: r.params,
  created_at: r.createdAt,
  read_at: r.readAt,
});

