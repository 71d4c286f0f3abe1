import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposalBody, proposalToValues } from '../../../src/ui/proposals/proposalForm.ts';
import { proposalValidation } from '../../../src/ui/proposals/proposalValidation.ts';
import { fullProposal } from './proposalFixture.ts';
import { proposalsI18n } from './proposalsI18n.ts';

// Walk of session 24: a validity of "0" days was saved as 30 (and "0" is what a person types to clear the field and
// retype), "2.5" went to the server for its own refusal; the field now refuses them itself, in the reader's words.
beforeAll(proposalsI18n);

const withValidity = (validityDays: string) => ({ ...proposalToValues(fullProposal(), 'it'), validityDays });

describe('proposal validity days', () => {
  it('refuses a validity out of 1–365 or not whole, under its field, in Italian and English', async () => {
    await i18next.changeLanguage('it');
    for (const typed of ['0', '366', '2.5', '-3']) {
      expect(proposalValidation(i18next.t, 'it')(withValidity(typed))['validityDays']).toEqual(['Inserisci un numero intero di giorni tra 1 e 365.']);
    }
    await i18next.changeLanguage('en');
    expect(proposalValidation(i18next.t, 'en')(withValidity('0'))['validityDays']).toEqual(['Enter a whole number of days between 1 and 365.']);
    await i18next.changeLanguage('it');
  });

  it('accepts 1 and 365 and sends exactly what was typed', () => {
    for (const typed of ['1', '365', ' 60 ']) {
      expect(proposalValidation(i18next.t, 'it')(withValidity(typed))['validityDays']).toBeUndefined();
      expect(proposalBody(withValidity(typed), 'it').validityDays).toBe(Number(typed.trim()));
    }
  });
});
