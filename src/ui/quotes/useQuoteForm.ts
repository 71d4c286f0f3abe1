import { useTranslation } from 'react-i18next';
import type { Quote, QuoteInput } from '../../api/quotes.ts';
import type { FormLogic } from '../../machines/generic/form.logic.ts';
import { mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';
import { useForm } from '../components/useForm.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { quoteBody, quoteRules, rowErrors, type QuoteFormValues } from './quoteForm.ts';

/** The quote form's machine: header rules, each row's required and decimal figures; saves the body built from it. */
export const useQuoteForm = <Request, Result = Quote>(options: {
  initialValues: QuoteFormValues;
  /**
   * The save call (create or update), and its request from the body the form builds; `loaded` is the body and values
   * the form started from (an edit sends nothing when they give the same request).
   */
  save: FormLogic<Request, Result>;
  request: (body: QuoteInput, values: QuoteFormValues, loaded: { readonly body: QuoteInput; readonly values: QuoteFormValues }) => Request;
  onSucceeded: (result: Result) => void;
  onFailed: () => void;
}) => {
  const { t, i18n } = useTranslation(['quotes', 'ui', 'validation']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const rules = formRules<QuoteFormValues>(t, quoteRules);
  const messages = { required: t('quotes:rows.required'), number: t('ui:decimal.invalid'), percent: t('ui:decimal.percent'), aboveZero: t('validation:greaterThanZero') };
  return useForm(options.save, {
    initialValues: options.initialValues,
    validate: (values) => mergeFieldErrors(rules(values), rowErrors(values.rows, messages, language)),
    request: (values) => options.request(quoteBody(values, language), values, { body: quoteBody(options.initialValues, language), values: options.initialValues }),
    onSucceeded: options.onSucceeded,
    onFailed: options.onFailed,
  });
};
