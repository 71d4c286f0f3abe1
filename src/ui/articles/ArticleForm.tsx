import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { ARTICLE_UNITS, isArticleUnit } from '../../domain/constants/articleUnits.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DecimalField } from '../components/DecimalField.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { FormFailure } from '../components/FormFailure.tsx';
import { FormGrid, FormGridFull } from '../components/FormGrid.tsx';
import { errorTagText } from '../components/messageText.ts';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { Switch } from '../components/Switch.tsx';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import { parseDecimalInput } from '../../domain/numberFormat.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import type { FormHandle } from '../components/useForm.ts';
import { ARTICLE_TAXONOMIES, type ArticleFormValues } from './articleForm.ts';
import { taxonomyOptions, warehouseOptions } from '../../machines/records/options.logic.ts';

export type ArticleFormProps<Result> = { form: FormHandle<ArticleFormValues, Result>; submitLabel: string; onCancel: () => void };

/** The fields of an article, shared by create and edit. Prices and quantities are typed as text (DecimalField). */
export const ArticleForm = <Result,>({ form, submitLabel, onCancel }: ArticleFormProps<Result>) => {
  const { t, i18n } = useTranslation(['articles', 'common']);
  const { client } = useApiClients();
  const decimals = useDecimalFormat();
  const { values, fieldErrors, change, pickerChange } = form;
  // How a typed amount reads (grouping, decimals, €), so "1.234,5" and "1,234.5" are not guessed at.
  const readAs = (text: string): string | undefined => {
    const wire = parseDecimalInput(text, appLanguage(i18n.resolvedLanguage ?? i18n.language));
    return wire === null ? undefined : t('articles:fields.amountReadAs', { amount: decimals.unitPrice(wire) });
  };
  return (
    <form {...form.formProps} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <FormGrid>
        <TextField label={t('articles:fields.code')} name="code" required maxLength={50} value={values.code} onValueChange={(value) => change('code', value)} errors={fieldErrors['code']} />
        <TextField label={t('articles:fields.description')} name="description" required maxLength={255} value={values.description} onValueChange={(value) => change('description', value)} errors={fieldErrors['description']} />
        <Select
          label={t('articles:fields.unit')}
          name="unit"
          options={ARTICLE_UNITS.map((unit) => ({ value: unit, label: t(`articles:units.${unit}`) }))}
          value={values.unit}
          onValueChange={(value) => change('unit', value !== null && isArticleUnit(value) ? value : 'pz')}
          errors={fieldErrors['unit']}
        />
        <TextField label={t('articles:fields.barcode')} name="barcode" maxLength={64} value={values.barcode} onValueChange={(value) => change('barcode', value)} errors={fieldErrors['barcode']} />
        <DecimalField label={t('articles:fields.price')} name="price" required hint={readAs(values.price)} value={values.price} onValueChange={(value) => change('price', value)} errors={fieldErrors['price']} />
        <DecimalField label={t('articles:fields.cost')} name="cost" hint={readAs(values.cost)} value={values.cost} onValueChange={(value) => change('cost', value)} errors={fieldErrors['cost']} />
        <DecimalField label={t('articles:fields.vatRate')} name="vatRate" required value={values.vatRate} onValueChange={(value) => change('vatRate', value)} errors={fieldErrors['vatRate']} />
        <DecimalField label={t('articles:fields.stockQuantity')} name="stockQuantity" value={values.stockQuantity} onValueChange={(value) => change('stockQuantity', value)} errors={fieldErrors['stockQuantity']} />
        {ARTICLE_TAXONOMIES.map((taxonomy) => (
          <RemoteCombobox
            key={taxonomy.kind}
            label={t(`articles:fields.${taxonomy.field}`)}
            value={values[taxonomy.id]}
            selectedLabel={values[taxonomy.name]}
            onValueChange={pickerChange(taxonomy.id, taxonomy.name)}
            load={taxonomyOptions(client, taxonomy.kind)}
            errors={fieldErrors[taxonomy.id]}
          />
        ))}
        <RemoteCombobox label={t('articles:fields.warehouse')} value={values.warehouseId} selectedLabel={values.warehouseName} onValueChange={pickerChange('warehouseId', 'warehouseName')} load={warehouseOptions(client)} errors={fieldErrors['warehouseId']} />
        <Switch label={t('articles:fields.active')} name="active" checked={values.active} onCheckedChange={(checked) => change('active', checked)} />
        <FormGridFull>
          <TextArea label={t('articles:fields.longDescription')} name="longDescription" value={values.longDescription} onValueChange={(value) => change('longDescription', value)} errors={fieldErrors['longDescription']} />
        </FormGridFull>
      </FormGrid>
      <FormFailure message={form.formError === null ? null : errorTagText(t, form.formError)} onRetry={form.canRetry ? form.retry : undefined} retryLabel={t('common:actions.retry')} />
      <FormActions submitLabel={submitLabel} cancelLabel={t('common:actions.cancel')} saving={form.saving} onCancel={onCancel} />
    </form>
  );
};
