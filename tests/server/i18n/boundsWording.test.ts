import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/src/contract/document.ts';
import { createValidator } from '../../../server/src/contract/validator.ts';
import { renderWording } from '../../../server/src/i18n/render.ts';
import type { Language } from '../../../src/domain/constants/languages.ts';

// Two of the server's validation messages read as people expect: a year's bound is a year ("almeno 2000", not the
// amount "2.000"), and a percentage above 100 says it must be one from 0 to 100 (it said "the format is invalid").

const loaded = loadContract(fileURLToPath(new URL('../../../openapi/api.yaml', import.meta.url)));
if (!loaded.ok) throw new Error('contract not loaded');
const validator = createValidator(loaded.value);

const errorsOf = (body: unknown, language: Language): Record<string, string[]> =>
  Object.fromEntries(Object.entries(validator.body('openapi#/components/schemas/GoalInput', body, false) ?? {}).map(([field, list]) => [field, list.map((w) => renderWording(w, language))]));

describe('validation wording of bounds', () => {
  it('names a year bound as a year, in both languages', () => {
    expect(errorsOf({ title: 'Obiettivo', weight: '20', year: 1999 }, 'it')).toEqual({ year: ['Il campo Anno deve essere almeno 2000.'] });
    expect(errorsOf({ title: 'Goal', weight: '20', year: 2101 }, 'en')).toEqual({ year: ['The year field must not be greater than 2100.'] });
  });

  it('says a percentage goes from 0 to 100, in both languages', () => {
    expect(errorsOf({ title: 'Obiettivo', weight: '150', year: 2026 }, 'it')).toEqual({ weight: ['Il campo Peso deve essere una percentuale tra 0 e 100 (al massimo 4 decimali).'] });
    expect(errorsOf({ title: 'Goal', weight: '150', year: 2026 }, 'en')).toEqual({ weight: ['The weight field must be a percentage from 0 to 100 (at most 4 decimals).'] });
  });
});
