import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { PriceListArticle } from '../../api/priceLists.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { priceListArticleUpdate } from '../../machines/records/priceLists.logic.ts';
import { Button } from '../components/Button.tsx';
import { DecimalField } from '../components/DecimalField.tsx';
import { decimalErrors } from '../components/decimalRules.ts';
import { FormFailure } from '../components/FormFailure.tsx';
import { errorTagText } from '../components/messageText.ts';
import { notify } from '../components/notify.ts';
import { bodyIfChanged, notifySaved } from '../components/unchangedSave.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { useForm } from '../components/useForm.ts';
import { listedValues, priceListArticleUpdateBody, type PriceListArticleValues } from './priceListArticleBody.ts';

/**
 * Changes the price and discount of an article the list already carries (adding it again is refused): the row's
 * "Edit" opens it in place of the add form, with the list's amounts; a blank price takes the article's own.
 */
export const PriceListArticleEdit = ({ priceListId, row, onDone }: { priceListId: number; row: PriceListArticle; onDone: (saved: boolean) => void }) => {
  const { t, i18n } = useTranslation(['priceLists', 'common', 'articles']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const decimals = useDecimalFormat();
  const initialValues = listedValues(row, decimals.inputText);
  const form = useForm(priceListArticleUpdate, {
    initialValues,
    validate: (values) => decimalErrors(t, values, ['price', 'discountPercent'], ['discountPercent'], language),
    // The amounts the row had write nothing: no request; the editor says so and closes as after a save (unchangedSave.ts).
    request: (values: PriceListArticleValues) => ({
      priceListId,
      articleId: row.articleId,
      body: bodyIfChanged((v: PriceListArticleValues) => priceListArticleUpdateBody(v, row.listPrice, language), values, initialValues),
    }),
    onSucceeded: (saved) => {
      notifySaved(saved, { unchanged: t('priceLists:articles.unchanged', { code: row.code }), updated: t('priceLists:articles.updated', { code: row.code }) });
      onDone(saved !== null);
    },
    onFailed: () => notify.error(t('priceLists:articles.notUpdated', { code: row.code })),
  });
  const { values, fieldErrors, change } = form;
  const title = t('priceLists:articles.editTitle', { code: row.code });
  return (
    <form {...form.formProps} aria-label={title} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontWeight: '600' })}>
        {title} <span className={css({ fontWeight: 'normal', color: 'muted' })}>{row.description}</span>
      </p>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto auto' }, alignItems: 'end' })}>
        {/* Opened by the row's pencil, far below: the price takes the focus, so a keyboard user edits at once. */}
        <DecimalField label={t('priceLists:articles.price')} hint={t('priceLists:articles.priceHint')} name="price" value={values.price} autoFocus onValueChange={(value) => change('price', value)} errors={fieldErrors['price']} />
        <DecimalField label={t('priceLists:articles.discount')} name="discountPercent" value={values.discountPercent} onValueChange={(value) => change('discountPercent', value)} errors={fieldErrors['discountPercent']} />
        <Button type="submit" variant="primary" loading={form.saving} icon={<Check size={16} aria-hidden="true" />}>
          {t('common:actions.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('common:actions.cancel')}
        </Button>
      </div>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
    </form>
  );
};
