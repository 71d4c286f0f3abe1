import type { Effect } from 'effect';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/errors.ts';
import type { Quote, QuoteInput } from '../../api/quotes.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';
import { useForm } from '../components/useForm.ts';
import { quoteBody, quoteRules, rowErrors, type QuoteFormValues } from './quoteForm.ts';

const quoteForm = createFormMachine<QuoteFormValues, Quote>();

/** The quote form's machine: header rules, each row's required and decimal figures; saves the body built from it. */
export const useQuoteForm = (options: {
  initialValues: QuoteFormValues;
  save: (body: QuoteInput & { status?: Quote['status'] }, values: QuoteFormValues) => Effect.Effect<Quote, ApiError>;
  onSucceeded: (quote: Quote) => void;
  onFailed: () => void;
}) => {
  const { t } = useTranslation(['quotes', 'ui', 'validation']);
  const rules = formRules<QuoteFormValues>(t, quoteRules);
  const messages = { required: t('quotes:rows.required'), number: t('ui:decimal.invalid'), percent: t('ui:decimal.percent') };
  return useForm(quoteForm, {
    initialValues: options.initialValues,
    validate: (values) => mergeFieldErrors(rules(values), rowErrors(values.rows, messages)),
    submit: (values) => options.save(quoteBody(values), values),
    onSucceeded: options.onSucceeded,
    onFailed: options.onFailed,
  });
};
