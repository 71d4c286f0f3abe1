import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../src/domain/validation/validateForm.ts';
import type { TFunction } from 'i18next';
import { companyBody, companyRules, companyToValues, companyValidation, emptyCompany } from '../../../src/ui/directory/companyForm.ts';

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
    expect(values).toMatchObject({ name: company.name, street: 'Via Paradigna', streetNumber: '35', email: '', color: '#0ea5e9' });
    expect(companyBody({ ...values, phone: ' ', province: 'pr' })).toEqual({
      name: company.name,
      vatNumber: '01234560017',
      email: null,
      phone: null,
      address: { street: 'Via Paradigna', streetNumber: '35', postalCode: '43122', city: 'Parma', province: 'PR', country: 'IT' },
      color: '#0ea5e9',
    });
  });

  it('holds the colour: saving unchanged values sends the record back as it is; a colour changed or cleared is sent', () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = company;
    expect(companyBody(companyToValues(company))).toEqual(fields);
    expect(companyBody({ ...companyToValues(company), color: '#1E90FF' }).color).toBe('#1E90FF');
    expect(companyBody({ ...companyToValues(company), color: ' ' }).color).toBeNull();
    expect(companyBody(companyToValues({ ...company, color: null })).color).toBeNull();
  });

  it('takes a colour as #RRGGBB or none, and says so before saving', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const validate = companyValidation(t);
    expect(validate({ ...emptyCompany, name: 'X', color: '#1e90FF' })).toEqual({});
    expect(validate({ ...emptyCompany, name: 'X', color: '' })).toEqual({});
    expect(validate({ ...emptyCompany, name: 'X', color: 'blue' })).toEqual({ color: ['directory:color.invalid'] });
    expect(validate({ ...emptyCompany, name: 'X', color: '#12345' })).toEqual({ color: ['directory:color.invalid'] });
  });

  it('needs a name and checks e-mail, province and CAP for Italy', () => {
    expect(Object.keys(validateForm(companyRules, emptyCompany))).toEqual(['name']);
    expect(Object.keys(validateForm(companyRules, { ...emptyCompany, name: 'X', email: 'no', province: 'ZZ', postalCode: '1' }))).toEqual(['email', 'province', 'postalCode']);
  });
});
