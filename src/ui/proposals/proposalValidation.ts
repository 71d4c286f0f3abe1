import type { TFunction } from 'i18next';
import { parseDecimalInput } from '../../domain/numberFormat.ts';
import { email } from '../../domain/validation/email.ts';
import type { FieldErrors } from '../../machines/generic/errorTag.ts';
import { formRules } from '../components/formRules.ts';
import { proposalRules, type ProposalFormValues } from './proposalForm.ts';

// The proposal form's checks before a save, keyed like the server's 422 field paths once camelised
// (`rows.2.unitPrice`, `addressees.0.email`), so that a refusal from either side lands on the same input and the
// form machine focuses the first invalid one.

const PERCENT = /^(100(\.0+)?|\d{1,2}(\.\d+)?)$/;
const WHOLE = /^\d+$/;

export const proposalValidation =
  (t: TFunction, language: string) =>
  (values: ProposalFormValues): FieldErrors => {
    const errors: Record<string, readonly string[]> = { ...formRules<ProposalFormValues>(t, proposalRules)(values) };
    const add = (path: string, message: string) => (errors[path] = [...(errors[path] ?? []), message]);
    const decimal = (path: string, value: string, { needed = false, percent = false } = {}) => {
      if (value.trim() === '') {
        if (needed) add(path, t('validation:required'));
        return;
      }
      const parsed = parseDecimalInput(value, language);
      if (parsed === null || parsed.startsWith('-')) add(path, t('ui:decimal.invalid'));
      else if (percent && !PERCENT.test(parsed)) add(path, t('ui:decimal.percent'));
    };
    const whole = (path: string, value: string) => {
      if (value.trim() !== '' && !WHOLE.test(value.trim())) add(path, t('proposals:validation.whole'));
    };
    // The offer's validity counts whole days (1–365, the contract's bounds): "0" or "2.5" used to be saved as 30 or
    // sent for the server to refuse in its own words; it is refused here under the field.
    const validity = values.validityDays.trim();
    if (validity !== '' && (!WHOLE.test(validity) || Number(validity) < 1 || Number(validity) > 365)) add('validityDays', t('proposals:validation.validityDays'));
    values.rows.forEach((row, i) => {
      if (row.description.trim() === '') add(`rows.${i}.description`, t('validation:required'));
      decimal(`rows.${i}.quantity`, row.quantity, { needed: true });
      decimal(`rows.${i}.unitPrice`, row.unitPrice, { needed: true });
      decimal(`rows.${i}.discountPercent`, row.discountPercent, { percent: true });
      decimal(`rows.${i}.clicheCost`, row.clicheCost);
      whole(`rows.${i}.format.widthMm`, row.formatWidthMm);
      whole(`rows.${i}.format.heightMm`, row.formatHeightMm);
      // Half a format cannot be printed: the missing side is the one to fill.
      if (row.formatWidthMm.trim() === '' && row.formatHeightMm.trim() !== '') add(`rows.${i}.format.widthMm`, t('validation:required'));
      if (row.formatHeightMm.trim() === '' && row.formatWidthMm.trim() !== '') add(`rows.${i}.format.heightMm`, t('validation:required'));
      whole(`rows.${i}.thicknessMicron`, row.thicknessMicron);
      whole(`rows.${i}.printSubjects`, row.printSubjects);
    });
    values.addressees.forEach((person, i) => {
      if (person.name.trim() === '') add(`addressees.${i}.name`, t('validation:required'));
      if (person.email.trim() !== '' && email(person.email.trim()) !== null) add(`addressees.${i}.email`, t('validation:email'));
      if (person.receivesMail && person.email.trim() === '') add(`addressees.${i}.email`, t('proposals:validation.emailForMail'));
    });
    values.deliveryAddresses.forEach((address, i) => {
      if (address.street.trim() === '') add(`deliveryAddresses.${i}.street`, t('validation:required'));
      if (address.city.trim() === '') add(`deliveryAddresses.${i}.city`, t('validation:required'));
      if (!/^[A-Za-z]{2}$/.test(address.country.trim())) add(`deliveryAddresses.${i}.country`, t('proposals:validation.country'));
    });
    values.discounts.forEach((discount, i) => decimal(`discounts.${i}.percent`, discount.percent, { percent: true }));
    return errors;
  };
