import { isWireDate } from '../../../../src/domain/dateTime.ts';
import type { Db } from '../../db/client.ts';
import { invalid, type Failure } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { customerExists, priceListNames } from '../quotes/repository.ts';
import { isPercent, tenantUserIds } from '../../shared/salesDocuments/references.ts';
import { type AddresseeInput, type LineInput, type ProposalAddresseeRecord, type ProposalHeader, type ProposalLine, type ProposalRecord } from './repository.ts';
import { fitsNumeric, toScaled } from '../../../../src/domain/decimal.ts';
import { ROW_TOTAL_TOO_LARGE } from '../../shared/salesDocuments/rowTotal.ts';
import { articleFacts, rateOfArticle } from './articles.ts';
import { addDays, PROPOSAL_VAT_RATES, rowFigures, type ProposalVatRate } from '../../../../src/domain/proposalTotals.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { dateParam, fieldParam, message, numberParam, quotedParam, type Message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// ProposalInput / ProposalUpdate → header, rows and addressees with server-computed amounts.
// An update is a merge: the stored proposal is turned into a complete create body, the update's keys are laid
// over it (a row or addressee with an id over its stored self, key by key), and the result is validated as a
// creation would be. So a form that does not show a field can never wipe it. Unknown customer, agent, article,
// price list, row or addressee ids answer 422, as do amounts outside their bounds and a VAT rate outside the set.

type CreateBody = Body<'createProposal'>;
type UpdateBody = Body<'updateProposal'>;
type FullRow = CreateBody['rows'][number];
type FullAddressee = NonNullable<CreateBody['addressees']>[number];

export type ProposalData = { header: ProposalHeader; lines: LineInput[]; addressees: AddresseeInput[] };

/** Bounds no real proposal row reaches: a typo (an extra zero run) or a negative amount is refused. */
const MAX_QUANTITY = 1_000_000_000n;
const MAX_AMOUNT = 10_000_000n;
const S = 4;

const NEEDED_ON_NEW_ROW = ['description', 'quantity', 'unit', 'unit_price'] as const;

export const required = (field: string): Message => message('validation.required', { field: fieldParam(field) });

/** A stored row as the create body would carry it (the base an update is merged over). */
export const rowAsInput = (l: ProposalLine): FullRow & { id: number } => ({
  id: l.id,
  article_id: l.articleId,
  price_list_id: l.priceListId,
  description: l.description,
  format: l.formatWidthMm !== null && l.formatHeightMm !== null ? { width_mm: l.formatWidthMm, height_mm: l.formatHeightMm } : null,
  thickness_micron: l.thicknessMicron,
  bands: l.bands,
  punctures: l.punctures,
  print_subjects: l.printSubjects,
  cliche_cost: l.clicheCost,
  quantity: l.quantity,
  unit: l.unit,
  unit_price: l.unitPrice,
  discount_percent: l.discountPercent,
  vat_rate: l.vatRate,
});

const addresseeAsInput = (x: ProposalAddresseeRecord): FullAddressee & { id: number } => ({ id: x.id, role: x.role, name: x.name, email: x.email, receives_mail: x.receivesMail });

/** Keys present in `patch` win, keys left out keep `base`'s value (`undefined` counts as left out). */
function overlay<T extends object>(base: T, patch: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[k] = v;
  return out as T;
}

/**
 * The update merged over the stored proposal, as a complete create body; or the 422 for unknown row/addressee
 * ids and new rows missing a required key.
 */
export function mergeUpdate(before: ProposalRecord, lines: readonly ProposalLine[], people: readonly ProposalAddresseeRecord[], body: UpdateBody): CreateBody | Failure {
  const errors: FieldErrors = {};
  const storedRows = new Map(lines.map((l) => [l.id, rowAsInput(l)]));
  const storedPeople = new Map(people.map((x) => [x.id, addresseeAsInput(x)]));
  const usedRows = new Set<number>();
  const rows: FullRow[] = (body.rows ?? [...storedRows.values()]).map((row, i) => {
    if (row.id !== undefined) {
      const stored = storedRows.get(row.id);
      if (!stored || usedRows.has(row.id)) errors[`rows.${i}.id`] = [message('proposals.unknownRow')];
      usedRows.add(row.id);
      if (stored) return overlay(stored, row);
    }
    for (const key of NEEDED_ON_NEW_ROW) if (row[key] === undefined) errors[`rows.${i}.${key}`] = [required(key)];
    return row as FullRow;
  });
  const usedPeople = new Set<number>();
  const addressees: FullAddressee[] = (body.addressees ?? [...storedPeople.values()]).map((x, i) => {
    if (x.id !== undefined) {
      const stored = storedPeople.get(x.id);
      if (!stored || usedPeople.has(x.id)) errors[`addressees.${i}.id`] = [message('proposals.unknownAddressee')];
      usedPeople.add(x.id);
      if (stored) return overlay(stored, x);
    }
    if (x.name === undefined) errors[`addressees.${i}.name`] = [required('name')];
    return x as FullAddressee;
  });
  if (Object.keys(errors).length > 0) return invalid(errors);
  const header: CreateBody = {
    date: before.date,
    validity_days: before.validityDays,
    customer_id: before.customerId,
    payment_method: before.paymentMethod,
    incoterm: before.incoterm as CreateBody['incoterm'],
    delivery_addresses: before.deliveryAddresses,
    discounts: before.discounts,
    notes: before.notes,
    agent_id: before.agentId,
    rows: [],
  };
  const { edit_type: _e, status: _s, rows: _r, addressees: _a, ...fields } = body;
  return { ...overlay(header, fields), rows, addressees };
}

const isVatRate = (v: string): v is ProposalVatRate => (PROPOSAL_VAT_RATES as readonly string[]).includes(v);

function amountProblem(value: string, field: string, max: bigint, zeroAllowed: boolean): Message | null {
  const n = toScaled(value, S);
  const label = { field: fieldParam(field) };
  if (n < 0n || (!zeroAllowed && n === 0n)) return message(zeroAllowed ? 'validation.minimum' : 'validation.exclusiveMinimum', { ...label, limit: numberParam(0) });
  if (n > max * 10n ** BigInt(S)) return message('validation.maximum', { ...label, limit: numberParam(String(max)) });
  return null;
}

/**
 * A complete create body (a creation's, or an update merged by `mergeUpdate`) → what the repository saves.
 * `existing` ids: the rows and addressees the proposal owns (empty on creation); `defaults` fill date/validity.
 */
export async function proposalInput(
  db: Db,
  tenantId: number,
  body: CreateBody,
  defaults: { date: string; validityDays: number },
  existing: { rows: ReadonlySet<number>; addressees: ReadonlySet<number> } = { rows: new Set(), addressees: new Set() },
): Promise<ProposalData | Failure> {
  const errors: FieldErrors = {};
  if (!(await customerExists(db, tenantId, body.customer_id))) errors.customer_id = [selectedInvalid('customer_id')];
  const agentId = body.agent_id ?? null;
  if (agentId !== null && !(await tenantUserIds(db, tenantId, [agentId])).has(agentId)) errors.agent_id = [selectedInvalid('agent_id')];

  const articles = await articleFacts(db, tenantId, body.rows.flatMap((row) => (row.article_id ? [row.article_id] : [])));
  const lists = await priceListNames(db, tenantId, [...new Set(body.rows.flatMap((row) => (row.price_list_id ? [row.price_list_id] : [])))]);
  const usedRows = new Set<number>();
  body.rows.forEach((row, i) => {
    const at = (key: string) => `rows.${i}.${key}`;
    if (row.article_id && !articles.has(row.article_id)) errors[at('article_id')] = [selectedInvalid('article_id')];
    if (row.price_list_id && !lists.has(row.price_list_id)) errors[at('price_list_id')] = [selectedInvalid('price_list_id')];
    if ('id' in row && typeof row.id === 'number') {
      if (!existing.rows.has(row.id) || usedRows.has(row.id)) errors[at('id')] = [message('proposals.unknownRow')];
      usedRows.add(row.id);
    }
    if (row.vat_rate !== undefined && !isVatRate(row.vat_rate)) errors[at('vat_rate')] = [message('proposals.vatRate')];
    if (row.discount_percent !== undefined && !isPercent(row.discount_percent)) errors[at('discount_percent')] = [message('proposals.percentRange', { field: fieldParam('discount_percent') })];
    const quantity = amountProblem(row.quantity, 'quantity', MAX_QUANTITY, false);
    if (quantity) errors[at('quantity')] = [quantity];
    const price = amountProblem(row.unit_price, 'unit_price', MAX_AMOUNT, true);
    if (price) errors[at('unit_price')] = [price];
    const cliche = row.cliche_cost === undefined ? null : amountProblem(row.cliche_cost, 'cliche_cost', MAX_AMOUNT, true);
    if (cliche) errors[at('cliche_cost')] = [cliche];
    // Each amount fits its bounds alone; their product may not fit the row's numeric(16,2) total.
    const computable = !errors[at('discount_percent')] && !quantity && !price && !cliche;
    if (computable && !fitsNumeric(rowFigures(row.quantity, row.unit_price, row.discount_percent ?? '0', row.cliche_cost ?? '0').total, 16, 2)) {
      errors[at('quantity')] = [ROW_TOTAL_TOO_LARGE];
    }
  });
  const usedPeople = new Set<number>();
  (body.addressees ?? []).forEach((x, i) => {
    if ('id' in x && typeof x.id === 'number') {
      if (!existing.addressees.has(x.id) || usedPeople.has(x.id)) errors[`addressees.${i}.id`] = [message('proposals.unknownAddressee')];
      usedPeople.add(x.id);
    }
    if (x.receives_mail && !x.email) errors[`addressees.${i}.email`] = [message('proposals.addresseeNeedsEmail', { name: quotedParam(x.name ?? '') })];
  });
  (body.discounts ?? []).forEach((d, i) => {
    if (!isPercent(d.percent)) errors[`discounts.${i}.percent`] = [message('proposals.percentRange', { field: fieldParam('percent') })];
  });
  if (Object.keys(errors).length > 0) return invalid(errors);

  const date = body.date ?? defaults.date;
  const validityDays = body.validity_days ?? defaults.validityDays;
  const validUntil = addDays(date, validityDays);
  // A real date near the end of the calendar can still have no valid-until date after it.
  if (!isWireDate(validUntil)) return invalid({ date: [message('proposals.validUntilOutOfRange', { limit: dateParam('9999-12-31') })] });
  const lines = body.rows.map((row, position): LineInput => {
    const discountPercent = row.discount_percent ?? '0';
    const clicheCost = row.cliche_cost ?? '0';
    const article = row.article_id ? articles.get(row.article_id) : undefined;
    return {
      ...('id' in row && typeof row.id === 'number' ? { id: row.id } : {}),
      position,
      articleId: row.article_id ?? null,
      priceListId: row.price_list_id ?? null,
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
      // The article's own rate fills a row that names none (the form may still change it).
      vatRate: (row.vat_rate as ProposalVatRate | undefined) ?? (article ? rateOfArticle(article.vatRate) : '22'),
      total: rowFigures(row.quantity, row.unit_price, discountPercent, clicheCost).total,
    };
  });
  const addressees = (body.addressees ?? []).map((x, position): AddresseeInput => ({
    ...('id' in x && typeof x.id === 'number' ? { id: x.id } : {}),
    position,
    role: x.role ?? 'attention',
    name: x.name,
    email: x.email ?? null,
    receivesMail: x.receives_mail ?? false,
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
