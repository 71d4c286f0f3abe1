import { useTranslation } from 'react-i18next';
import type { Article } from '../../api/articles.ts';
import type { Effect } from 'effect';
import type { ApiError } from '../../api/errors.ts';
import { createFormMachine } from '../../machines/generic/form.machine.ts';
import { decimalErrors, mergeFieldErrors } from '../components/decimalRules.ts';
import { formRules } from '../components/formRules.ts';
import { useForm } from '../components/useForm.ts';
import { articleBody, articleRules, type ArticleFormValues } from './articleForm.ts';
import type { ArticleInput } from '../../api/articles.ts';

const articleForm = createFormMachine<ArticleFormValues, Article>();

/** The article form's machine with its rules (required fields, decimals that read as numbers, VAT as a percentage). */
export const useArticleForm = (options: {
  initialValues: ArticleFormValues;
  save: (body: ArticleInput) => Effect.Effect<Article, ApiError>;
  onSucceeded: (article: Article) => void;
  onFailed: () => void;
}) => {
  const { t } = useTranslation(['articles', 'ui', 'validation']);
  const rules = formRules<ArticleFormValues>(t, articleRules);
  return useForm(articleForm, {
    initialValues: options.initialValues,
    validate: (values) => mergeFieldErrors(rules(values), decimalErrors(t, values, ['price', 'cost', 'vatRate', 'stockQuantity'], ['vatRate'])),
    submit: (values) => options.save(articleBody(values)),
    onSucceeded: options.onSucceeded,
    onFailed: options.onFailed,
  });
};
