import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import { companyBody, companyRules, companyToValues, emptyCompany } from '../../../src/ui/directory/companyForm.ts';

describe('company form', () => {
  const company = {
    id: 3,
    name: 'Borgo Freschi Logistica S.r.l.',
    vatNumber: '01234560017',
    address: { street: 'Via Paradigna', streetNumber: '35', postalCode: '43122', city: 'Parma', province: 'PR', country: 'IT' },
    email: null,
    phone: '0521 770200',
    color: '#0ea5e9',
    createdAt: '2026-01-01 10:00:00',
    updatedAt: '2026-01-01 10:00:00',
  };

  it('edits the structured address with the house number apart and keeps the calendar colour on save', () => {
    const values = companyToValues(company);
    expect(values).toMatchObject({ name: company.name, street: 'Via Paradigna', streetNumber: '35', email: '' });
    expect(companyBody({ ...values, phone: ' ', province: 'pr' }, company.color)).toEqual({
      name: company.name,
      vatNumber: '01234560017',
      email: null,
      phone: null,
      address: { street: 'Via Paradigna', streetNumber: '35', postalCode: '43122', city: 'Parma', province: 'PR', country: 'IT' },
      color: '#0ea5e9',
    });
  });

  it('needs a name and checks e-mail, province and CAP for Italy', () => {
    expect(Object.keys(validateForm(companyRules, emptyCompany))).toEqual(['name']);
    expect(Object.keys(validateForm(companyRules, { ...emptyCompany, name: 'X', email: 'no', province: 'ZZ', postalCode: '1' }))).toEqual(['email', 'province', 'postalCode']);
  });
});
