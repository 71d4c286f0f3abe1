import { describe, expect, it } from 'vitest';
import { password } from '../../../src/domain/validation/password.ts';

const weak = { rule: 'password', params: { min: 8 } };

describe('password', () => {
  it.each(['Abcdef1#', 'Abcdef1 ', 'Passw0rd!', 'xY9-aaaa', 'Èlegant1%', 'Abc1^defgh', 'A1b2c3d4&', 'Abcdef1@', 'Abcdef1$', 'Abcdef1?', 'Abcdef1*'])(
    'accepts %j',
    (value) => expect(password(value)).toBeNull(),
  );

  it.each([
    ['too short', 'Ab1#xyz'],
    ['no upper case', 'abcdef1#'],
    ['no lower case', 'ABCDEF1#'],
    ['no digit', 'Abcdefg#'],
    ['no special character', 'Abcdefg1'],
    ['a special character outside the set', 'Abcdefg1.'],
    ['underscore is not in the set', 'Abcdefg1_'],
  ])('rejects %s', (_reason, value) => expect(password(value)).toEqual(weak));

  it('counts characters, not UTF-16 units', () => {
    expect(password('Ab1#😀😀')).toEqual(weak);
  });

  it('leaves absent values to required', () => {
    expect(password('')).toBeNull();
    expect(password(undefined)).toBeNull();
  });
});
