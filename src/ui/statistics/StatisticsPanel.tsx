import Download from 'lucide-react/icons/download';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css/index.mjs';
import { toCsv, type StatisticsTable } from '../../domain/statistics/statisticsTable.ts';
import { toXlsx, XLSX_TYPE } from '../../domain/statistics/xlsx.ts';
import { numberLanguage } from '../../domain/numberFormat.ts';
import { isRetryable } from '../../machines/generic/errorTag.ts';
import { Button } from '../components/Button.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { errorTagText } from '../components/messageText.ts';
import { saveBlob } from '../components/saveBlob.ts';
import { Section } from '../components/Section.tsx';
import BarChart from './BarChart.tsx';
import { statisticsCell } from './statisticsTables.ts';
import type { Loaded } from './useStatistics.ts';

export type StatisticsPanelProps = {
  title: string;
  /** File name without extension for the downloads. */
  fileName: string;
  loaded: Loaded<StatisticsTable>;
  /** Number columns drawn as bars. */
  series: readonly number[];
  onRetry: () => void;
};

/** One figure set: a chart, the same numbers as a table (always shown, for keyboard and screen-reader users), downloads. */
export const StatisticsPanel = ({ title, fileName, loaded, series, onRetry }: StatisticsPanelProps) => {
  const { t, i18n } = useTranslation(['statistics', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const table = loaded.status === 'ready' ? loaded.data : null;
  const rows = useMemo(() => (table ? table.rows.map((cells, index) => ({ index, cells })) : []), [table]);
  const empty = table !== null && table.rows.every((row) => row.slice(1).every((value) => value === 0));
  return (
    <Section
      title={title}
      actions={
        table ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="secondary" size="sm" aria-pressed={view === 'table'} onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
              {view === 'chart' ? t('statistics:view.table') : t('statistics:view.chart')}
            </Button>
            <Button variant="secondary" size="sm" icon={<Download size={16} aria-hidden="true" />} onClick={() => saveBlob(new Blob([toCsv(table, numberLanguage(i18n.language))], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`)}>
              {t('statistics:download.csv')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Download size={16} aria-hidden="true" />}
              onClick={() => saveBlob(new Blob([toXlsx(table, title)], { type: XLSX_TYPE }), `${fileName}.xlsx`)}
            >
              {t('statistics:download.xlsx')}
            </Button>
          </div>
        ) : null
      }
    >
      {table && view === 'chart' && !empty ? <BarChart table={table} series={series} language={language} label={t('statistics:chartLabel', { title })} /> : null}
      {table && view === 'chart' && empty ? <p className={css({ color: 'muted' })}>{t('statistics:empty')}</p> : null}
      {view === 'table' || loaded.status !== 'ready' ? (
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.index}
          status={loaded.status}
          onRetry={loaded.status === 'error' && isRetryable(loaded.errorTag) ? onRetry : undefined}
          errorMessage={loaded.status === 'error' ? errorTagText(t, loaded.errorTag) : undefined}
          errorTag={loaded.status === 'error' ? loaded.errorTag : undefined}
          empty={{ message: t('statistics:empty') }}
          columns={(table?.columns ?? []).map((header, column) => ({
            key: String(column),
            header,
            align: column === 0 ? undefined : ('end' as const),
            cell: (row: { cells: readonly (string | number)[] }) => (column === 0 || !table ? row.cells[column] : statisticsCell(table, column, row.cells[column], language)),
          }))}
        />
      ) : null}
    </Section>
  );
};

