import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { calendarEventProfiles } from '../../db/schema/calendars.ts';
import { media } from '../../db/schema/core.ts';
import { profileContacts } from '../../db/schema/directory.ts';
import { documents } from '../../db/schema/documents.ts';
import { proposals } from '../../db/schema/proposals.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { salesReports } from '../../db/schema/salesReports.ts';
import { samples } from '../../db/schema/samples.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';
import { presentSummary, type ProfileRow } from './present.ts';
import { PROFILE_MEDIA } from './repository.ts';

// The merge dialog's preview (contract previewProfileMerge): what mergeInto (merge.ts) would move, counted per
// source, over the same tables and the same conditions.

type Counted = { readonly table: PgTable; readonly owner: AnyPgColumn; readonly tenant: AnyPgColumn; readonly extra?: SQL };

const COUNTED = {
  contacts: { table: profileContacts, owner: profileContacts.profileId, tenant: profileContacts.tenantId },
  media: { table: media, owner: media.ownerId, tenant: media.tenantId, extra: eq(media.ownerType, PROFILE_MEDIA) },
  events: { table: calendarEventProfiles, owner: calendarEventProfiles.profileId, tenant: calendarEventProfiles.tenantId },
  sales_reports: { table: salesReports, owner: salesReports.profileId, tenant: salesReports.tenantId },
  tasks: { table: tasks, owner: tasks.profileId, tenant: tasks.tenantId },
  works: { table: works, owner: works.customerId, tenant: works.tenantId },
  quotes: { table: quotes, owner: quotes.customerId, tenant: quotes.tenantId },
  proposals: { table: proposals, owner: proposals.customerId, tenant: proposals.tenantId },
  samples: { table: samples, owner: samples.customerId, tenant: samples.tenantId },
  documents: { table: documents, owner: documents.profileId, tenant: documents.tenantId },
} as const satisfies Record<string, Counted>;

type Part = keyof typeof COUNTED;

export type MergePreviewView = { readonly profile: ReturnType<typeof presentSummary> } & Record<Part, number>;

async function countsBy(db: Db, tenantId: number, ids: readonly number[], c: Counted): Promise<Map<number, number>> {
  const rows = await db
    .select({ owner: c.owner, n: count() })
    .from(c.table)
    .where(and(eq(c.tenant, tenantId), inArray(c.owner, [...ids]), c.extra))
    .groupBy(c.owner);
  return new Map(rows.map((r) => [Number(r.owner), Number(r.n)]));
}

export async function mergePreview(db: Db, tenantId: number, sources: readonly ProfileRow[]): Promise<MergePreviewView[]> {
  const ids = sources.map((s) => s.id);
  const parts = Object.keys(COUNTED) as Part[];
  const counts = await Promise.all(parts.map((part) => countsBy(db, tenantId, ids, COUNTED[part])));
  return sources.map((s) => {
    const entry = Object.fromEntries(parts.map((part, i) => [part, counts[i]?.get(s.id) ?? 0])) as Record<Part, number>;
    return { profile: presentSummary(s), ...entry };
  });
}
