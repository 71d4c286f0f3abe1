import type { Db } from '../db/client.ts';
import { auditEntries, type AuditChanges } from '../db/schema/audit.ts';
import type { components } from '../../../src/api/schema.gen.ts';

// Appends to the audit log. Callers pass field values only: passwords and tokens are never among them.

export type AuditAction = components['schemas']['AuditAction'];
export type AuditSubjectType = 'user' | 'role' | 'setting' | 'session' | 'mail' | 'import';

export type AuditActor = { readonly id: number; readonly name: string; readonly email: string } | null;

export type AuditRecord = {
  readonly tenantId: number;
  readonly actor: AuditActor;
  /** The e-mail typed at a sign-in when there is no actor. */
  readonly email?: string | null;
  readonly action: AuditAction;
  readonly ip: string;
  readonly now: string;
  readonly subject?: { readonly type: AuditSubjectType; readonly id: number | null; readonly label: string | null };
  readonly changes?: AuditChanges;
};

export async function recordAudit(db: Db, r: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values({
    tenantId: r.tenantId,
    userId: r.actor && r.actor.id > 0 ? r.actor.id : null,
    userName: r.actor?.name ?? null,
    email: r.actor?.email ?? r.email ?? null,
    action: r.action,
    ip: r.ip,
    subjectType: r.subject?.type ?? null,
    subjectId: r.subject?.id ?? null,
    subjectLabel: r.subject?.label ?? null,
    changes: r.changes ?? {},
    createdAt: r.now,
  });
}

/** The fields of `after` whose value differs from `before`, each with both values. */
export function fieldChanges<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const out: AuditChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    if (JSON.stringify(old) !== JSON.stringify(value)) out[key] = { before: old ?? null, after: value };
  }
  return out;
}

/** A set-valued field (role permissions, team members) as what was added and removed, plus both lists. */
export function setChange(field: string, before: readonly (string | number)[], after: readonly (string | number)[]): AuditChanges {
  const b = [...before].sort();
  const a = [...after].sort();
  return JSON.stringify(a) === JSON.stringify(b) ? {} : { [field]: { before: b, after: a } };
}
