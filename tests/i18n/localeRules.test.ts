import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocaleTree } from './localeParity.ts';
import { findDoubleStops, findItalianClicheMisspellings, findItalianProposalNames, findMissingPlurals } from './localeRules.ts';

const LOCALES_DIR = join(import.meta.dirname, '..', '..', 'locales');

const readLocales = (): LocaleTree =>
  Object.fromEntries(
    readdirSync(LOCALES_DIR).map((language) => [
      language,
      Object.fromEntries(
        readdirSync(join(LOCALES_DIR, language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')) as Record<string, unknown>]),
      ),
    ]),
  );

describe('locale writing rules', () => {
  const locales = readLocales();

  it('has no doubled end punctuation in any text of any language', () => {
    expect(findDoubleStops(locales)).toEqual([]);
  });

  it('gives every {{count}} text its _one and _other forms in every language', () => {
    expect(findMissingPlurals(locales)).toEqual([]);
  });

  it('calls a proposal "offerta" in every Italian text, as the menu does', () => {
    expect(findItalianProposalNames(locales)).toEqual([]);
  });

  it('catches "Proposte vinte" and "La proposta", not "riproposta" nor the English "proposal"', () => {
    const found = findItalianProposalNames({
      it: { statistics: { a: 'Proposte vinte', b: 'La proposta {{label}} è stata inviata', c: 'Scaduta, poi riproposta', d: 'Offerte aperte' } },
      en: { statistics: { a: 'Proposals won' } },
    });
    expect(found).toEqual(['it/statistics:a', 'it/statistics:b']);
  });

  it('writes the printing plate "cliché" in every Italian text, as the proposal PDF does', () => {
    expect(findItalianClicheMisspellings(locales)).toEqual([]);
  });

  it('catches "Costo clichè" and "Cliche", not "Cliché" nor "Clichés"', () => {
    const found = findItalianClicheMisspellings({ it: { proposals: { a: 'Costo clichè', b: 'Cliche', c: 'Costo cliché', d: 'Cliché' } }, en: { proposals: { a: 'Clichés' } } });
    expect(found).toEqual(['it/proposals:a', 'it/proposals:b']);
  });

  it('catches "..", "!." and ".?" but not a single stop or an ellipsis character', () => {
    const found = findDoubleStops({
      it: { common: { a: 'Salvato..', b: 'Fatto!.', c: 'Davvero.?', d: 'Salvato.', e: 'Caricamento…', f: 'v1.2 pronta' } },
    });
    expect(found).toEqual(['it/common:a', 'it/common:b', 'it/common:c']);
  });

  it('catches a {{count}} text without plural forms, and one with only _other', () => {
    const found = findMissingPlurals({
      en: { vacations: { days: '{{count}} days', hours_other: '{{count}} hours', ok_one: '{{count}} item', ok_other: '{{count}} items', plain: 'Days' } },
    });
    expect(found).toEqual(['en/vacations:days', 'en/vacations:hours']);
  });
});
