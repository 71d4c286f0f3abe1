import { parts as patternParts } from '@formkit/tempo';
import type { Language } from './constants/languages.ts';

// Dates with names of days and months ("mar 24 nov"), as tempo's `format({ date, format, locale, tz: 'UTC' })`
// writes them, with each pattern's Intl.DateTimeFormat built once per language. tempo builds three on every call
// (the UTC offset twice, then the names), and a new Intl.DateTimeFormat is the costly part: the dashboard's events
// panel paid ≈ 10 ms of its first render there, one call per day shown (issue 36 point 4, docs/benchmarks.md).
// The same options as tempo's (its `parts`, hour cycle h23, zone UTC), so the text is the same, which
// tests/domain/namedDateFormat.test.ts checks against tempo day by day. Only names and numbers: the patterns here have
// no hour, minute, day period or zone, whose adjustments tempo makes after formatting.

type Compiled = { readonly intl: Intl.DateTimeFormat; readonly parts: ReturnType<typeof patternParts> };

const compiled = new Map<string, Compiled>();

const compile = (pattern: string, language: Language): Compiled => {
  const key = `${language} ${pattern}`;
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const parts = patternParts(pattern, language);
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };
  for (const part of parts) if (part.partName !== 'literal') Object.assign(options, part.option);
  const made = { intl: new Intl.DateTimeFormat(`${language}-u-hc-h23`, options), parts };
  compiled.set(key, made);
  return made;
};

/** `date` (a UTC instant standing for a wall-clock value) in `pattern`, e.g. `ddd D MMM`, with the language's names. */
export const formatNamed = (date: Date, pattern: string, language: Language): string => {
  const { intl, parts } = compile(pattern, language);
  const values = new Map<string, string>();
  for (const part of intl.formatToParts(date)) values.set(part.type, part.type === 'literal' ? part.value.normalize('NFKC') : part.value);
  return parts.map((part) => (part.partName === 'literal' ? part.partValue : (values.get(part.partName) ?? ''))).join('');
};
