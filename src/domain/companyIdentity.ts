import { ITALIAN_PROVINCES } from './validation/italianAddress.ts';
import { email } from './validation/email.ts';
import { isFiscalCode, vatNumberProblem } from './validation/italianMasterData.ts';

// The tenant's identity as a company (Settings → Company) and its checks, shared by the form and the server so
// both refuse the same values: P. IVA and codice fiscale by the shared Italian master-data rules
// (validation/italianMasterData.ts), IBAN by its ISO 13616 checksum, REA,
// CAP, province, e-mail addresses. Each problem is a code; the client words it per language, the server in English.

export type CompanyIdentityValues = {
  readonly businessName: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
  readonly country: string;
  readonly vatNumber: string;
  readonly fiscalCode: string;
  readonly reaNumber: string;
  readonly shareCapital: string;
  readonly pec: string;
  readonly phone: string;
  readonly email: string;
  readonly website: string;
  readonly iban: string;
};

export type CompanyField = keyof CompanyIdentityValues;

export type CompanyProblem = 'required' | 'vatNumber' | 'vatOffice' | 'fiscalCode' | 'reaNumber' | 'shareCapital' | 'iban' | 'email' | 'postcode' | 'province' | 'country' | 'website';

/** An IBAN with its ISO 13616 mod-97 checksum (spaces allowed); an Italian one is 27 characters. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const n = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** REA: the chamber of commerce's province and the number, "MI-1234567". */
export const isReaNumber = (value: string): boolean => {
  const m = /^([A-Z]{2})\s*-?\s*(\d{1,7})$/.exec(value.trim().toUpperCase());
  return m !== null && ITALIAN_PROVINCES.has(m[1] ?? '');
};

/** The IBAN as printed: groups of four. */
export const printableIban = (value: string): string =>
  value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

const blank = (value: string): boolean => value.trim() === '';

/** Every problem of the values, by field; `{}` means they may be saved. Blank optional fields are fine. */
export function companyIdentityProblems(v: CompanyIdentityValues): Partial<Record<CompanyField, CompanyProblem>> {
  const out: Partial<Record<CompanyField, CompanyProblem>> = {};
  const italian = blank(v.country) || v.country.trim().toUpperCase() === 'IT';
  if (blank(v.businessName)) out.businessName = 'required';
  if (!blank(v.country) && !/^[A-Za-z]{2}$/.test(v.country.trim())) out.country = 'country';
  if (!blank(v.postalCode) && italian && !/^\d{5}$/.test(v.postalCode.trim())) out.postalCode = 'postcode';
  if (!blank(v.province) && italian && !ITALIAN_PROVINCES.has(v.province.trim().toUpperCase())) out.province = 'province';
  const vatProblem = blank(v.vatNumber) ? null : vatNumberProblem(v.vatNumber);
  if (vatProblem) out.vatNumber = vatProblem;
  if (!blank(v.fiscalCode) && !isFiscalCode(v.fiscalCode)) out.fiscalCode = 'fiscalCode';
  if (!blank(v.reaNumber) && !isReaNumber(v.reaNumber)) out.reaNumber = 'reaNumber';
  if (!blank(v.shareCapital) && !/^\d{1,13}(\.\d{1,2})?$/.test(v.shareCapital.trim())) out.shareCapital = 'shareCapital';
  if (!blank(v.iban) && !isIban(v.iban)) out.iban = 'iban';
  if (email(v.email.trim()) !== null) out.email = 'email';
  if (email(v.pec.trim()) !== null) out.pec = 'email';
  if (!blank(v.website) && !/^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/\S*)?$/.test(v.website.trim())) out.website = 'website';
  return out;
}
