import type { Company, CompanyInput } from '../../api/companies.ts';
import { email } from '../../domain/validation/email.ts';
import { italianPostcode, italianProvince } from '../../domain/validation/italianAddress.ts';
import { italianVatNumber } from '../../domain/validation/italianMasterDataRules.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import { addressInput, addressValues, emptyAddress, type AddressValues } from './addressForm.ts';

/** What the company form edits: name, VAT number, contacts and the structured address. */
export type CompanyFormValues = AddressValues & { name: string; vatNumber: string; email: string; phone: string };

export const emptyCompany: CompanyFormValues = { name: '', vatNumber: '', email: '', phone: '', ...emptyAddress };

export const companyRules: FormSchema<keyof CompanyFormValues> = { name: [required], email: [email], vatNumber: [italianVatNumber('country')], province: [italianProvince('country')], postalCode: [italianPostcode('country')] };

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const companyToValues = (company: Company): CompanyFormValues => ({
  name: company.name,
  vatNumber: company.vatNumber ?? '',
  email: company.email ?? '',
  phone: company.phone ?? '',
  ...addressValues(company.address),
});

/** The request body; the colour (painted by the calendars' screens) is kept as it was. */
export const companyBody = (values: CompanyFormValues, color: Company['color'] = null): CompanyInput => ({
  name: values.name.trim(),
  vatNumber: blankToNull(values.vatNumber),
  email: blankToNull(values.email),
  phone: blankToNull(values.phone),
  address: addressInput(values),
  color,
});
