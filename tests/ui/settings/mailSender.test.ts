import { describe, expect, it } from 'vitest';
import { mailSenderErrors } from '../../../src/ui/settings/mailSender.ts';

describe('mail sender form rules', () => {
  const INVALID = 'invalid';

  it('accepts blank fields (the platform sender is used) and well-formed addresses', () => {
    expect(mailSenderErrors({ name: '', address: '', replyTo: '' }, INVALID)).toEqual({});
    expect(mailSenderErrors({ name: 'Acme', address: ' ordini@acme.test ', replyTo: 'offerte@acme.test' }, INVALID)).toEqual({});
  });

  it('names each address that does not look like one', () => {
    expect(mailSenderErrors({ name: 'Acme', address: 'ordini@acme', replyTo: 'offerte acme.test' }, INVALID)).toEqual({ address: [INVALID], replyTo: [INVALID] });
  });
});
