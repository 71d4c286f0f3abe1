import { isAbsent } from './emptiness.ts';
import { isFiscalCode, isItalianCountry, sdiProblems, vatNumberProblem } from './italianMasterData.ts';
import type { Rule } from './rule.ts';
import type { RuleFailure } from './ruleFailure.ts';

// The Italian master-data checks (italianMasterData.ts) as form rules, so a form refuses what the server refuses.
// Rules that depend on the country read it from a sibling field, as italianProvince/italianPostcode do.

const countryOf = (values: Readonly<Record<string, unknown>>, field: string): string | null => {
  const value = values[field];
  return typeof value === 'string' ? value : null;
};

/** A P. IVA: checked when the address is Italian or the number says "IT". */
export const italianVatNumber =
  (countryField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || typeof value !== 'string') return null;
    if (!isItalianCountry(countryOf(values, countryField)) && !/^IT/i.test(value.trim())) return null;
    const problem = vatNumberProblem(value);
    return problem ? { rule: problem } : null;
  };

/** A codice fiscale (16 characters, or 11 digits for a company) when the address is Italian. */
export const italianFiscalCode =
  (countryField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || typeof value !== 'string' || !isItalianCountry(countryOf(values, countryField))) return null;
    return isFiscalCode(value) ? null : { rule: 'fiscalCode' };
  };

/** The codice destinatario SDI, read with its country (XXXXXXX abroad only). */
export const sdiCode =
  (countryField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || typeof value !== 'string') return null;
    const problem = sdiProblems({ sdiCode: value, pec: null, country: countryOf(values, countryField) }).sdiCode;
    return problem === 'sdiCode' || problem === 'sdiForeignOnly' ? { rule: problem } : null;
  };

/** The PEC of a billing address: an e-mail address, and only beside the code 0000000 (or no code). */
export const sdiPec =
  (sdiCodeField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || typeof value !== 'string') return null;
    const code = values[sdiCodeField];
    const problem = sdiProblems({ sdiCode: typeof code === 'string' ? code : null, pec: value, country: null }).pec;
    return problem === 'email' ? { rule: 'email' } : problem === 'pecNeedsZeroCode' ? { rule: 'pecNeedsZeroCode' } : null;
  };
