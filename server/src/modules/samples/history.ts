import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sampleEvents, type SampleFieldChange } from '../../db/schema/samples.ts';
import { userSummaries } from '../tasks/people.ts';
import type { SampleFields, SampleRecord } from './repository.ts';

// A sample's history (contract getSampleHistory): written next to what it records, never updated.

/** The editable columns and their contract names, in the order a change list shows them. */
const FIELDS = {
  date: 'date',
  customerId: 'customer_id',
  customerContact: 'customer_contact',
  customerNotes: 'customer_notes',
  agentId: 'agent_id',
  salesManagerId: 'sales_manager_id',
  newProject: 'new_project',
  materials: 'materials',
  weight: 'weight',
  machineName: 'machine_name',
  machineType: 'machine_type',
  packingSpeed: 'packing_speed',
  formatWidthMm: 'format_width_mm',
  formatHeightMm: 'format_height_mm',
  thicknessMicron: 'thickness_micron',
  priceTarget: 'price_target',
  volume: 'volume',
  deliveryTime: 'delivery_time',
} as const satisfies Partial<Record<keyof SampleRecord, string>>;

type Column = keyof typeof FIELDS;

/** The technical and commercial fields the departments evaluated: changing one on an approved sample reopens it. */
export const REVIEWED: readonly Column[] = ['materials', 'weight', 'machineName', 'machineType', 'packingSpeed', 'formatWidthMm', 'formatHeightMm', 'thicknessMicron', 'priceTarget', 'volume', 'deliveryTime'];

// Decimals come back with the column's scale ("95.5000"): compare them as numbers.
const comparable = (value: unknown): string => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? String(Number(value)) : JSON.stringify(value ?? null));
// …and record them without the padding ("95.5").
const shown = (value: unknown): unknown => (typeof value === 'string' && /^-?\d+\.\d+$/.test(value) ? String(Number(value)) : (value ?? null));

export type FieldChange = SampleFieldChange & { readonly column: Column };

/** The fields an update changes, before and after. */
export function fieldChanges(before: SampleRecord, after: SampleFields): FieldChange[] {
  const next = after as Partial<Record<Column, unknown>>;
  return (Object.keys(FIELDS) as Column[])
    .filter((column) => column in next && comparable(before[column]) !== comparable(next[column]))
    .map((column) => ({ column, field: FIELDS[column], before: shown(before[column]), after: shown(next[column]) }));
}

export type SampleEvent = {
  readonly kind: 'created' | 'updated' | 'decision' | 'reopened';
  readonly userId: number;
  readonly at: string;
  readonly department?: string;
  readonly status?: string;
  readonly changes?: readonly FieldChange[];
};

export async function recordEvent(db: Db, tenantId: number, sampleId: number, event: SampleEvent): Promise<void> {
  await db.insert(sampleEvents).values({
    tenantId,
    sampleId,
    at: event.at,
    userId: event.userId,
    kind: event.kind,
    department: event.department ?? null,
    status: event.status ?? null,
    changes: (event.changes ?? []).map(({ field, before, after }) => ({ field, before, after })),
  });
}

export async function sampleHistory(db: Db, tenantId: number, sampleId: number) {
  const rows = await db
    .select()
    .from(sampleEvents)
    .where(and(eq(sampleEvents.tenantId, tenantId), eq(sampleEvents.sampleId, sampleId)))
    .orderBy(desc(sampleEvents.at), desc(sampleEvents.id));
  const people = await userSummaries(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    user: r.userId === null ? null : (people.get(r.userId) ?? null),
    kind: r.kind as SampleEvent['kind'],
    department: r.department as 'technical_direction' | 'sales_management' | null,
    status: r.status as 'pending' | 'approved' | 'evaluated' | 'denied' | null,
    changes: r.changes,
  }));
}
