import { isAbsent } from './emptiness.ts';
import type { Rule } from './rule.ts';
import type { RuleFailure } from './ruleFailure.ts';

/** The Italian province codes (sigle automobilistiche) in use, Aosta as AO, Sud Sardegna as SU. */
export const ITALIAN_PROVINCES: ReadonlySet<string> = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR ' +
    'GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ ' +
    'RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV'
  ).split(' '),
);

/** Italian checks apply when the country is Italy or not given (the directory is Italian by default). */
const isItalian = (country: unknown): boolean => isAbsent(country) || (typeof country === 'string' && country.trim().toUpperCase() === 'IT');

/** A province field: two letters of a known Italian province when the address is Italian. */
export const italianProvince =
  (countryField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || !isItalian(values[countryField])) return null;
    return typeof value === 'string' && ITALIAN_PROVINCES.has(value.trim().toUpperCase()) ? null : { rule: 'province' };
  };

/** A postcode field: five digits (CAP) when the address is Italian. */
export const italianPostcode =
  (countryField: string): Rule =>
  (value, { values }): RuleFailure | null => {
    if (isAbsent(value) || !isItalian(values[countryField])) return null;
    return typeof value === 'string' && /^\d{5}$/.test(value.trim()) ? null : { rule: 'postcode' };
  };
