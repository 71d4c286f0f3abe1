import { ITALIAN_PROVINCES } from './italianAddress.ts';
import { email } from './email.ts';

// Italian master data, checked the same way by the forms, the server and the import engine (issue 34 point 5):
// P. IVA, codice fiscale, CAP, province sigla, codice destinatario SDI with its PEC, e-mail. Every check is a pure
// predicate or returns a problem code; each caller words the code in the reader's language.

/** Why a master-data value was refused; the catalogue key is `validation.<problem>` on both sides. */
export type MasterDataProblem =
  | 'vatNumber'
  | 'vatOffice'
  | 'fiscalCode'
  | 'postcode'
  | 'province'
  | 'sdiCode'
  | 'sdiForeignOnly'
  | 'pecNeedsZeroCode'
  | 'email';

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';

/** The P. IVA as stored: upper case, no spaces, no "IT" prefix. */
export const normaliseVatNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');

/** The check digit of the first ten digits of a P. IVA (the same Luhn-like rule as the 11-digit codice fiscale). */
export function vatCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(firstTen[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Digits 8–10 name the tax office (Ufficio provinciale) that issued the number: 001–100 are provinces, 120 and 121
 * are numbers issued by the revenue agency's central offices, 888 and 999 special cases (e.g. non-resident subjects).
 */
const isVatOffice = (office: number): boolean => (office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999;

/** What is wrong with a P. IVA, or null: 11 digits, a known office code, the check digit ("IT" prefix allowed). */
export function vatNumberProblem(value: string): 'vatNumber' | 'vatOffice' | null {
  const digits = normaliseVatNumber(value);
  if (!/^\d{11}$/.test(digits) || vatCheckDigit(digits) !== Number(digits[10])) return 'vatNumber';
  return isVatOffice(Number(digits.slice(7, 10))) ? null : 'vatOffice';
}

export const isItalianVatNumber = (value: string): boolean => vatNumberProblem(value) === null;

const ODD: Readonly<Record<string, number>> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23].flatMap((v, i) => [
    [String.fromCharCode(65 + i), v],
    ...(i < 10 ? [[String(i), v] as const] : []),
  ]),
);

/** Omocodia: when two people share a code, the revenue agency replaces digits from the right with these letters. */
const OMOCODIA = 'LMNPQRSTUV';
const digitOf = (c: string): string => (/\d/.test(c) ? c : String(OMOCODIA.indexOf(c)));

/** The check character of the first 15 characters of a person's codice fiscale. */
export function fiscalCodeCheckChar(firstFifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = firstFifteen[i] ?? '';
    // Positions 1, 3, 5… (1-based) are "odd" and use the table; the others count 0–9 / A–Z as 0–25.
    sum += i % 2 === 0 ? (ODD[c] ?? 0) : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

const PERSON_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** A person's 16-character codice fiscale: shape (omocodia letters allowed), a real day (1–31, women +40), check char. */
function isPersonFiscalCode(code: string): boolean {
  if (!PERSON_CODE.test(code)) return false;
  const day = Number(digitOf(code[9] ?? '') + digitOf(code[10] ?? ''));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckChar(code) === code[15];
}

/** A company's codice fiscale (11 digits with the P. IVA's check digit) or a person's (16 characters). */
export function isFiscalCode(value: string): boolean {
  const code = value.replace(/\s+/g, '').toUpperCase();
  if (code.length === 11) return /^\d{11}$/.test(code) && vatCheckDigit(code) === Number(code[10]);
  return isPersonFiscalCode(code);
}

/** CAP: five digits. */
export const isPostcode = (value: string): boolean => /^\d{5}$/.test(value.trim());

/** A province sigla in use (AO, SU included). */
export const isProvince = (value: string): boolean => ITALIAN_PROVINCES.has(value.trim().toUpperCase());

/** The code a foreign customer gets: SDI cannot deliver to it, the invoice goes by the esterometro instead. */
export const FOREIGN_SDI_CODE = 'XXXXXXX';
/** The code that tells SDI to deliver to the PEC (or to the customer's cassetto fiscale when there is none). */
export const PEC_SDI_CODE = '0000000';

/** Italy, or no country given (the directory is Italian by default). */
export const isItalianCountry = (country: string | null | undefined): boolean => blank(country) || country?.trim().toUpperCase() === 'IT';

export type SdiValues = {
  readonly sdiCode: string | null | undefined;
  readonly pec: string | null | undefined;
  readonly country: string | null | undefined;
};

/**
 * The billing address's electronic-invoicing pair: a 7-character codice destinatario; a PEC is the delivery channel
 * only with `0000000` (any other code wins over it at SDI, so a PEC beside one is a mistake); `XXXXXXX` only abroad.
 */
export function sdiProblems(v: SdiValues): Partial<Record<'sdiCode' | 'pec', MasterDataProblem>> {
  const out: Partial<Record<'sdiCode' | 'pec', MasterDataProblem>> = {};
  const code = blank(v.sdiCode) ? null : (v.sdiCode ?? '').trim().toUpperCase();
  if (code !== null) {
    if (!/^[A-Z0-9]{7}$/.test(code)) out.sdiCode = 'sdiCode';
    else if (code === FOREIGN_SDI_CODE && isItalianCountry(v.country)) out.sdiCode = 'sdiForeignOnly';
  }
  if (!blank(v.pec)) {
    if (email((v.pec ?? '').trim()) !== null) out.pec = 'email';
    else if (code !== null && code !== PEC_SDI_CODE && out.sdiCode === undefined) out.pec = 'pecNeedsZeroCode';
  }
  return out;
}

/** The master-data fields a profile, company or billing address may carry; absent fields are not checked. */
export type MasterDataValues = {
  readonly vatNumber?: string | null;
  readonly fiscalCode?: string | null;
  readonly postalCode?: string | null;
  readonly province?: string | null;
  readonly country?: string | null;
  readonly email?: string | null;
  readonly sdiCode?: string | null;
  readonly pec?: string | null;
};

export type MasterDataField = keyof MasterDataValues;

/** Every problem of the values, by field; `{}` means they may be saved. Blank fields pass (presence is another rule). */
export function masterDataProblems(v: MasterDataValues): Partial<Record<MasterDataField, MasterDataProblem>> {
  const out: Partial<Record<MasterDataField, MasterDataProblem>> = {};
  const italian = isItalianCountry(v.country);
  if (!blank(v.vatNumber)) {
    // A foreign VAT number has its own country's rules: only an Italian one (or an "IT"-prefixed one) is checked.
    const problem = italian || /^IT/i.test((v.vatNumber ?? '').trim()) ? vatNumberProblem(v.vatNumber ?? '') : null;
    if (problem) out.vatNumber = problem;
  }
  if (!blank(v.fiscalCode) && italian && !isFiscalCode(v.fiscalCode ?? '')) out.fiscalCode = 'fiscalCode';
  if (!blank(v.postalCode) && italian && !isPostcode(v.postalCode ?? '')) out.postalCode = 'postcode';
  if (!blank(v.province) && italian && !isProvince(v.province ?? '')) out.province = 'province';
  if (!blank(v.email) && email((v.email ?? '').trim()) !== null) out.email = 'email';
  return { ...out, ...sdiProblems({ sdiCode: v.sdiCode, pec: v.pec, country: v.country }) };
}
