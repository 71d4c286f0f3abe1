import type { salesReports } from '../../db/schema/salesReports.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { profileName } from '../profiles/name.ts';

// Row → wire SalesReport.

export type SalesReportRow = {
  readonly report: typeof salesReports.$inferSelect;
  readonly profile: { id: number; type: Schema<'ProfileType'>; businessName: string | null; firstName: string | null; lastName: string | null };
  readonly user: { id: number; name: string; email: string; avatarUrl: string | null } | null;
};

type Named = { readonly id: number; readonly name: string };

export type SalesReportView = Schema<'SalesReport'>;

export function presentSalesReport(row: SalesReportRow, materials: readonly Named[], interests: readonly Named[]): SalesReportView {
  const r = row.report;
  return {
    id: r.id,
    date: r.date,
    profile: { id: row.profile.id, name: profileName(row.profile), type: row.profile.type },
    // The author may have been deleted since: the report stays, shown under a neutral name.
    user: row.user
      ? { id: row.user.id, name: row.user.name, email: row.user.email, avatar_url: row.user.avatarUrl }
      : { id: r.userId ?? 0, name: '', email: '', avatar_url: null },
    contact_type: r.contactType,
    summary: r.summary,
    notes: r.notes,
    outcome: r.outcome,
    next_action: r.nextAction,
    // A next action given as a day has no time to show ("… 00:00" read as a time nobody chose).
    next_action_at: r.nextActionAt !== null && !r.nextActionTimed ? r.nextActionAt.slice(0, 10) : r.nextActionAt,
    materials: [...materials],
    interests: [...interests],
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
