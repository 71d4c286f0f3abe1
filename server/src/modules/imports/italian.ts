import { isFiscalCode, isItalianVatNumber } from '../../../../src/domain/validation/italianMasterData.ts';
import { ITALIAN_PROVINCES } from '../../../../src/domain/validation/italianAddress.ts';
import type { Read } from './values.ts';

// Italian master data in imports, with the same rules as the forms (src/domain). When the shared
// `src/domain/validation/italianMasterData.ts` lands (issue 34, point 5) these delegate to it.

const bad = (key: string): Read<never> => ({ ok: false, problem: { key } });

/** P. IVA: 11 digits with its check digit (an `IT` prefix and spaces are dropped); foreign numbers pass as typed. */
export function readVatNumber(text: string, italian: boolean): Read<string> {
  const t = text.trim().toUpperCase().replace(/[\s.]/g, '');
  if (!italian) return { ok: true, value: t };
  const digits = t.replace(/^IT/, '');
  return isItalianVatNumber(digits) ? { ok: true, value: digits } : bad('imports.reasons.vatNumber');
}

/** Codice fiscale: 16 characters with its check character (omocodia allowed) or 11 digits for companies. */
export function readFiscalCode(text: string, italian: boolean): Read<string> {
  const t = text.trim().toUpperCase().replace(/\s/g, '');
  if (!italian) return { ok: true, value: t };
  return isFiscalCode(t) ? { ok: true, value: t } : bad('imports.reasons.fiscalCode');
}

export function readPostalCode(text: string, italian: boolean): Read<string> {
  const t = text.trim();
  return !italian || /^\d{5}$/.test(t) ? { ok: true, value: t } : bad('imports.reasons.postalCode');
}

export function readProvince(text: string, italian: boolean): Read<string> {
  const t = text.trim().toUpperCase();
  return !italian || ITALIAN_PROVINCES.has(t) ? { ok: true, value: t } : bad('imports.reasons.province');
}

/** The country as an ISO code; empty or `Italia`/`Italy` read as IT (the directory is Italian by default). */
export function readCountry(text: string | undefined): string {
  const t = (text ?? '').trim();
  if (t === '' || /^(it|ita|italia|italy)$/i.test(t)) return 'IT';
  return t.length === 2 ? t.toUpperCase() : t;
}
