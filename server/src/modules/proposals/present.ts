import type { Db } from '../../db/client.ts';
import { tidy } from '../catalog/decimal.ts';
import { customersById, type CustomerInfo } from '../quotes/repository.ts';
import { userSummaries, type UserSummary } from '../tasks/people.ts';
import { addresseesOf, linesOf, type ProposalAddresseeRecord, type ProposalLine, type ProposalRecord } from './repository.ts';
import { proposalTotals, rowFigures } from './totals.ts';

// Proposal record → wire object (contract `Proposal`). The same shape is frozen into revision snapshots.

const format = (w: number | null, h: number | null) => (w !== null && h !== null ? { width_mm: w, height_mm: h } : null);

export const presentLine = (l: ProposalLine) => ({
  id: l.id,
  article_id: l.articleId,
  description: l.description,
  format: format(l.formatWidthMm, l.formatHeightMm),
  thickness_micron: l.thicknessMicron,
  bands: l.bands,
  punctures: l.punctures,
  print_subjects: l.printSubjects,
  cliche_cost: tidy(l.clicheCost),
  quantity: tidy(l.quantity, 0),
  unit: l.unit,
  unit_price: tidy(l.unitPrice),
  discount_percent: tidy(l.discountPercent),
  total: tidy(l.total),
});

export type PresentedProposal = ReturnType<ReturnType<typeof presenter>>;

function presenter(
  lines: Map<number, ProposalLine[]>,
  people: Map<number, ProposalAddresseeRecord[]>,
  customers: Map<number, CustomerInfo>,
  users: Map<number, UserSummary>,
) {
  return (row: ProposalRecord) => {
    const own = lines.get(row.id) ?? [];
    const customer = customers.get(row.customerId);
    const figures = own.map((l) => rowFigures(l.quantity, l.unitPrice, l.discountPercent, l.clicheCost));
    return {
      id: row.id,
      number: row.number,
      revision: row.revision,
      date: row.date,
      validity_days: row.validityDays,
      valid_until: row.validUntil,
      status: row.status,
      customer: { id: row.customerId, name: customer?.name ?? '', type: customer?.type ?? 'customer' },
      addressees: (people.get(row.id) ?? []).map((x) => ({ id: x.id, name: x.name, email: x.email })),
      payment_method: row.paymentMethod,
      incoterm: row.incoterm,
      delivery_addresses: row.deliveryAddresses.map((d) => ({
        label: d.label ?? null,
        street: d.street,
        city: d.city,
        province: d.province ?? null,
        postal_code: d.postal_code ?? null,
        country: d.country,
      })),
      discounts: row.discounts.map((d) => ({ description: d.description, percent: tidy(d.percent) })),
      notes: row.notes,
      agent: row.agentId === null ? null : (users.get(row.agentId) ?? null),
      rows: own.map(presentLine),
      totals: proposalTotals(
        figures,
        row.discounts.map((d) => d.percent),
      ),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  };
}

/** Loads rows, addressees, customers and agents for a page of proposals (four queries) and presents them. */
export async function presentProposals(db: Db, tenantId: number, rows: readonly ProposalRecord[]): Promise<PresentedProposal[]> {
  const ids = rows.map((r) => r.id);
  const [lines, people, customers, users] = await Promise.all([
    linesOf(db, tenantId, ids),
    addresseesOf(db, tenantId, ids),
    customersById(db, tenantId, [...new Set(rows.map((r) => r.customerId))]),
    userSummaries(
      db,
      tenantId,
      rows.map((r) => r.agentId),
    ),
  ]);
  return rows.map(presenter(lines, people, customers, users));
}

export async function presentProposal(db: Db, tenantId: number, row: ProposalRecord): Promise<PresentedProposal> {
  const [out] = await presentProposals(db, tenantId, [row]);
  if (!out) throw new Error('presenting one proposal gave none');
  return out;
}
