import type { Proposal, ProposalInput, ProposalUpdate } from '../../api/proposals.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

// The proposal form's values and the bodies it sends. The form holds every field a person may change (DESIGN.md §8:
// edits are partial by nature): header, addressees, delivery addresses, discounts and each row's technical and tax
// fields, so a save sends back everything it was given and never a null for something it did not show. Decimals are
// kept as the text the user typed in their language (decimalForInput) and turned into wire decimals on submit
// (parseDecimalInput); text that is not a number travels as typed so that the server's 422 names the field.

type WireRow = ProposalInput['rows'][number];
type WireAddressee = NonNullable<ProposalInput['addressees']>[number];
type WireDeliveryAddress = NonNullable<ProposalInput['deliveryAddresses']>[number];

export type VatRate = NonNullable<WireRow['vatRate']>;
/** The VAT choices a row offers, in the order a person reads them (the contract's set). */
export const VAT_RATES = ['22', '10', '4', 'exempt'] as const satisfies readonly VatRate[];
export type AddresseeRole = NonNullable<WireAddressee['role']>;
export const ADDRESSEE_ROLES = ['company', 'attention'] as const satisfies readonly AddresseeRole[];
export type Incoterm = NonNullable<ProposalInput['incoterm']>;
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const satisfies readonly Incoterm[];

export type ProposalRowValues = {
  /** The server's row id: kept so that an edit updates the row instead of replacing it. */
  id: number | null;
  /** A key for React while the row has no id. */
  key: string;
  articleId: number | null;
  /** The picked article's code (or code and description) as the picker shows it; not sent. */
  articleLabel: string | null;
  priceListId: number | null;
  /** The price list the price came from, as shown beside the row; not sent. */
  priceListName: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  vatRate: VatRate;
  formatWidthMm: string;
  formatHeightMm: string;
  thicknessMicron: string;
  bands: string;
  punctures: string;
  printSubjects: string;
  clicheCost: string;
};

export type AddresseeValues = { id: number | null; key: string; role: AddresseeRole; name: string; email: string; receivesMail: boolean };
export type DeliveryAddressValues = { key: string; label: string; street: string; city: string; province: string; postalCode: string; country: string };
export type DiscountValues = { description: string; percent: string };

export type EditType = 'standard' | 'revision';

/** What the proposal form edits; each picker keeps its label beside the id. */
export type ProposalFormValues = {
  customerId: string | null;
  customerName: string | null;
  agentId: string | null;
  agentName: string | null;
  date: string | null;
  validityDays: string;
  paymentMethod: string;
  incoterm: Incoterm | null;
  notes: string;
  addressees: readonly AddresseeValues[];
  deliveryAddresses: readonly DeliveryAddressValues[];
  rows: readonly ProposalRowValues[];
  discounts: readonly DiscountValues[];
  /** Edit only (spec §4): correct the current revision, or keep it in the history and open the next one. */
  editType: EditType;
};

let keySequence = 0;
/** A key for an item that has no server id yet. */
export const newKey = (): string => `new-${(keySequence += 1)}`;

export const emptyRow = (): ProposalRowValues => ({
  id: null,
  key: newKey(),
  articleId: null,
  articleLabel: null,
  priceListId: null,
  priceListName: null,
  description: '',
  quantity: '1',
  unit: 'pz',
  unitPrice: '',
  discountPercent: '',
  vatRate: '22',
  formatWidthMm: '',
  formatHeightMm: '',
  thicknessMicron: '',
  bands: '',
  punctures: '',
  printSubjects: '',
  clicheCost: '',
});

export const emptyAddressee = (): AddresseeValues => ({ id: null, key: newKey(), role: 'attention', name: '', email: '', receivesMail: false });
export const emptyDeliveryAddress = (): DeliveryAddressValues => ({ key: newKey(), label: '', street: '', city: '', province: '', postalCode: '', country: 'IT' });

export const emptyProposal = (): ProposalFormValues => ({
  customerId: null,
  customerName: null,
  agentId: null,
  agentName: null,
  date: null,
  validityDays: '30',
  paymentMethod: '',
  incoterm: null,
  notes: '',
  addressees: [],
  deliveryAddresses: [],
  rows: [emptyRow()],
  discounts: [],
  editType: 'standard',
});

const text = (value: string | null | undefined): string => value ?? '';
const integerText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export const proposalToValues = (proposal: Proposal, language: string): ProposalFormValues => ({
  customerId: String(proposal.customer.id),
  customerName: proposal.customer.name,
  agentId: proposal.agent ? String(proposal.agent.id) : null,
  agentName: proposal.agent?.name ?? null,
  date: proposal.date,
  validityDays: String(proposal.validityDays),
  paymentMethod: text(proposal.paymentMethod),
  incoterm: proposal.incoterm,
  notes: text(proposal.notes),
  addressees: proposal.addressees.map((person) => ({
    id: person.id,
    key: `a${person.id}`,
    role: person.role,
    name: person.name,
    email: text(person.email),
    receivesMail: person.receivesMail,
  })),
  deliveryAddresses: proposal.deliveryAddresses.map((address, index) => ({
    key: `d${index}`,
    label: text(address.label),
    street: address.street,
    city: address.city,
    province: text(address.province),
    postalCode: text(address.postalCode),
    country: address.country,
  })),
  rows: proposal.rows.map((row) => ({
    id: row.id,
    key: `r${row.id}`,
    articleId: row.articleId,
    articleLabel: row.articleCode,
    priceListId: row.priceListId,
    priceListName: row.priceListName,
    description: row.description,
    quantity: decimalForInput(row.quantity, language),
    unit: row.unit,
    unitPrice: decimalForInput(row.unitPrice, language),
    discountPercent: decimalForInput(row.discountPercent, language),
    vatRate: row.vatRate,
    formatWidthMm: integerText(row.format?.widthMm),
    formatHeightMm: integerText(row.format?.heightMm),
    thicknessMicron: integerText(row.thicknessMicron),
    bands: text(row.bands),
    punctures: text(row.punctures),
    printSubjects: integerText(row.printSubjects),
    clicheCost: decimalForInput(row.clicheCost, language),
  })),
  discounts: proposal.discounts.map((discount) => ({ description: discount.description, percent: decimalForInput(discount.percent, language) })),
  // A sent proposal is what the customer received: changing it opens a revision (the server refuses a standard edit
  // that rewrites it). Saving without a change sends nothing at all (see `isUnchanged`).
  editType: proposal.status === 'draft' ? 'standard' : 'revision',
});

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** A decimal typed in the user's language as the wire's decimal; an empty optional one as its default. */
const decimal = (value: string, language: string, whenEmpty: string): string => (value.trim() === '' ? whenEmpty : (parseDecimalInput(value, language) ?? value.trim()));
/** Whole numbers (mm, µm, subjects); blank is none. `proposalValidation` refuses other text before it gets here. */
const integer = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

const rowBody = (row: ProposalRowValues, language: string): WireRow => ({
  ...(row.id === null ? {} : { id: row.id }),
  articleId: row.articleId,
  priceListId: row.priceListId,
  description: row.description.trim(),
  quantity: decimal(row.quantity, language, '0'),
  unit: row.unit.trim() || 'pz',
  unitPrice: decimal(row.unitPrice, language, '0'),
  discountPercent: decimal(row.discountPercent, language, '0'),
  vatRate: row.vatRate,
  // A format is both sides or none: half a format is refused by the server on the side that is missing.
  format: row.formatWidthMm.trim() === '' && row.formatHeightMm.trim() === '' ? null : { widthMm: integer(row.formatWidthMm) ?? 0, heightMm: integer(row.formatHeightMm) ?? 0 },
  thicknessMicron: integer(row.thicknessMicron),
  bands: blankToNull(row.bands),
  punctures: blankToNull(row.punctures),
  printSubjects: integer(row.printSubjects),
  clicheCost: decimal(row.clicheCost, language, '0'),
});

const addresseeBody = (person: AddresseeValues): WireAddressee => ({
  ...(person.id === null ? {} : { id: person.id }),
  role: person.role,
  name: person.name.trim(),
  email: blankToNull(person.email),
  receivesMail: person.receivesMail,
});

const deliveryAddressBody = (address: DeliveryAddressValues): WireDeliveryAddress => ({
  label: blankToNull(address.label),
  street: address.street.trim(),
  city: address.city.trim(),
  province: blankToNull(address.province),
  postalCode: blankToNull(address.postalCode),
  country: address.country.trim().toUpperCase(),
});

export const proposalBody = (values: ProposalFormValues, language: string): ProposalInput => ({
  customerId: Number(values.customerId),
  agentId: values.agentId === null ? null : Number(values.agentId),
  ...(values.date ? { date: values.date } : {}),
  // Checked as a whole number of days before saving (proposalValidation); blank is the contract's default.
  validityDays: values.validityDays.trim() === '' ? 30 : Number(values.validityDays.trim()),
  paymentMethod: blankToNull(values.paymentMethod),
  incoterm: values.incoterm,
  notes: blankToNull(values.notes),
  addressees: values.addressees.map(addresseeBody),
  deliveryAddresses: values.deliveryAddresses.map(deliveryAddressBody),
  discounts: values.discounts.filter((discount) => discount.description.trim() !== '').map((discount) => ({ description: discount.description.trim(), percent: decimal(discount.percent, language, '0') })),
  rows: values.rows.map((row) => rowBody(row, language)),
});

/** A standard edit never sends a status: only the send calls and an explicit outcome change it. */
export const proposalUpdateBody = (values: ProposalFormValues, language: string): ProposalUpdate => ({ ...proposalBody(values, language), editType: values.editType });

/** Whether saving `values` would write nothing new over `initial` (the edit type is a choice of how, not a change). */
export const isUnchanged = (values: ProposalFormValues, initial: ProposalFormValues, language: string): boolean =>
  JSON.stringify(proposalBody(values, language)) === JSON.stringify(proposalBody(initial, language));

export const proposalRules: FormSchema<keyof ProposalFormValues> = {
  customerId: [required],
  validityDays: [required],
};
