import { companyIdentityProblems, type CompanyField, type CompanyIdentityValues, type CompanyProblem } from '../../../../src/domain/companyIdentity.ts';
import { invalid, type Failure } from '../../http/failure.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message, type Message } from '../../i18n/message.ts';
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

/** Catalogue `companyIdentity.<problem>`, the same words as the form's own (src/domain/companyIdentity.ts). */
const problemMessage = (problem: CompanyProblem): Message => message(`companyIdentity.${problem}`);

/** Trimmed text, or null for blank (a cleared field). */
const tidy = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/**
 * Codes are stored as printed: upper case; an IBAN without its spaces, a P. IVA without "IT". The share capital is
 * money, kept with its two decimals: the form's field drops trailing zeros ("50000" for 50000.00), and saving the
 * form unchanged must not rewrite "50000.00" as "50000".
 */
function normalise(field: CompanyField, value: string): string {
  switch (field) {
    case 'shareCapital': {
      const amount = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
      return amount ? `${amount[1] ?? ''}.${(amount[2] ?? '').padEnd(2, '0')}` : value;
    }
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

function logoProblem(url: string): Message | null {
  const m = /^data:image\/(png|jpeg);base64,(.+)$/.exec(url);
  if (!m?.[2]) return message('companyIdentity.logoKind');
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.byteLength > LOGO_MAX_BYTES) return message('companyIdentity.logoSize', { size: '512 KB' });
  return logoKind(bytes) === m[1] ? null : message('companyIdentity.logoKind');
}

export function companyIdentityChange(current: CompanyIdentityRow, body: Input): CompanyIdentityChange | Failure {
  const change: Record<string, string | null> = {};
  for (const [field, wire] of Object.entries(WIRE) as [CompanyField, keyof Input][]) {
    const value = tidy(body[wire] as string | null | undefined);
    if (value !== undefined) change[field] = value === null ? null : normalise(field, value);
  }
  const merged = { ...current, ...change };
  const values = Object.fromEntries(Object.keys(WIRE).map((f) => [f, (merged as Record<string, unknown>)[f] ?? ''])) as CompanyIdentityValues;
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(companyIdentityProblems(values)) as [CompanyField, CompanyProblem][]) {
    errors[WIRE[field]] = [problemMessage(problem)];
  }
  if (body.logo !== undefined && body.logo !== null) {
    const problem = logoProblem(body.logo);
    if (problem) errors.logo = [problem];
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { ...change, ...(body.logo === undefined ? {} : { logo: body.logo }), ...(change.country === null ? { country: 'IT' } : {}) } as CompanyIdentityChange;
}
