import { isWireDate } from '../../../../src/domain/dateTime.ts';
import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { customerExists, existingArticleIds } from '../quotes/repository.ts';
import { isPercent, selectedInvalid, tenantUserIds } from '../salesDocuments/references.ts';
import { childIdsOf, type AddresseeInput, type LineInput, type ProposalHeader } from './repository.ts';
import { fitsNumeric } from '../catalog/decimal.ts';
import { ROW_TOTAL_TOO_LARGE } from '../quotes/totals.ts';
import { addDays, rowFigures } from './totals.ts';

// ProposalInput / ProposalUpdate → header, rows and addressees with server-computed amounts. Unknown customer,
// agent, article, row or addressee ids answer 422, as do percentages outside 0–100.

type ProposalBody = Body<'createProposal'> | Body<'updateProposal'>;

export type ProposalData = { header: ProposalHeader; lines: LineInput[]; addressees: AddresseeInput[] };

/** `defaults`: today and 30 days on creation; the proposal's own date and validity on update. */
export async function proposalInput(
  db: Db,
  tenantId: number,
  body: ProposalBody,
  defaults: { date: string; validityDays: number },
  proposalId: number | null,
): Promise<ProposalData | Failure> {
  const errors: Record<string, string[]> = {};
  if (!(await customerExists(db, tenantId, body.customer_id))) errors.customer_id = [selectedInvalid('customer_id')];
  const agentId = body.agent_id ?? null;
  if (agentId !== null && !(await tenantUserIds(db, tenantId, [agentId])).has(agentId)) errors.agent_id = [selectedInvalid('agent_id')];

  const known = await existingArticleIds(db, tenantId, body.rows.flatMap((row) => (row.article_id ? [row.article_id] : [])));
  const own = proposalId === null ? { rows: new Set<number>(), addressees: new Set<number>() } : await childIdsOf(db, tenantId, proposalId);
  const usedRows = new Set<number>();
  body.rows.forEach((row, i) => {
    if (row.article_id && !known.has(row.article_id)) errors[`rows.${i}.article_id`] = [selectedInvalid('article_id')];
    if (row.id !== undefined) {
      if (!own.rows.has(row.id) || usedRows.has(row.id)) errors[`rows.${i}.id`] = [selectedInvalid('row id')];
      usedRows.add(row.id);
    }
    if (row.discount_percent !== undefined && !isPercent(row.discount_percent)) {
      errors[`rows.${i}.discount_percent`] = ['The discount percent must be between 0 and 100.'];
    }
    if (row.cliche_cost !== undefined && row.cliche_cost.startsWith('-')) errors[`rows.${i}.cliche_cost`] = ['The cliche cost must be at least 0.'];
    // Each amount fits the contract alone; their product may not fit the row's numeric(16,2) total.
    const computable = !errors[`rows.${i}.discount_percent`] && !errors[`rows.${i}.cliche_cost`];
    if (computable && !fitsNumeric(rowFigures(row.quantity, row.unit_price, row.discount_percent ?? '0', row.cliche_cost ?? '0').total, 16, 2)) {
      errors[`rows.${i}.quantity`] = [ROW_TOTAL_TOO_LARGE];
    }
  });
  const usedPeople = new Set<number>();
  (body.addressees ?? []).forEach((x, i) => {
    if (x.id === undefined) return;
    if (!own.addressees.has(x.id) || usedPeople.has(x.id)) errors[`addressees.${i}.id`] = [selectedInvalid('addressee id')];
    usedPeople.add(x.id);
  });
  (body.discounts ?? []).forEach((d, i) => {
    if (!isPercent(d.percent)) errors[`discounts.${i}.percent`] = ['The percent must be between 0 and 100.'];
  });
  if (Object.keys(errors).length > 0) return invalid(errors);

  const date = body.date ?? defaults.date;
  const validityDays = body.validity_days ?? defaults.validityDays;
  const validUntil = addDays(date, validityDays);
  // A real date near the end of the calendar can still have no valid-until date after it.
  if (!isWireDate(validUntil)) return invalid({ date: ['The date plus the validity days must be on or before 9999-12-31.'] });
  const lines = body.rows.map((row, position): LineInput => {
    const discountPercent = row.discount_percent ?? '0';
    const clicheCost = row.cliche_cost ?? '0';
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      position,
      articleId: row.article_id ?? null,
      description: row.description,
      formatWidthMm: row.format?.width_mm ?? null,
      formatHeightMm: row.format?.height_mm ?? null,
      thicknessMicron: row.thickness_micron ?? null,
      bands: row.bands ?? null,
      punctures: row.punctures ?? null,
      printSubjects: row.print_subjects ?? null,
      clicheCost,
      quantity: row.quantity,
      unit: row.unit,
      unitPrice: row.unit_price,
      discountPercent,
      total: rowFigures(row.quantity, row.unit_price, discountPercent, clicheCost).total,
    };
  });
  const addressees = (body.addressees ?? []).map((x, position): AddresseeInput => ({
    ...(x.id === undefined ? {} : { id: x.id }),
    position,
    name: x.name,
    email: x.email ?? null,
  }));
  return {
    header: {
      date,
      validityDays,
      validUntil,
      customerId: body.customer_id,
      paymentMethod: body.payment_method ?? null,
      incoterm: body.incoterm ?? null,
      deliveryAddresses: (body.delivery_addresses ?? []).map((d) => ({ ...d })),
      discounts: (body.discounts ?? []).map((d) => ({ description: d.description, percent: d.percent })),
      notes: body.notes ?? null,
      agentId,
    },
    lines,
    addressees,
  };
}
