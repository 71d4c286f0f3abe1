import type { Language } from '../../../../src/domain/constants/languages.ts';

/**
 * The rating scale a new tenant starts with, 1 (lowest) to 5, worded in the tenant's language. The scale has no
 * screen or call of its own (spec §7: GET /ratings only): without it a company created with `npm run tenant -- create`
 * could not rate a single goal. The demo tenants' seed uses it too (db/seed/catalog.ts).
 */
export const STANDARD_RATINGS: readonly { readonly value: number; readonly color: string; readonly label: Readonly<Record<Language, string>> }[] = [
  { value: 1, color: '#e03131', label: { it: 'Insufficiente', en: 'Insufficient' } },
  { value: 2, color: '#f08c00', label: { it: 'Da migliorare', en: 'Needs improvement' } },
  { value: 3, color: '#fab005', label: { it: 'Adeguato', en: 'Adequate' } },
  { value: 4, color: '#74b816', label: { it: 'Buono', en: 'Good' } },
  { value: 5, color: '#2f9e44', label: { it: 'Eccellente', en: 'Excellent' } },
];
