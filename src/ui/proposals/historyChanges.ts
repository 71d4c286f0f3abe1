import type { TFunction } from 'i18next';
import type { ProposalRevision } from '../../api/proposals.ts';
import { formatMoney, formatNumber, formatPercent, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';

// A revision's changes in the reader's words: the server says which field (`key`), on which row, what happened and
// how its raw values read (`valueType`); the labels and the formatting are the reader's language's. A row the
// server did not report did not change, so nothing is said about it.

type Change = ProposalRevision['changes'][number];

export type FieldLine = { readonly label: string; readonly from: string; readonly to: string };
export type RowLine =
  | { readonly kind: 'added' | 'removed'; readonly row: number; readonly description: string }
  | { readonly kind: 'changed'; readonly row: number; readonly fields: readonly FieldLine[] };
export type RevisionWords = { readonly fields: readonly FieldLine[]; readonly rows: readonly RowLine[] };

export type WordsContext = { readonly t: TFunction; readonly language: string; readonly date: (wire: string) => string };

const EMPTY = '—';

/** One raw value as the reader reads it, by the type the server gave it. */
export const valueInWords = (value: string | null, type: Change['valueType'], { t, language, date }: WordsContext): string => {
  if (value === null || value === '') return EMPTY;
  switch (type) {
    case 'money':
      return formatMoney(value, language);
    case 'unit_price':
      return formatUnitPrice(value, language);
    case 'quantity':
      return formatQuantity(value, language);
    case 'percent':
      return formatPercent(value, language);
    case 'integer':
      return formatNumber(value, language);
    case 'date':
      return date(value);
    case 'status':
      return t(`proposals:status.${value}`).toLocaleLowerCase(language);
    case 'incoterm':
      return t(`proposals:incoterms.${value}`, { defaultValue: value });
    case 'vat_rate':
      // The label already says "IVA": the value is the rate alone ("22 %") or "esente".
      return value === 'exempt' ? t('proposals:vatExempt') : formatPercent(value, language, 0);
    case 'micron':
      return `${formatNumber(value, language)} µm`;
    case 'format':
      return /mm$/.test(value) ? value : `${value} mm`;
    case 'text':
      return value;
  }
};

const fieldLabel = (key: string, t: TFunction): string => t(`proposals:history.fields.${key.replace(/^rows\./, 'rows_')}`, { defaultValue: key });

const line = (change: Change, context: WordsContext): FieldLine => ({
  label: fieldLabel(change.key, context.t),
  from: valueInWords(change.oldValue, change.valueType, context),
  to: valueInWords(change.newValue, change.valueType, context),
});

export const revisionInWords = (changes: readonly Change[], context: WordsContext): RevisionWords => {
  const fields: FieldLine[] = [];
  const byRow = new Map<number, Change[]>();
  for (const change of changes) {
    if (change.row === null) fields.push(line(change, context));
    else byRow.set(change.row, [...(byRow.get(change.row) ?? []), change]);
  }
  const rows: RowLine[] = [];
  for (const [row, rowChanges] of [...byRow.entries()].sort(([a], [b]) => a - b)) {
    const whole = rowChanges.find((change) => change.key === 'rows' && change.action !== 'changed');
    if (whole) {
      const description = whole.action === 'added' ? whole.newValue : whole.oldValue;
      rows.push({ kind: whole.action === 'added' ? 'added' : 'removed', row, description: description ?? EMPTY });
    } else rows.push({ kind: 'changed', row, fields: rowChanges.map((change) => line(change, context)) });
  }
  return { fields, rows };
};
