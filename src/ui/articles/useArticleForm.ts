import { useTranslation } from 'react-i18next';
import type { Article } from '../../api/articles.ts';
import type { FormLogic } from '../../machines/generic/form.logic.ts';
import { decimalErrors, mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';
import { useForm } from '../components/useForm.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { articleBody, articleRules, type ArticleFormValues } from './articleForm.ts';
import type { ArticleInput } from '../../api/articles.ts';

/** The article form's machine with its rules (required fields, decimals that read as numbers, VAT as a percentage). */
export const useArticleForm = <Request, Result = Article>(options: {
  initialValues: ArticleFormValues;
  /**
   * The save (articles.logic.ts) and its request for the form's body; `loaded` is the body of the starting values (an
   * edit sends nothing when they are the same).
   */
  logic: FormLogic<Request, Result>;
  request: (body: ArticleInput, loaded: ArticleInput) => Request;
  onSucceeded: (result: Result) => void;
  onFailed: () => void;
}) => {
  const { t, i18n } = useTranslation(['articles', 'ui', 'validation']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const rules = formRules<ArticleFormValues>(t, articleRules);
  return useForm(options.logic, {
    initialValues: options.initialValues,
    validate: (values) => mergeFieldErrors(rules(values), decimalErrors(t, values, ['price', 'cost', 'vatRate', 'stockQuantity'], ['vatRate'], language)),
    request: (values: ArticleFormValues) => options.request(articleBody(values, language), articleBody(options.initialValues, language)),
    onSucceeded: options.onSucceeded,
    onFailed: options.onFailed,
  });
};
