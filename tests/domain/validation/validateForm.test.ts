import { describe, expect, it } from 'vitest';
import { confirmed } from '../../../src/domain/validation/confirmed.ts';
import { after } from '../../../src/domain/validation/dateOrder.ts';
import { email } from '../../../src/domain/validation/email.ts';
import { min } from '../../../src/domain/validation/min.ts';
import { password } from '../../../src/domain/validation/password.ts';
import { required } from '../../../src/domain/validation/required.ts';
import { requiredIf } from '../../../src/domain/validation/requiredIf.ts';
import { isValidForm, validateForm, type FormSchema } from '../../../src/domain/validation/validateForm.ts';

type SignUp = {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  type: string;
  vat: string;
  start: string;
  end: string;
};

const schema: FormSchema<keyof SignUp> = {
  name: [required, min(2)],
  email: [required, email],
  password: [required, password, confirmed],
  vat: [requiredIf('type', 'company')],
  end: [required, after({ field: 'start' })],
};

const valid: SignUp = {
  name: 'Mario',
  email: 'mario@example.it',
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
  type: 'company',
  vat: 'IT01234567890',
  start: '2024-05-10 09:00:00',
  end: '2024-05-10 09:30:00',
};

describe('validateForm', () => {
  it('returns no errors for valid values', () => {
    const errors = validateForm(schema, valid);
    expect(errors).toEqual({});
    expect(isValidForm(errors)).toBe(true);
  });

  it('collects every failure per field, in rule order, and only for failing fields', () => {
    const errors = validateForm(schema, { ...valid, name: 'M', email: 'nope', password: 'short', vat: '', end: '2024-05-10 08:00:00' });
    expect(errors).toEqual({
      name: [{ rule: 'min', params: { min: 2, measure: 'length' } }],
      email: [{ rule: 'email' }],
      password: [{ rule: 'password', params: { min: 8 } }, { rule: 'confirmed' }],
      vat: [{ rule: 'required_if', params: { other: 'type', value: 'company' } }],
      end: [{ rule: 'after', params: { date: '2024-05-10 09:00:00' } }],
    });
    expect(isValidForm(errors)).toBe(false);
  });

  it('does not pile format failures on an empty required field', () => {
    expect(validateForm(schema, { ...valid, email: '' })).toEqual({ email: [{ rule: 'required' }] });
  });
});
