import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import uiIt from '../../../locales/it/ui.json';
import { vacationFormFailureText } from '../../../src/ui/vacations/formFailureText.ts';

const tIt = async (): Promise<TFunction> => {
  const instance = createInstance();
  await instance.init({ lng: 'it', ns: ['ui'], defaultNS: 'ui', resources: { it: { ui: uiIt } } });
  return instance.t;
};

const HOURS = { userId: ['Devi impostare le ore di ferie del 2027'] };

describe('the leave request form’s failure', () => {
  it('shows the refusal about the person when the form has no person field to put it under', async () => {
    expect(vacationFormFailureText(await tIt(), 'Invalid', HOURS, false)).toBe('Devi impostare le ore di ferie del 2027');
  });

  it('keeps "check the highlighted values" when the person field shows the message itself, or the error is on a shown field', async () => {
    const t = await tIt();
    const generic = t('ui:error.Invalid');
    expect(vacationFormFailureText(t, 'Invalid', HOURS, true)).toBe(generic);
    expect(vacationFormFailureText(t, 'Invalid', { start: ['La richiesta si sovrappone a un’altra.'] }, false)).toBe(generic);
  });

  it('shows nothing without a failure, and the failure’s own text for other kinds', async () => {
    const t = await tIt();
    expect(vacationFormFailureText(t, null, HOURS, false)).toBeNull();
    expect(vacationFormFailureText(t, 'Network', {}, false)).toBe(t('ui:error.Network'));
  });
});
