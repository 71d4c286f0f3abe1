import { describe, expect, it } from 'vitest';
import { sendFailureKey } from '../../../src/ui/quotes/sendFailure.ts';

// Spec §8: a quote send says why it failed; the empty-recipient warning is its own notice.
describe('sendFailureKey', () => {
  it('names the empty recipient (409), the undelivered mail (502) and anything else', () => {
    expect(sendFailureKey('Conflict')).toBe('quotes:send.noRecipient');
    expect(sendFailureKey('Server')).toBe('quotes:send.notDelivered');
    expect(sendFailureKey('Network')).toBe('quotes:send.failed');
    expect(sendFailureKey(null)).toBe('quotes:send.failed');
  });
});
