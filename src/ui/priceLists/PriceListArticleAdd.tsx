import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { priceListArticleAdd } from '../../machines/records/priceLists.logic.ts';
import { required } from '../../domain/validation/required.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { articleOptions } from '../../machines/records/options.logic.ts';
import { Button } from '../components/Button.tsx';
import { DecimalField } from '../components/DecimalField.tsx';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { decimalErrors, mergeFieldErrors } from '../components/decimalRules.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { formRules } from '../components/formRules.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { useForm } from '../components/useForm.ts';
import { priceListArticleBody, type PriceListArticleValues } from './priceListArticleBody.ts';

const EMPTY: PriceListArticleValues = { articleId: null, articleName: null, price: '', discountPercent: '' };

/**
 * Adds an article to the price list: price left blank takes the article's own price, discount 0 (the server's
 * defaults). The parent remounts it (by `key`) after each addition so that it starts empty again.
 */
export const PriceListArticleAdd = ({ priceListId, onAdded }: { priceListId: number; onAdded: () => void }) => {
  const { t, i18n } = useTranslation(['priceLists', 'common', 'articles']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { client } = useApiClients();
  const rules = formRules<PriceListArticleValues>(t, { articleId: [required] });
  const form = useForm(priceListArticleAdd, {
    initialValues: EMPTY,
    validate: (values) => mergeFieldErrors(rules(values), decimalErrors(t, values, ['price', 'discountPercent'], ['discountPercent'], language)),
    request: (values: PriceListArticleValues) => ({ priceListId, body: priceListArticleBody(values, language) }),
    onSucceeded: () => {
      notify.success(t('priceLists:articles.added'));
      onAdded();
    },
    onFailed: () => notify.error(t('priceLists:articles.notAdded')),
  });
  const { values, fieldErrors, change, pickerChange } = form;
  // The only conflict of this call is an article the list already carries (contract): the generic text ("changed by
  // someone else, reload") sent the person the wrong way; this one says where its price is changed.
  const failureText = (tag: ErrorTag): string => (tag === 'Conflict' ? t('priceLists:articles.alreadyListed') : errorTagText(t, tag));
  return (
    <form {...form.formProps} aria-label={t('priceLists:articles.add')} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'end' })}>
        <RemoteCombobox label={t('priceLists:articles.article')} required value={values.articleId} selectedLabel={values.articleName} onValueChange={pickerChange('articleId', 'articleName')} load={articleOptions(client)} errors={fieldErrors['articleId']} />
        <DecimalField label={t('priceLists:articles.price')} hint={t('priceLists:articles.priceHint')} name="price" value={values.price} onValueChange={(value) => change('price', value)} errors={fieldErrors['price']} />
        <DecimalField label={t('priceLists:articles.discount')} name="discountPercent" value={values.discountPercent} onValueChange={(value) => change('discountPercent', value)} errors={fieldErrors['discountPercent']} />
        <Button type="submit" variant="primary" loading={form.saving} icon={<Plus size={16} aria-hidden="true" />}>
          {t('priceLists:articles.add')}
        </Button>
      </div>
      <FormFailure message={form.formError === null ? null : failureText(form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
    </form>
  );
};
