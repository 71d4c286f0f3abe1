import type { Proposal, ProposalInput, ProposalUpdate } from '../../api/proposals.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type ProposalRowValues = {
  /** The server's row id: kept so that an edit updates the row instead of replacing it. */
  id: number | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  clicheCost: string;
};

export type DiscountValues = { description: string; percent: string };

export type EditType = 'standard' | 'revision';

/** What the proposal form edits; the customer picker keeps its label beside the id. */
export type ProposalFormValues = {
  customerId: string | null;
  customerName: string | null;
  date: string | null;
  validityDays: string;
  paymentMethod: string;
  notes: string;
  rows: readonly ProposalRowValues[];
  discounts: readonly DiscountValues[];
  /** Edit only (spec §4): correct the current revision, or keep it in the history and open the next one. */
  editType: EditType;
};

export const emptyRow: ProposalRowValues = { id: null, description: '', quantity: '1', unit: 'pz', unitPrice: '0', discountPercent: '0', clicheCost: '0' };

export const emptyProposal: ProposalFormValues = {
  customerId: null,
  customerName: null,
  date: null,
  validityDays: '30',
  paymentMethod: '',
  notes: '',
  rows: [emptyRow],
  discounts: [],
  editType: 'standard',
};

export const proposalToValues = (proposal: Proposal): ProposalFormValues => ({
  customerId: String(proposal.customer.id),
  customerName: proposal.customer.name,
  date: proposal.date,
  validityDays: String(proposal.validityDays),
  paymentMethod: proposal.paymentMethod ?? '',
  notes: proposal.notes ?? '',
  rows: proposal.rows.map((row) => ({
    id: row.id,
    description: row.description,
    quantity: row.quantity,
    unit: row.unit,
    unitPrice: row.unitPrice,
    discountPercent: row.discountPercent,
    clicheCost: row.clicheCost,
  })),
  discounts: proposal.discounts.map((discount) => ({ description: discount.description, percent: discount.percent })),
  // A sent proposal is what the customer received: changing it opens a revision (the server refuses a standard edit).
  editType: proposal.status === 'draft' ? 'standard' : 'revision',
});

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const decimal = (text: string): string => text.trim().replace(',', '.') || '0';

export const proposalBody = (values: ProposalFormValues): ProposalInput => ({
  customerId: Number(values.customerId),
  ...(values.date ? { date: values.date } : {}),
  validityDays: Math.max(1, Number(values.validityDays) || 30),
  paymentMethod: blankToNull(values.paymentMethod),
  notes: blankToNull(values.notes),
  discounts: values.discounts.filter((discount) => discount.description.trim() !== '').map((discount) => ({ description: discount.description.trim(), percent: decimal(discount.percent) })),
  rows: values.rows.map((row) => ({
    ...(row.id === null ? {} : { id: row.id }),
    description: row.description.trim(),
    quantity: decimal(row.quantity),
    unit: row.unit.trim() || 'pz',
    unitPrice: decimal(row.unitPrice),
    discountPercent: decimal(row.discountPercent),
    clicheCost: decimal(row.clicheCost),
  })),
});

export const proposalUpdateBody = (values: ProposalFormValues): ProposalUpdate => ({ ...proposalBody(values), editType: values.editType });

export const proposalRules: FormSchema<keyof ProposalFormValues> = {
  customerId: [required],
  validityDays: [required],
};
