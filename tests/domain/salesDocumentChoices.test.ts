import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, quoteStatusChoices } from '../../src/domain/salesDocumentChoices.ts';

// The quote edit form offers, and the server accepts, only these states (tests/server/quotes.test.ts checks the API).
describe('quoteStatusChoices', () => {
  it('keeps a draft a draft: it leaves draft by being sent', () => {
    expect(quoteStatusChoices('draft')).toEqual(['draft']);
  });

  it('lets a sent or answered quote record or correct the answer, never go back to draft', () => {
    for (const status of QUOTE_STATUSES.filter((s) => s !== 'draft')) expect(quoteStatusChoices(status)).toEqual(['sent', 'accepted', 'rejected']);
  });
});
