import { describe, expect, it } from 'vitest';
import { email } from '../../../src/domain/validation/email.ts';

describe('email', () => {
  it.each(['mario.rossi@example.it', 'a+tag@sub.example.com', "o'brien@example.co.uk", 'x@xn--80ak6aa92e.com', 'info@my-company.eu'])(
    'accepts %s',
    (value) => expect(email(value)).toBeNull(),
  );

  it.each([
    'plainaddress',
    '@example.it',
    'mario@',
    'mario@localhost',
    'mario..rossi@example.it',
    '.mario@example.it',
    'mario.@example.it',
    'mario@-example.it',
    'mario@example-.it',
    'mario@example.i',
    'mario@example..it',
    'mario rossi@example.it',
    ' mario@example.it',
    'mario@exa_mple.it',
    `${'a'.repeat(65)}@example.it`,
  ])('rejects %j', (value) => expect(email(value)).toEqual({ rule: 'email' }));

  it('rejects non-text values', () => {
    expect(email(42)).toEqual({ rule: 'email' });
  });

  it('leaves absent values to required', () => {
    expect(email('')).toBeNull();
    expect(email(null)).toBeNull();
    expect(email(undefined)).toBeNull();
  });
});
