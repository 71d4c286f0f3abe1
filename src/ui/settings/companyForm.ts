import type { CompanyIdentity, CompanyIdentityInput } from '../../api/companyIdentity.ts';
import { companyIdentityProblems, type CompanyField, type CompanyIdentityValues } from '../../domain/companyIdentity.ts';
import { decimalForInput, parseDecimalInput } from '../../domain/numberFormat.ts';

// Settings → Company as form values: every field is text (blank = not set), the share capital in the reader's
// decimals, the logo a data URL ('' = none). The form owns every field of the identity, so it sends them all.

export type CompanyFormValues = CompanyIdentityValues & { readonly logo: string };

export const COMPANY_TEXT_FIELDS: readonly CompanyField[] = [
  'businessName',
  'street',
  'streetNumber',
  'postalCode',
  'city',
  'province',
  'country',
  'vatNumber',
  'fiscalCode',
  'reaNumber',
  'shareCapital',
  'pec',
  'phone',
  'email',
  'website',
  'iban',
];

export const companyFormValues = (identity: CompanyIdentity, language: string): CompanyFormValues => ({
  businessName: identity.businessName,
  street: identity.street ?? '',
  streetNumber: identity.streetNumber ?? '',
  postalCode: identity.postalCode ?? '',
  city: identity.city ?? '',
  province: identity.province ?? '',
  country: identity.country,
  vatNumber: identity.vatNumber ?? '',
  fiscalCode: identity.fiscalCode ?? '',
  reaNumber: identity.reaNumber ?? '',
  shareCapital: decimalForInput(identity.shareCapital, language),
  pec: identity.pec ?? '',
  phone: identity.phone ?? '',
  email: identity.email ?? '',
  website: identity.website ?? '',
  iban: identity.iban ?? '',
  logo: identity.logo ?? '',
});

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The share capital as the wire's decimal string: '' when blank, null when it is not a number. */
const capitalOf = (text: string, language: string): string | null => (text.trim() === '' ? '' : parseDecimalInput(text, language));

export function companyInput(values: CompanyFormValues, language: string): CompanyIdentityInput {
  return {
    businessName: values.businessName.trim(),
    street: orNull(values.street),
    streetNumber: orNull(values.streetNumber),
    postalCode: orNull(values.postalCode),
    city: orNull(values.city),
    province: orNull(values.province),
    country: values.country.trim() === '' ? 'IT' : values.country.trim().toUpperCase(),
    vatNumber: orNull(values.vatNumber),
    fiscalCode: orNull(values.fiscalCode),
    reaNumber: orNull(values.reaNumber),
    shareCapital: orNull(capitalOf(values.shareCapital, language) ?? ''),
    pec: orNull(values.pec),
    phone: orNull(values.phone),
    email: orNull(values.email),
    website: orNull(values.website),
    iban: orNull(values.iban),
    logo: values.logo === '' ? null : values.logo,
  };
}

/** Field → i18n key of its problem (settings:company.errors.*), by the rules the server applies too. */
export function companyFormErrors(values: CompanyFormValues, language: string): Partial<Record<CompanyField, string>> {
  const capital = capitalOf(values.shareCapital, language);
  const problems = companyIdentityProblems({ ...values, shareCapital: capital ?? 'x' });
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, `settings:company.errors.${problem}`]));
}

/** The largest logo the server accepts. */
export const LOGO_MAX_BYTES = 512 * 1024;

export type LogoProblem = 'logoType' | 'logoSize';

/** Why a chosen file cannot be the logo, or null. */
export const logoProblem = (file: { readonly type: string; readonly size: number }): LogoProblem | null =>
  file.type !== 'image/png' && file.type !== 'image/jpeg' ? 'logoType' : file.size > LOGO_MAX_BYTES ? 'logoSize' : null;
