import { describe, expect, it } from 'vitest';
import { fromResponse } from '../../../src/api/errors.ts';
import { errorTagOf } from '../../../src/machines/generic/errorTag.ts';
import { sendFailureKey } from '../../../src/ui/quotes/sendFailure.ts';

// Spec §8: a quote send says why it failed; the empty-recipient warning is its own notice.
describe('sendFailureKey', () => {
  it("names the empty recipient (the server's 422 customer_without_email), the undelivered mail (502) and anything else", () => {
    const noEmail = fromResponse(422, { message: 'Il cliente non ha un indirizzo e-mail.', errors: { customer_id: ['Il cliente non ha un indirizzo e-mail.'] }, code: 'customer_without_email' });
    expect(sendFailureKey(errorTagOf(noEmail))).toBe('quotes:send.noRecipient');
    // A subject too long is a plain validation failure, not the empty-recipient warning.
    const tooLong = fromResponse(422, { message: 'I dati inviati non sono validi.', errors: { subject: ['Troppo lungo.'] } });
    expect(sendFailureKey(errorTagOf(tooLong))).toBe('quotes:send.failed');
    // A real conflict no longer reads as a missing recipient.
    expect(sendFailureKey('Conflict')).toBe('quotes:send.failed');
    expect(sendFailureKey('Server')).toBe('quotes:send.notDelivered');
    expect(sendFailureKey('Network')).toBe('quotes:send.failed');
    expect(sendFailureKey(null)).toBe('quotes:send.failed');
  });
});
