import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import type { DataImportView } from '../../machines/dataImport/dataImport.connect.ts';
import type { ImportCounts, ImportRowErrorLike, ImportSummaryLike } from '../../machines/dataImport/dataImport.types.ts';
import { Button } from '../components/Button.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Select } from '../components/Select.tsx';
import { useDateFormat } from '../components/useDateFormat.ts';
import { useDecimalFormat } from '../components/useDecimalFormat.ts';
import { historyCountsText } from './historyCounts.ts';

// The import screen's pieces: the column mapping, the counts, the bad rows and the past imports. Each renders what
// dataImport.connect.ts gives it and calls back; none decides what is possible.

const LEFT_OUT = '__none__';

export const MappingTable = ({ mapping, onMap }: { mapping: NonNullable<DataImportView['mapping']>; onMap: (column: string, field: string | null) => void }) => {
  const { t } = useTranslation('imports');
  const options = [{ value: LEFT_OUT, label: t('mapping.leaveOut') }, ...mapping.fields.map((field) => ({ value: field.name, label: field.required ? t('mapping.required', { field: field.label }) : field.label }))];
  return (
    <DataTable
      caption={t('mapping.title')}
      rows={mapping.columns}
      rowKey={(row) => row.column}
      status="ready"
      empty={{ message: t('mapping.noColumns') }}
      columns={[
        { key: 'column', header: t('mapping.column'), cell: (row) => <strong className={css({ overflowWrap: 'anywhere' })}>{row.column}</strong> },
        { key: 'samples', header: t('mapping.samples'), hideBelow: 'md', cell: (row) => <span className={css({ color: 'muted', overflowWrap: 'anywhere' })}>{row.samples.filter((s) => s !== '').join(' · ') || '—'}</span> },
        {
          key: 'field',
          header: t('mapping.field'),
          cell: (row) => (
            <Select label={t('mapping.fieldFor', { column: row.column })} options={options} value={row.field ?? LEFT_OUT} onValueChange={(value) => onMap(row.column, value === LEFT_OUT ? null : value)} />
          ),
        },
      ]}
    />
  );
};

/**
 * The four counts of an import: what the dry run would do (`planned`: "To create"), or, once the import has written,
 * what it did (`written`: "Created").
 */
export const CountsList = ({ counts, tense = 'planned' }: { counts: ImportCounts; tense?: 'planned' | 'written' }) => {
  const { t } = useTranslation('imports');
  const { decimal } = useDecimalFormat();
  const items = (['created', 'updated', 'unchanged', 'rejected'] as const).map((key) => ({ key, value: decimal(String(counts[key])) }));
  return (
    <dl aria-label={t('review.countsLabel')} className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '2' })}>
      {items.map((item) => (
        <div key={item.key} className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'card', p: '3', bg: 'surface' })}>
          <dt className={css({ textStyle: 'small', color: 'muted' })}>{t(tense === 'written' ? `countsWritten.${item.key}` : `counts.${item.key}`)}</dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })} data-count={item.key}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
};

export const BadRows = ({ errors, total }: { errors: readonly ImportRowErrorLike[]; total: number }) => {
  const { t } = useTranslation('imports');
  const { decimal } = useDecimalFormat();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <DataTable
        caption={t('review.errorsTitle')}
        rows={errors}
        rowKey={(error) => `${error.row}|${error.column ?? ''}|${error.reason}`}
        status="ready"
        empty={{ message: t('review.noErrors') }}
        columns={[
          { key: 'row', header: t('review.row'), align: 'end', cell: (error) => decimal(String(error.row)) },
          { key: 'column', header: t('review.column'), cell: (error) => error.column ?? '—' },
          { key: 'value', header: t('review.value'), cell: (error) => <span className={css({ overflowWrap: 'anywhere' })}>{error.value ?? '—'}</span> },
          { key: 'reason', header: t('review.reason'), cell: (error) => <span className={css({ overflowWrap: 'anywhere' })}>{error.reason}</span> },
        ]}
      />
      {total > errors.length ? <p className={css({ textStyle: 'small', color: 'muted' })}>{t('review.moreErrors', { count: total - errors.length })}</p> : null}
    </div>
  );
};

export const ErrorFileButtons = ({ downloading, disabled, onDownload }: { downloading: boolean; disabled: boolean; onDownload: (format: 'xlsx' | 'csv') => void }) => {
  const { t } = useTranslation('imports');
  return (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button variant="secondary" icon={<FileSpreadsheet size={16} aria-hidden="true" />} loading={downloading} disabled={disabled} onClick={() => onDownload('xlsx')}>
        {t('review.downloadXlsx')}
      </Button>
      <Button variant="ghost" disabled={disabled || downloading} onClick={() => onDownload('csv')}>
        {t('review.downloadCsv')}
      </Button>
    </div>
  );
};

type HistoryEntry = ImportSummaryLike & { readonly canUndo: boolean };

const phoneLine = css({ display: { base: 'block', sm: 'none' }, color: 'muted', textStyle: 'small' });

export const ImportHistory = ({ history, busy, onUndo, onRetry }: { history: DataImportView['history']; busy: boolean; onUndo: (id: number) => void; onRetry: () => void }) => {
  const { t } = useTranslation(['imports', 'ui']);
  const dates = useDateFormat();
  const { decimal } = useDecimalFormat();
  const countsText = (entry: HistoryEntry) =>
    entry.counts === null ? '—' : historyCountsText(t, entry.status, entry.counts, (value) => decimal(String(value)));
  return (
    <DataTable<HistoryEntry>
      caption={t('imports:history.title')}
      rows={history.entries}
      rowKey={(entry) => entry.id}
      status={history.loading ? 'loading' : history.failed ? 'error' : 'ready'}
      onRetry={onRetry}
      errorMessage={t('imports:history.failed')}
      empty={{ message: t('imports:history.empty'), icon: <FileSpreadsheet size={28} aria-hidden="true" /> }}
      columns={[
        { key: 'when', header: t('imports:history.when'), hideBelow: 'sm', cell: (entry) => dates.dateTime(entry.createdAt) },
        {
          key: 'file',
          header: t('imports:history.file'),
          // On a phone the file has the row's width to itself (its name broke every few letters beside four columns):
          // when and how it went are a line under it instead of columns of their own.
          cell: (entry) => (
            <>
              <span className={css({ overflowWrap: 'anywhere' })}>{entry.fileName}</span>
              <span className={phoneLine}>
                {dates.dateTime(entry.createdAt)} · {t(`imports:status.${entry.status}`)}
              </span>
            </>
          ),
        },
        { key: 'kind', header: t('imports:history.kind'), hideBelow: 'md', cell: (entry) => t(`imports:kinds.${entry.kind}`) },
        { key: 'status', header: t('imports:history.status'), hideBelow: 'sm', cell: (entry) => t(`imports:status.${entry.status}`) },
        { key: 'counts', header: t('imports:history.result'), hideBelow: 'lg', cell: countsText },
        {
          key: 'undo',
          header: t('imports:history.actions'),
          cell: (entry) =>
            entry.canUndo ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onUndo(entry.id)} aria-label={t('imports:history.undoNamed', { file: entry.fileName })}>
                {t('imports:actions.undo')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
};
