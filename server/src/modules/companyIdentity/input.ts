import { companyIdentityProblems, type CompanyField, type CompanyIdentityValues, type CompanyProblem } from '../../../../src/domain/companyIdentity.ts';
import { invalid, type Failure } from '../../http/failure.ts';
import type { Body } from '../../http/operationTypes.ts';
import type { CompanyIdentityChange, CompanyIdentityRow } from './repository.ts';

// CompanyIdentityInput → the fields to change, checked over the merged record with the form's own rules
// (src/domain/companyIdentity.ts), so that a partial update cannot leave an invalid identity behind.

type Input = Body<'updateCompanyIdentity'>;

/** The largest logo accepted, in bytes of image (the data URL is a third longer). */
export const LOGO_MAX_BYTES = 512 * 1024;

const WIRE: Readonly<Record<CompanyField, keyof Input>> = {
  businessName: 'business_name',
  street: 'street',
  streetNumber: 'street_number',
  postalCode: 'postal_code',
  city: 'city',
  province: 'province',
  country: 'country',
  vatNumber: 'vat_number',
  fiscalCode: 'fiscal_code',
  reaNumber: 'rea_number',
  shareCapital: 'share_capital',
  pec: 'pec',
  phone: 'phone',
  email: 'email',
  website: 'website',
  iban: 'iban',
};

const MESSAGES: Readonly<Record<CompanyProblem, string>> = {
  required: 'This field is required.',
  vatNumber: 'The VAT number (P. IVA) must be 11 digits with a valid check digit.',
  fiscalCode: 'The fiscal code must be 11 digits or 16 characters with a valid check character.',
  reaNumber: 'The REA number must be the province and the number, e.g. MI-1234567.',
  shareCapital: 'The share capital must be an amount in euro, e.g. 10000.00.',
  iban: 'The IBAN is not valid (its check digits do not match).',
  email: 'The e-mail address is not valid.',
  postcode: 'An Italian postcode (CAP) has 5 digits.',
  province: 'Enter the code of an Italian province (e.g. MI).',
  country: 'The country must be a two-letter code (e.g. IT).',
  website: 'The website must be an address such as www.example.it.',
};

/** Trimmed text, or null for blank (a cleared field). */
const tidy = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/** Codes are stored as printed: upper case; an IBAN without its spaces, a P. IVA without "IT". */
function normalise(field: CompanyField, value: string): string {
  switch (field) {
    case 'province':
    case 'country':
    case 'fiscalCode':
    case 'reaNumber':
      return value.toUpperCase();
    case 'iban':
      return value.replace(/\s+/g, '').toUpperCase();
    case 'vatNumber':
      return value.toUpperCase().replace(/^IT/, '');
    default:
      return value;
  }
}

/** What the logo's bytes are, whatever its data URL claims. */
function logoKind(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function logoProblem(url: string): string | null {
  const m = /^data:image\/(png|jpeg);base64,(.+)$/.exec(url);
  if (!m?.[2]) return 'The logo must be a PNG or JPEG image.';
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.byteLength > LOGO_MAX_BYTES) return 'The logo must not be larger than 512 KB.';
  return logoKind(bytes) === m[1] ? null : 'The logo must be a PNG or JPEG image.';
}

export function companyIdentityChange(current: CompanyIdentityRow, body: Input): CompanyIdentityChange | Failure {
  const change: Record<string, string | null> = {};
  for (const [field, wire] of Object.entries(WIRE) as [CompanyField, keyof Input][]) {
    const value = tidy(body[wire] as string | null | undefined);
    if (value !== undefined) change[field] = value === null ? null : normalise(field, value);
  }
  const merged = { ...current, ...change };
  const values = Object.fromEntries(Object.keys(WIRE).map((f) => [f, (merged as Record<string, unknown>)[f] ?? ''])) as CompanyIdentityValues;
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(companyIdentityProblems(values)) as [CompanyField, CompanyProblem][]) {
    errors[WIRE[field]] = [MESSAGES[problem]];
  }
  if (body.logo !== undefined && body.logo !== null) {
    const problem = logoProblem(body.logo);
    if (problem) errors.logo = [problem];
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { ...change, ...(body.logo === undefined ? {} : { logo: body.logo }), ...(change.country === null ? { country: 'IT' } : {}) } as CompanyIdentityChange;
}
