import { useTranslation } from 'react-i18next';
import type { Sample, SampleInput } from '../../api/samples.ts';
import type { FormLogic } from '../../machines/generic/form.logic.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { decimalErrors, mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';
import { useForm } from '../components/useForm.ts';
import { SAMPLE_NUMBER_FIELDS, SAMPLE_NUMBER_RULES, sampleBody, sampleCompletenessErrors, sampleRules, type SampleFormValues } from './sampleForm.ts';

/** The sample form's machine, create and edit alike: its rules, its numbers read in the user's language, its body. */
export const useSampleForm = <Request, Result = Sample>(options: {
  /** The starting values from the record, in the user's language (a new sample's are the empty ones). */
  initialValues: (language: string) => SampleFormValues;
  save: FormLogic<Request, Result>;
  /** The request from the body the form builds; `loaded` is the body of the starting values (an edit sends nothing when they are the same). */
  request: (body: SampleInput, loaded: SampleInput) => Request;
  onSucceeded: (result: Result) => void;
  onFailed: () => void;
}) => {
  const { t, i18n } = useTranslation(['samples', 'ui', 'validation']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const rules = formRules<SampleFormValues>(t, sampleRules);
  const initialValues = options.initialValues(language);
  return useForm(options.save, {
    initialValues,
    validate: (values) => mergeFieldErrors(mergeFieldErrors(rules(values), decimalErrors(t, values, SAMPLE_NUMBER_FIELDS, [], language, SAMPLE_NUMBER_RULES)), sampleCompletenessErrors(t, values)),
    request: (values) => options.request(sampleBody(values, language), sampleBody(initialValues, language)),
    onSucceeded: options.onSucceeded,
    onFailed: options.onFailed,
  });
};
