import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { proposalRowArticle } from '../../machines/records/proposals.logic.ts';
import { priceListOptions, rowArticleOptions } from '../../machines/records/salesPickers.ts';
import { useApiClients } from '../app/ApiClientContext.ts';
import { Button } from '../components/Button.tsx';
import { DecimalField } from '../components/DecimalField.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { RemoteCombobox } from '../components/RemoteCombobox.tsx';
import { Select } from '../components/Select.tsx';
import { TextField } from '../components/TextField.tsx';
import { useCommand } from '../components/useCommand.ts';
import { emptyRow, VAT_RATES, type ProposalRowValues, type VatRate } from './proposalForm.ts';
import { articleFill } from './proposalOptions.ts';

export type ProposalRowsEditorProps = {
  rows: readonly ProposalRowValues[];
  errors: Readonly<Record<string, readonly string[] | undefined>>;
  onChange: (rows: readonly ProposalRowValues[]) => void;
};

// Each row is a card of labelled inputs in reading order (Tab walks a row's fields, then the next row's): two columns
// on a phone, the commercial line on one line and the technical line under it from `md` up.
const card = css({
  display: 'grid',
  gap: '3',
  p: '3',
  m: '0',
  minW: '0',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
  alignItems: 'end',
});
const wide = css({ gridColumn: { base: '1 / -1', md: 'span 3' } });
const full = css({ gridColumn: '1 / -1' });

/**
 * The rows of a proposal. Choosing an article (from the catalogue, or from the price list chosen above the rows) fills
 * the row's description, unit, price, discount and VAT rate, all still editable; its technical fields (format,
 * thickness, bands, punctures, print subjects, cliché) are the row's own.
 */
export const ProposalRowsEditor = ({ rows, errors, onChange }: ProposalRowsEditorProps) => {
  const { t, i18n } = useTranslation(['proposals', 'common']);
  const { client } = useApiClients();
  const [priceList, setPriceList] = useState<{ id: number; name: string } | null>(null);
  // One lookup (two with a price list), then the row takes the article's figures; the user may still change them.
  const fill = useCommand(proposalRowArticle, {
    onDone: ({ rowKey, priceList: list }, priced) => {
      const filled = articleFill(priced, list, i18n.language);
      onChange(rows.map((row) => (row.key === rowKey ? { ...row, ...filled } : row)));
    },
  });
  const fillingRow = fill.running ? fill.command?.rowKey : undefined;
  const failedRow = fill.errorTag ? fill.command?.rowKey : undefined;
  const update = (index: number, patch: Partial<ProposalRowValues>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const pick = (index: number, key: string, articleId: string | null) => {
    if (articleId === null) {
      update(index, { articleId: null, articleLabel: null, priceListId: null, priceListName: null });
      return;
    }
    fill.run({ rowKey: key, articleId: Number(articleId), priceList });
  };
  const vatOptions = VAT_RATES.map((rate) => ({ value: rate, label: t(`proposals:vat.${rate}`) }));
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ maxW: { md: '28rem' } })}>
        <RemoteCombobox
          label={t('proposals:rows.priceList')}
          hint={t('proposals:rows.priceListHint')}
          value={priceList ? String(priceList.id) : null}
          selectedLabel={priceList?.name ?? null}
          onValueChange={(value, label) => setPriceList(value === null ? null : { id: Number(value), name: label ?? '' })}
          load={priceListOptions(client)}
        />
      </div>
      {rows.map((row, index) => {
        const err = (field: string) => errors[`rows.${index}.${field}`];
        const number = index + 1;
        return (
          <fieldset key={row.key} className={card}>
            <legend className={css({ fontWeight: '600', px: '1' })}>{t('proposals:rows.row', { number })}</legend>
            <div className={wide}>
              <RemoteCombobox
                label={priceList ? t('proposals:rows.articleFromList', { list: priceList.name }) : t('proposals:rows.article')}
                value={row.articleId === null ? null : String(row.articleId)}
                selectedLabel={row.articleLabel}
                onValueChange={(value) => pick(index, row.key, value)}
                load={rowArticleOptions(client, priceList?.id ?? null)}
                hint={fillingRow === row.key ? t('proposals:rows.filling') : row.priceListName ? t('proposals:rows.fromList', { list: row.priceListName }) : undefined}
                errors={failedRow === row.key ? [t('proposals:rows.fillFailed')] : err('articleId') ?? err('priceListId')}
              />
            </div>
            <div className={wide}>
              <TextField label={t('proposals:rows.description')} required maxLength={1000} value={row.description} onValueChange={(description) => update(index, { description })} errors={err('description')} />
            </div>
            <DecimalField label={t('proposals:rows.quantity')} required value={row.quantity} onValueChange={(quantity) => update(index, { quantity })} errors={err('quantity')} />
            <TextField label={t('proposals:rows.unit')} required maxLength={20} value={row.unit} onValueChange={(unit) => update(index, { unit })} errors={err('unit')} />
            <DecimalField label={t('proposals:rows.unitPrice')} required value={row.unitPrice} onValueChange={(unitPrice) => update(index, { unitPrice })} errors={err('unitPrice')} />
            <DecimalField label={t('proposals:rows.discountPercent')} value={row.discountPercent} onValueChange={(discountPercent) => update(index, { discountPercent })} errors={err('discountPercent')} />
            <Select label={t('proposals:rows.vatRate')} options={vatOptions} value={row.vatRate} onValueChange={(value) => update(index, { vatRate: (VAT_RATES.find((rate) => rate === value) ?? row.vatRate) satisfies VatRate })} errors={err('vatRate')} />
            <DecimalField label={t('proposals:rows.clicheCost')} value={row.clicheCost} onValueChange={(clicheCost) => update(index, { clicheCost })} errors={err('clicheCost')} />
            <TextField label={t('proposals:rows.formatWidth')} inputMode="numeric" value={row.formatWidthMm} onValueChange={(formatWidthMm) => update(index, { formatWidthMm })} errors={err('format.widthMm') ?? err('format')} />
            <TextField label={t('proposals:rows.formatHeight')} inputMode="numeric" value={row.formatHeightMm} onValueChange={(formatHeightMm) => update(index, { formatHeightMm })} errors={err('format.heightMm')} />
            <TextField label={t('proposals:rows.thickness')} inputMode="numeric" value={row.thicknessMicron} onValueChange={(thicknessMicron) => update(index, { thicknessMicron })} errors={err('thicknessMicron')} />
            <TextField label={t('proposals:rows.printSubjects')} inputMode="numeric" value={row.printSubjects} onValueChange={(printSubjects) => update(index, { printSubjects })} errors={err('printSubjects')} />
            <TextField label={t('proposals:rows.bands')} maxLength={255} value={row.bands} onValueChange={(bands) => update(index, { bands })} errors={err('bands')} />
            <TextField label={t('proposals:rows.punctures')} maxLength={255} value={row.punctures} onValueChange={(punctures) => update(index, { punctures })} errors={err('punctures')} />
            <div className={full}>
              <IconButton
                aria-label={t('proposals:rows.remove', { number })}
                icon={<Trash2 size={16} aria-hidden="true" />}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              />
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="button" variant="secondary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => onChange([...rows, emptyRow()])}>
          {t('proposals:rows.add')}
        </Button>
      </div>
    </div>
  );
};
