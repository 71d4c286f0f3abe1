import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../src/api/proposals.ts';
import { isUnchanged, proposalBody, proposalToValues, proposalUpdateBody, type ProposalFormValues } from '../../../src/ui/proposals/proposalForm.ts';
import { fullProposal } from './proposalFixture.ts';

// Saving never loses what the screen did not change (issue 29 point 1): every field a proposal has goes into the form
// and comes back out in the body, in either language, with the exact decimals; a save of what was loaded is
// recognised as no change; changing one field changes only that field of the body; a standard edit sends no status.

/** Decimal strings compared by value: "1000000.000" and "1000000" are the same quantity. */
const sameDecimal = (a: string, b: string) => expect(Number(a)).toBe(Number(b));

const expectWholeProposal = (body: ReturnType<typeof proposalBody>, proposal: Proposal) => {
  expect(body.customerId).toBe(proposal.customer.id);
  expect(body.agentId).toBe(proposal.agent?.id);
  expect(body.date).toBe(proposal.date);
  expect(body.validityDays).toBe(proposal.validityDays);
  expect(body.paymentMethod).toBe(proposal.paymentMethod);
  expect(body.incoterm).toBe(proposal.incoterm);
  expect(body.notes).toBe(proposal.notes);
  expect(body.addressees).toEqual(proposal.addressees.map(({ id, role, name, email, receivesMail }) => ({ id, role, name, email, receivesMail })));
  expect(body.deliveryAddresses).toEqual(proposal.deliveryAddresses);
  expect(body.discounts?.map((d) => d.description)).toEqual(proposal.discounts.map((d) => d.description));
  body.discounts?.forEach((d, i) => sameDecimal(d.percent, proposal.discounts[i]?.percent ?? ''));
  expect(body.rows).toHaveLength(proposal.rows.length);
  body.rows.forEach((row, i) => {
    const source = proposal.rows[i];
    if (!source) throw new Error('row missing');
    expect({ ...row, quantity: undefined, unitPrice: undefined, discountPercent: undefined, clicheCost: undefined }).toEqual({
      id: source.id,
      articleId: source.articleId,
      priceListId: source.priceListId,
      description: source.description,
      unit: source.unit,
      vatRate: source.vatRate,
      format: source.format,
      thicknessMicron: source.thicknessMicron,
      bands: source.bands,
      punctures: source.punctures,
      printSubjects: source.printSubjects,
      quantity: undefined,
      unitPrice: undefined,
      discountPercent: undefined,
      clicheCost: undefined,
    });
    sameDecimal(row.quantity, source.quantity);
    sameDecimal(row.discountPercent ?? '', source.discountPercent);
    sameDecimal(row.clicheCost ?? '', source.clicheCost);
  });
  // The unit price keeps its real precision on the way through the form.
  expect(body.rows[0]?.unitPrice).toBe('0.0095');
};

describe('proposal form values and bodies', () => {
  for (const language of ['it', 'en']) {
    it(`sends back every field it was given (${language})`, () => {
      const proposal = fullProposal();
      expectWholeProposal(proposalBody(proposalToValues(proposal, language), language), proposal);
    });
  }

  it('shows decimals the Italian way in the inputs', () => {
    const values = proposalToValues(fullProposal(), 'it');
    expect(values.rows[0]?.unitPrice).toBe('0,0095');
    expect(values.rows[0]?.discountPercent).toBe('5');
    expect(values.discounts[0]?.percent).toBe('2,5');
    expect(values.rows[0]?.formatWidthMm).toBe('250');
  });

  it('reads Italian decimals typed by the user', () => {
    const values = proposalToValues(fullProposal(), 'it');
    const typed: ProposalFormValues = { ...values, rows: values.rows.map((row, i) => (i === 0 ? { ...row, unitPrice: '1.234,5', quantity: '2,5' } : row)) };
    const row = proposalBody(typed, 'it').rows[0];
    expect(row?.unitPrice).toBe('1234.5');
    expect(row?.quantity).toBe('2.5');
  });

  it('recognises a save of what was loaded as no change, and one edited field as a change of that field only', () => {
    const proposal = fullProposal();
    const loaded = proposalToValues(proposal, 'it');
    expect(isUnchanged({ ...loaded, editType: 'standard' }, loaded, 'it')).toBe(true);
    const edited: ProposalFormValues = { ...loaded, rows: loaded.rows.map((row, i) => (i === 1 ? { ...row, bands: 'Banda rossa' } : row)) };
    expect(isUnchanged(edited, loaded, 'it')).toBe(false);
    const before = proposalBody(loaded, 'it');
    const after = proposalBody(edited, 'it');
    expect({ ...after, rows: after.rows.map((row, i) => (i === 1 ? { ...row, bands: null } : row)) }).toEqual(before);
    expect(after.rows[1]?.bands).toBe('Banda rossa');
  });

  it('never sends a status, whatever the kind of edit', () => {
    const values = proposalToValues(fullProposal(), 'it');
    expect(proposalUpdateBody({ ...values, editType: 'standard' }, 'it')).not.toHaveProperty('status');
    expect(proposalUpdateBody({ ...values, editType: 'revision' }, 'it')).not.toHaveProperty('status');
  });

  it('opens a sent proposal as a revision and a draft as a correction', () => {
    expect(proposalToValues(fullProposal(), 'it').editType).toBe('revision');
    expect(proposalToValues({ ...fullProposal(), status: 'draft' }, 'it').editType).toBe('standard');
  });

  it('clears a field the user emptied with null, and only that field', () => {
    const loaded = proposalToValues(fullProposal(), 'it');
    const body = proposalBody({ ...loaded, agentId: null, agentName: null }, 'it');
    expect(body.agentId).toBeNull();
    expect(body.incoterm).toBe('DAP');
  });
});
