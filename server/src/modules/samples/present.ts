import type { Db } from '../../db/client.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { customersById, type CustomerInfo } from '../quotes/repository.ts';
import { userSummaries, type UserSummary } from '../tasks/people.ts';
import { testResultsOf, type SampleRecord, type TestResultRecord } from './repository.ts';

// Sample record → wire object (contract `Sample`).

export type PresentedSample = Schema<'Sample'>;

function presenter(results: Map<number, TestResultRecord[]>, customers: Map<number, CustomerInfo>, users: Map<number, UserSummary>) {
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return (row: SampleRecord): PresentedSample => {
    const customer = customers.get(row.customerId);
    return {
      id: row.id,
      number: row.number,
      date: row.date,
      status: row.status,
      customer: { id: row.customerId, name: customer?.name ?? '', type: customer?.type ?? 'customer' },
      customer_data: { contact: row.customerContact, notes: row.customerNotes },
      agent: user(row.agentId),
      sales_manager: user(row.salesManagerId),
      materials: row.materials,
      weight: row.weight === null ? null : tidy(row.weight, 0),
      machine_name: row.machineName,
      machine_type: row.machineType,
      packing_speed: row.packingSpeed,
      format: row.formatWidthMm !== null && row.formatHeightMm !== null ? { width_mm: row.formatWidthMm, height_mm: row.formatHeightMm } : null,
      thickness_micron: row.thicknessMicron,
      price_target: row.priceTarget === null ? null : tidy(row.priceTarget),
      volume: row.volume,
      delivery_time: row.deliveryTime,
      new_project: row.newProject,
      test_results: (results.get(row.id) ?? []).map((r) => ({ id: r.id, date: r.date, outcome: r.outcome, notes: r.notes })),
      approvals: {
        technical_direction: { status: row.technicalStatus, by: user(row.technicalById), at: row.technicalAt, notes: row.technicalNotes },
        sales_management: { status: row.salesStatus, by: user(row.salesById), at: row.salesAt, notes: row.salesNotes },
      },
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  };
}

export async function presentSamples(db: Db, tenantId: number, rows: readonly SampleRecord[]): Promise<PresentedSample[]> {
  const [results, customers, users] = await Promise.all([
    testResultsOf(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
    customersById(db, tenantId, [...new Set(rows.map((r) => r.customerId))]),
    userSummaries(
      db,
      tenantId,
      rows.flatMap((r) => [r.agentId, r.salesManagerId, r.technicalById, r.salesById]),
    ),
  ]);
  return rows.map(presenter(results, customers, users));
}

export async function presentSample(db: Db, tenantId: number, row: SampleRecord): Promise<PresentedSample> {
  const [out] = await presentSamples(db, tenantId, [row]);
  if (!out) throw new Error('presenting one sample gave none');
  return out;
}
