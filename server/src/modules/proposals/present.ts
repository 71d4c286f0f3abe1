import type { Db } from '../../db/client.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { customersById, priceListNames, type CustomerInfo } from '../quotes/repository.ts';
import { articleFacts, type ArticleFacts } from './articles.ts';
import { userSummaries, type UserSummary } from '../tasks/people.ts';
import { addresseesOf, linesOf, type ProposalAddresseeRecord, type ProposalLine, type ProposalRecord } from './repository.ts';
import { proposalTotals, rowFigures } from '../../../../src/domain/proposalTotals.ts';

// Proposal record → wire object (contract `Proposal`). The same shape is frozen into revision snapshots.

const format = (w: number | null, h: number | null) => (w !== null && h !== null ? { width_mm: w, height_mm: h } : null);

/** Names of what rows refer to, so the wire row (and a frozen snapshot) reads without further look-ups. */
export type LineNames = { readonly articles: ReadonlyMap<number, ArticleFacts>; readonly priceLists: ReadonlyMap<number, string> };

export const presentLine =
  (names: LineNames) =>
  (l: ProposalLine): components['schemas']['ProposalRow'] => ({
  id: l.id,
  article_id: l.articleId,
  article_code: l.articleId === null ? null : (names.articles.get(l.articleId)?.code ?? null),
  price_list_id: l.priceListId,
  price_list_name: l.priceListId === null ? null : (names.priceLists.get(l.priceListId) ?? null),
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
  vat_rate: l.vatRate,
  total: tidy(l.total),
});

/** The wire proposal (contract `Proposal`); also what a revision snapshot freezes. */
export type PresentedProposal = components['schemas']['Proposal'];

function presenter(
  lines: Map<number, ProposalLine[]>,
  people: Map<number, ProposalAddresseeRecord[]>,
  customers: Map<number, CustomerInfo>,
  users: Map<number, UserSummary>,
  names: LineNames,
) {
  return (row: ProposalRecord): PresentedProposal => {
    const own = lines.get(row.id) ?? [];
    const customer = customers.get(row.customerId);
    const figures = own.map((l) => ({ ...rowFigures(l.quantity, l.unitPrice, l.discountPercent, l.clicheCost), vatRate: l.vatRate }));
    return {
      id: row.id,
      number: row.number,
      revision: row.revision,
      date: row.date,
      validity_days: row.validityDays,
      valid_until: row.validUntil,
      status: row.status,
      customer: { id: row.customerId, name: customer?.name ?? '', type: customer?.type ?? 'customer' },
      addressees: (people.get(row.id) ?? []).map((x) => ({ id: x.id, role: x.role, name: x.name, email: x.email, receives_mail: x.receivesMail })),
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
      rows: own.map(presentLine(names)),
      totals: proposalTotals(
        figures,
        row.discounts.map((d) => d.percent),
      ),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  };
}

/** Loads rows, addressees, customers, agents, articles and price lists for a page of proposals and presents them. */
export async function presentProposals(db: Db, tenantId: number, rows: readonly ProposalRecord[]): Promise<PresentedProposal[]> {
  const ids = rows.map((r) => r.id);
  const [lines, people] = await Promise.all([linesOf(db, tenantId, ids), addresseesOf(db, tenantId, ids)]);
  return presentWith(db, tenantId, rows, lines, people);
}

/** Presents proposals whose rows and addressees are already at hand (loading what they refer to). */
async function presentWith(
  db: Db,
  tenantId: number,
  rows: readonly ProposalRecord[],
  lines: Map<number, ProposalLine[]>,
  people: Map<number, ProposalAddresseeRecord[]>,
): Promise<PresentedProposal[]> {
  const [customers, users] = await Promise.all([
    customersById(db, tenantId, [...new Set(rows.map((r) => r.customerId))]),
    userSummaries(
      db,
      tenantId,
      rows.map((r) => r.agentId),
    ),
  ]);
  const all = [...lines.values()].flat();
  const [articles, priceLists] = await Promise.all([
    articleFacts(
      db,
      tenantId,
      all.flatMap((l) => (l.articleId === null ? [] : [l.articleId])),
    ),
    priceListNames(db, tenantId, [...new Set(all.flatMap((l) => (l.priceListId === null ? [] : [l.priceListId])))]),
  ]);
  return rows.map(presenter(lines, people, customers, users, { articles, priceLists }));
}

/** A proposal not saved (an edit as it would be stored, `asStored`), presented as it would read once saved. */
export async function presentUnsaved(db: Db, tenantId: number, unsaved: { row: ProposalRecord; lines: ProposalLine[]; addressees: ProposalAddresseeRecord[] }): Promise<PresentedProposal> {
  const id = unsaved.row.id;
  const [out] = await presentWith(db, tenantId, [unsaved.row], new Map([[id, unsaved.lines]]), new Map([[id, unsaved.addressees]]));
  if (!out) throw new Error('presenting one proposal gave none');
  return out;
}

export async function presentProposal(db: Db, tenantId: number, row: ProposalRecord): Promise<PresentedProposal> {
  const [out] = await presentProposals(db, tenantId, [row]);
  if (!out) throw new Error('presenting one proposal gave none');
  return out;
}

/**
 * A frozen revision as today's wire shape. Snapshots written before rows had a VAT rate (all then printed at the
 * tenant's 22 %), an article code or a price list, and addressees a role, get those fields' neutral values and
 * their totals per rate recomputed from their own rows; newer snapshots are returned as they are.
 */
export function upgradeSnapshot(snapshot: Record<string, unknown>): PresentedProposal {
  type OldRow = Omit<PresentedProposal['rows'][number], 'article_code' | 'price_list_id' | 'price_list_name' | 'vat_rate'> & Partial<PresentedProposal['rows'][number]>;
  type OldAddressee = Omit<PresentedProposal['addressees'][number], 'role' | 'receives_mail'> & Partial<PresentedProposal['addressees'][number]>;
  const old = snapshot as Omit<PresentedProposal, 'rows' | 'addressees' | 'totals'> & { rows?: OldRow[]; addressees?: OldAddressee[]; totals?: Partial<PresentedProposal['totals']> };
  if (Array.isArray(old.totals?.by_vat_rate)) return snapshot as PresentedProposal;
  const rows = (old.rows ?? []).map((r) => ({ ...r, article_code: r.article_code ?? null, price_list_id: r.price_list_id ?? null, price_list_name: r.price_list_name ?? null, vat_rate: r.vat_rate ?? ('22' as const) }));
  const figures = rows.map((r) => ({ ...rowFigures(r.quantity, r.unit_price, r.discount_percent, r.cliche_cost), vatRate: r.vat_rate }));
  return {
    ...old,
    addressees: (old.addressees ?? []).map((x) => ({ ...x, role: x.role ?? ('attention' as const), receives_mail: x.receives_mail ?? false })),
    rows,
    totals: proposalTotals(
      figures,
      (old.discounts ?? []).map((d) => d.percent),
    ),
  };
}
