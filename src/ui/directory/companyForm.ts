import type { TFunction } from 'i18next';
import type { Company, CompanyInput } from '../../api/companies.ts';
import { email } from '../../domain/validation/email.ts';
import { italianPostcode, italianProvince } from '../../domain/validation/italianAddress.ts';
import { italianVatNumber } from '../../domain/validation/italianMasterDataRules.ts';
import { required } from '../../domain/validation/required.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { formRules } from '../components/formRules.ts';
import { addressInput, addressValues, emptyAddress, type AddressValues } from './addressForm.ts';

/** What the company form edits: every field of the record a person may change (name, VAT number, contacts, address, colour). */
export type CompanyFormValues = AddressValues & { name: string; vatNumber: string; email: string; phone: string; color: string };

export const emptyCompany: CompanyFormValues = { name: '', vatNumber: '', email: '', phone: '', color: '', ...emptyAddress };

/** `#RRGGBB`, as the server stores a colour (contract `Color`). */
export const isHexColor = (text: string): boolean => /^#[0-9a-fA-F]{6}$/.test(text);

/** The colour's own check (the shared rules know no colours): field → message key of the directory namespace. */
export const companyColorError = (values: Pick<CompanyFormValues, 'color'>): string | null => {
  const code = values.color.trim();
  return code === '' || isHexColor(code) ? null : 'directory:color.invalid';
};

export const companyRules: FormSchema<keyof CompanyFormValues> = { name: [required], email: [email], vatNumber: [italianVatNumber('country')], province: [italianProvince('country')], postalCode: [italianPostcode('country')] };

/** The form's check before saving: the shared rules and the colour's. */
export const companyValidation = (t: TFunction) => {
  const rules = formRules<CompanyFormValues>(t, companyRules);
  return (values: CompanyFormValues): FieldErrors => {
    const colour = companyColorError(values);
    return colour === null ? rules(values) : { ...rules(values), color: [t(colour)] };
  };
};

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export const companyToValues = (company: Company): CompanyFormValues => ({
  name: company.name,
  vatNumber: company.vatNumber ?? '',
  email: company.email ?? '',
  phone: company.phone ?? '',
  color: company.color ?? '',
  ...addressValues(company.address),
});

/** The request body: the whole record (a company's PUT replaces it), each value as typed but trimmed, so saving unchanged values changes nothing. */
export const companyBody = (values: CompanyFormValues): CompanyInput => ({
  name: values.name.trim(),
  vatNumber: blankToNull(values.vatNumber),
  email: blankToNull(values.email),
  phone: blankToNull(values.phone),
  address: addressInput(values),
  color: blankToNull(values.color),
});
