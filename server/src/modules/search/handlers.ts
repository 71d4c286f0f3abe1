import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Db } from '../../db/client.ts';
import { calendarEvents } from '../../db/schema/calendars.ts';
import { ok, type HandlerMap } from '../../http/handler.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { eventSummary, untitledEvent } from '../events/present.ts';

import { KINDS, type SearchKind } from './kinds.ts';
import { searchWords, tsQuery } from './query.ts';
import { rowsOf } from '../../db/rows.ts';

// Global search (contract tag `search`): one statement, a UNION ALL of the kinds the user may list.

const DEFAULT_LIMIT = 5;

type Hit = { id: number; title: string; subtitle: string | null; rank: number; profile_type: ProfileType | null; calendar_id: number | null; start: string | null; all_day: boolean | null };
type ProfileType = Schema<'ProfileType'>;

// Keyed by the contract's kinds, so a new kind fails the type check here. The union reads profiles.type, which
// holds only these.
const PROFILE_TYPES: Readonly<Record<ProfileType, true>> = { customer: true, agent: true, company: true, salesperson: true, supplier: true, lead: true, temporary: true };
const isProfileType = (v: unknown): v is ProfileType => typeof v === 'string' && Object.hasOwn(PROFILE_TYPES, v);

const toHit = (r: Record<string, unknown>): Hit => ({
  id: Number(r.id),
  title: typeof r.title === 'string' ? r.title : '',
  subtitle: typeof r.subtitle === 'string' && r.subtitle.trim() !== '' ? r.subtitle : null,
  rank: Math.max(0, Number(r.rank) || 0),
  profile_type: isProfileType(r.profile_type) ? r.profile_type : null,
  calendar_id: r.calendar_id === null || r.calendar_id === undefined ? null : Number(r.calendar_id),
  start: typeof r.start === 'string' ? r.start : null,
  all_day: typeof r.all_day === 'boolean' ? r.all_day : null,
});

/** Hits grouped by kind; groups ordered by their best hit (then in the kinds' order), hits by rank as read. */
export function groupHits(rows: readonly Record<string, unknown>[]): { kind: SearchKind; hits: Hit[] }[] {
  const groups = new Map<SearchKind, Hit[]>();
  for (const r of rows) {
    const kind = KINDS.find((k) => k.kind === r.kind)?.kind;
    if (!kind) continue;
    const list = groups.get(kind) ?? [];
    list.push(toHit(r));
    groups.set(kind, list);
  }
  const order = (kind: SearchKind) => KINDS.findIndex((k) => k.kind === kind);
  const best = (hits: readonly Hit[]) => Math.max(...hits.map((h) => h.rank));
  return [...groups.entries()]
    .map(([kind, hits]) => ({ kind, hits }))
    .sort((a, b) => best(b.hits) - best(a.hits) || order(a.kind) - order(b.kind));
}

/**
 * Event hits titled as the calendar shows them to this reader: a leave's kind and requester, a task's 'Costo '
 * prefix, 'Evento senza titolo', in the reader's language (the stored summary holds only the data).
 */
async function wordEventTitles(db: Db, tenantId: number, rows: Record<string, unknown>[], language: Language): Promise<void> {
  const ids = rows.filter((r) => r.kind === 'events').map((r) => Number(r.id));
  if (ids.length === 0) return;
  const events = await db
    .select({ id: calendarEvents.id, summary: calendarEvents.summary, type: calendarEvents.type, vacationId: calendarEvents.vacationId, taskId: calendarEvents.taskId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.tenantId, tenantId), inArray(calendarEvents.id, ids)));
  const titles = new Map(events.map((e) => [e.id, eventSummary(e, language)]));
  for (const r of rows) {
    if (r.kind !== 'events') continue;
    const title = titles.get(Number(r.id));
    r.title = title !== null && title !== undefined && title.trim() !== '' ? title : untitledEvent(language);
  }
}

export const handlers = {
  searchRecords: async (ctx) => {
    const words = searchWords(ctx.query.q);
    const allowed = KINDS.filter((k) => ctx.can(k.permission));
    if (words.length === 0 || allowed.length === 0) return ok({ groups: [] });
    const q = { tenantId: ctx.tenant.id, viewerId: ctx.user.id, query: tsQuery(words), limit: ctx.query.limit ?? DEFAULT_LIMIT };
    const union = sql.join(
      allowed.map((k) => sql`(${k.select(q)})`),
      sql` union all `,
    );
    const rows = rowsOf(await ctx.db.execute(sql`${union} order by rank desc, kind, id desc`));
    await wordEventTitles(ctx.db, ctx.tenant.id, rows, ctx.language);
    return ok({ groups: groupHits(rows) });
  },
} satisfies HandlerMap;
