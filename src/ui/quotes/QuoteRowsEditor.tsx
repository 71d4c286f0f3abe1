import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { quoteRowArticle } from '../../machines/records/quotes.logic.ts';
import { rowArticleOptions } from '../../machines/records/salesPickers.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { DecimalField } from '../components/DecimalField.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { draftRowAmounts, type QuoteRowDraft } from './quoteForm.ts';
import { appLanguage } from '../../domain/numericDateFormat.ts';
import { articleRow } from './quoteOptions.ts';

export type QuoteRowsEditorProps = {
  rows: readonly QuoteRowDraft[];
  priceListId: number | null;
  errors: Readonly<Record<string, readonly string[]>>;
  onChange: (rows: readonly QuoteRowDraft[]) => void;
};

const card = css({ display: 'grid', gap: '3', p: '3', borderWidth: '1px', borderColor: 'border', borderRadius: 'md', gridTemplateColumns: { base: '1fr 1fr', md: '3fr 1fr 1fr 1fr 1fr auto' }, alignItems: 'end' });

/**
 * The rows of a quote: an article picked from the chosen price list (or the catalogue) becomes a row at the list's
 * price and discount with the article's VAT rate; quantity, price, discount and VAT stay editable. Each row shows
 * its exact total as the user types (src/domain/quoteTotals.ts).
 */
export const QuoteRowsEditor = ({ rows, priceListId, errors, onChange }: QuoteRowsEditorProps) => {
  const { t, i18n } = useTranslation(['quotes', 'common']);
  const language = appLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { client } = useApiClients();
  const decimals = useDecimalFormat();
  // The picked article's price comes from the price list: one lookup, then the row joins the form's values.
  const add = useCommand(quoteRowArticle, { onDone: (_, priced) => onChange([...rows, articleRow(priced, decimals.inputText)]) });
  const update = (index: number, patch: Partial<QuoteRowDraft>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const pick = (articleId: string | null) => {
    if (articleId !== null) add.run({ articleId: Number(articleId), priceListId });
  };
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ fontWeight: '700', mb: '2' })}>{t('quotes:rows.title')}</legend>
      {rows.length === 0 ? <p className={css({ color: 'muted' })}>{t('quotes:rows.empty')}</p> : null}
      {rows.map((row, index) => {
        const amounts = draftRowAmounts(row, language);
        const err = (field: string) => errors[`rows.${index}.${field}`];
        const n = index + 1;
        return (
          <div key={row.key} role="group" aria-label={t('quotes:rows.row', { n })} className={card}>
            <div className={css({ gridColumn: { base: '1 / -1', md: 'auto' } })}>
              <TextField label={t('quotes:rows.description')} required value={row.description} onValueChange={(description) => update(index, { description })} errors={err('description')} />
            </div>
            <DecimalField label={row.unit ? t('quotes:rows.quantityIn', { unit: t(`articles:unitsShort.${row.unit}`) }) : t('quotes:rows.quantity')} required value={row.quantity} onValueChange={(quantity) => update(index, { quantity })} errors={err('quantity')} />
            <DecimalField label={t('quotes:rows.unitPrice')} required value={row.unitPrice} onValueChange={(unitPrice) => update(index, { unitPrice })} errors={err('unitPrice')} />
            <DecimalField label={t('quotes:rows.discount')} value={row.discountPercent} onValueChange={(discountPercent) => update(index, { discountPercent })} errors={err('discountPercent')} />
            <DecimalField label={t('quotes:rows.vatRate')} required value={row.vatRate} onValueChange={(vatRate) => update(index, { vatRate })} errors={err('vatRate')} />
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between', gridColumn: { base: '1 / -1', md: 'auto' } })}>
              <output aria-label={t('quotes:rows.totalOf', { n })} className={css({ fontWeight: '600', whiteSpace: 'nowrap' })}>
                {amounts ? decimals.money(amounts.total) : '—'}
              </output>
              <IconButton icon={<Trash2 size={16} />} aria-label={t('quotes:rows.remove', { n })} onClick={() => onChange(rows.filter((_, i) => i !== index))} />
            </div>
          </div>
        );
      })}
      <div className={css({ maxW: { md: '32rem' } })}>
        <RemoteCombobox
          key={rows.length}
          label={priceListId === null ? t('quotes:rows.addFromCatalogue') : t('quotes:rows.addFromPriceList')}
          value={null}
          onValueChange={pick}
          load={rowArticleOptions(client, priceListId)}
          hint={add.running ? t('quotes:rows.adding') : undefined}
          errors={add.errorTag ? [t('quotes:rows.addFailed')] : undefined}
        />
      </div>
    </fieldset>
  );
};
