import type { Language } from '../../../src/domain/constants/languages.ts';

// The route walk's format check: numbers and dates a person reads in the format of their language (dates
// `29/11/2026` in both; `1.234,5` in Italian, `1,234.5` in English), never as the wire carries them (`2026-11-29`,
// `2026-11-29 09:00:00`, `1234.5` for an Italian reader) nor as a code (`in_progress`, `vacations_and_permissions`).
// Codes people type (`ART-001`), e-mail addresses and web addresses are data, not formats.

export type Slip = { readonly kind: string; readonly match: string; readonly text: string };

type Rule = { readonly kind: string; readonly pattern: RegExp };

const BOTH: readonly Rule[] = [
  { kind: 'wire date', pattern: /(?<![\d/.-])\d{4}-\d{2}-\d{2}(?![\d])/ },
  { kind: 'wire time with seconds', pattern: /(?<![\d:])\d{2}:\d{2}:\d{2}(?![\d:])/ },
  { kind: 'code', pattern: /(?<![\p{L}\p{N}_.@/-])[a-z]+(?:_[a-z]+)+(?![\p{L}\p{N}_.@/-])/u },
];

const BY_LANGUAGE: Readonly<Record<Language, readonly Rule[]>> = {
  it: [
    { kind: 'English thousands', pattern: /(?<![\d.,])[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?(?![\d,])/ },
    // A decimal point after a zero, or with one, two or four and more digits after it (three are Italian thousands).
    { kind: 'decimal point', pattern: /(?<![\d.,/])(?:0\.\d+|\d+\.(?:\d{1,2}|\d{4,}))(?![\d.,/])/ },
  ],
  en: [
    { kind: 'Italian thousands', pattern: /(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?(?![\d.])/ },
    { kind: 'decimal comma', pattern: /(?<![\d.,])(?:0,\d+|\d+,(?:\d{1,2}|\d{4,}))(?![\d.,])/ },
  ],
};

// Data, not formats: e-mail and web addresses, file names, and an example a hint gives in brackets (a role's code
// "(e.g. warehouse_staff)", the Italian CSV decimals "(1.234,56)" an English import hint describes).
const DATA = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|\b[\w-]+\.(?:pdf|xlsx|csv|txt|png|jpe?g|docx?)\b|\((?:e\.g\.|es\.|ad es\.)?\s*[\w.,]+\)/gi;

/** Numbers, dates and codes of `texts` (one entry per text node or attribute) not in the format of `language`. */
export const findFormatSlips = (texts: readonly string[], language: Language): readonly Slip[] => {
  const slips: Slip[] = [];
  for (const original of texts) {
    const text = original.replace(DATA, ' ');
    for (const { kind, pattern } of [...BOTH, ...BY_LANGUAGE[language]]) {
      const found = pattern.exec(text);
      if (found) slips.push({ kind, match: found[0], text: original });
    }
  }
  return slips;
};

/** Readable lines for an assertion message. */
export const describeSlips = (slips: readonly Slip[]): string[] => [...new Set(slips.map((s) => `${s.kind} «${s.match}» in “${s.text.slice(0, 120)}”`))];
