import { describe, expect, it } from 'vitest';
import { findFormatSlips } from '../e2e/support/formatSlips.ts';

// The route walk's format detector (tests/e2e/support/formatSlips.ts), proved on texts as a screen gives them.

const kinds = (texts: readonly string[], language: 'it' | 'en') => findFormatSlips(texts, language).map((slip) => `${slip.kind}: ${slip.match}`);

describe('format slip detector', () => {
  it('finds wire dates, wire times and codes in either language', () => {
    expect(kinds(['Scadenza 2026-11-29', '29/11/2026'], 'it')).toEqual(['wire date: 2026-11-29']);
    expect(kinds(['Start 2026-11-29 09:00:00'], 'en')).toEqual(['wire date: 2026-11-29', 'wire time with seconds: 09:00:00']);
    expect(kinds(['Stato: in_progress', 'vacations_and_permissions'], 'en')).toEqual(['code: in_progress', 'code: vacations_and_permissions']);
  });

  it("finds numbers in the other language's format, and leaves the reader's own alone", () => {
    expect(kinds(['1,234.56 €', '1234.5', '0.045 €'], 'it')).toEqual(['English thousands: 1,234.56', 'decimal point: 1234.5', 'decimal point: 0.045']);
    expect(kinds(['1.234,56 €', '0,045 €', '3 h', '29/11/2026 09:00'], 'it')).toEqual([]);
    expect(kinds(['€1.234,56', '7,5 h', '0,045'], 'en')).toEqual(['Italian thousands: 1.234,56', 'decimal comma: 7,5', 'decimal comma: 0,045']);
    expect(kinds(['€1,234.56', '€0.045', '7.5 h', 'Page 1, 2, 3'], 'en')).toEqual([]);
  });

  it('reads addresses, file names and bracketed examples as data', () => {
    expect(kinds(['mario_rossi@cliente.test', 'offerta_2026-11-29.pdf', 'https://acme.test/a_b'], 'it')).toEqual([]);
    expect(kinds(['Lower-case letters, digits and _ (e.g. warehouse_staff)', 'decimals take a comma (1.234,56)'], 'en')).toEqual([]);
  });
});
