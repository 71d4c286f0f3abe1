import { describe, expect, it } from 'vitest';
import { emptyRow, type ProposalRowValues } from '../../../src/ui/proposals/proposalForm.ts';
import { totalsPreview } from '../../../src/ui/proposals/proposalTotals.ts';

// The form's live totals per VAT rate, by the contract's rule: exact decimals, discounts shared among the rates so
// that they add up to the net total, VAT per rate to cents, exempt rows with no VAT.

const row = (patch: Partial<ProposalRowValues>): ProposalRowValues => ({ ...emptyRow(), ...patch });

describe('totals per VAT rate while typing', () => {
  it('keeps a unit price of 0,0095 exact and groups rows by rate', () => {
    const totals = totalsPreview(
      {
        rows: [row({ quantity: '1.000.000', unitPrice: '0,0095', discountPercent: '5', clicheCost: '180', vatRate: '22' }), row({ quantity: '1', unitPrice: '710', vatRate: 'exempt' }), row({ quantity: '3', unitPrice: '0,1', vatRate: '10' })],
        discounts: [],
      },
      'it',
    );
    // 1,000,000 × 0.0095 × 0.95 = 9,025.00 + 180 cliché = 9,205.00 (VAT 2,025.10); 0.30 at 10 % (VAT 0.03); 710 exempt.
    expect(totals).toEqual({
      byVatRate: [
        { vatRate: '22', taxable: '9205.00', vat: '2025.10' },
        { vatRate: '10', taxable: '0.30', vat: '0.03' },
        { vatRate: 'exempt', taxable: '710.00', vat: '0.00' },
      ],
      total: '9915.30',
      vat: '2025.13',
      grandTotal: '11940.43',
    });
  });

  it('shares the proposal discounts among the rates so that they add up to the net total', () => {
    const totals = totalsPreview({ rows: [row({ unitPrice: '100', vatRate: '22' }), row({ unitPrice: '33,33', vatRate: '4' })], discounts: [{ description: 'Fedeltà', percent: '10' }, { description: 'Cassa', percent: '2' }] }, 'it');
    // 133.33 × 0.9 = 120.00 (119.997); × 0.98 = 117.60.
    expect(totals?.total).toBe('117.60');
    // 117.60 × 100/133.33 = 88.2022… and × 33.33/133.33 = 29.3977…: rounded down 88.20 + 29.39, the leftover cent to
    // the larger remainder (4 %), so the rates add up to 117.60.
    expect(totals?.byVatRate).toEqual([
      { vatRate: '22', taxable: '88.20', vat: '19.40' },
      { vatRate: '4', taxable: '29.40', vat: '1.18' },
    ]);
  });

  it('shows nothing rather than a wrong figure while a number is half typed', () => {
    expect(totalsPreview({ rows: [row({ unitPrice: '12,,5' })], discounts: [] }, 'it')).toBeNull();
  });
});
