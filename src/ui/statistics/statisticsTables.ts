import type { TFunction } from 'i18next';
import type { ArticleCategoryStatistics, OutcomeStatistics, SalesStatistics, WorkStatistics } from '../../api/statistics.ts';
import { formatDecimal, formatNumber } from '../../domain/numberFormat.ts';
import { decimalNumber, type StatisticsTable } from '../../domain/statistics/statisticsTable.ts';

// The server's figures as the tables the panels draw (headings in the user's language).

/** A table's cell as people read it: amounts with two decimals, counts and hours as plain numbers, labels as they are. */
export const statisticsCell = (table: StatisticsTable, column: number, value: string | number | undefined, language: string): string => {
  if (typeof value !== 'number') return value ?? '';
  return table.amountColumns?.includes(column) ? formatDecimal(value, language, { minFraction: 2, maxFraction: 2 }) : formatNumber(value, language);
};

export const salesTable = (t: TFunction, stats: SalesStatistics): StatisticsTable => ({
  columns: [t(`statistics:groupBy.${stats.groupBy}`), t('statistics:columns.salesReports'), t('statistics:columns.quotes'), t('statistics:columns.quotesTotal')],
  rows: stats.series.map((row) => [row.key === 'none' ? t('statistics:none') : row.label, row.salesReportsCount, row.quotesCount, decimalNumber(row.quotesTotal)] as const),
  amountColumns: [3],
});

export const hoursTable = (t: TFunction, stats: WorkStatistics): StatisticsTable => ({
  columns: [t('statistics:columns.workType'), t('statistics:columns.trackedHours'), t('statistics:columns.tasks')],
  rows: stats.hoursByWorkType.map((row) => [row.workType?.name ?? t('statistics:none'), decimalNumber(row.trackedHours), row.tasksCount] as const),
});

export const statusTable = (t: TFunction, stats: WorkStatistics): StatisticsTable => ({
  columns: [t('statistics:columns.status'), t('statistics:columns.works'), t('statistics:columns.tasks')],
  rows: [
    [t('statistics:status.active'), stats.worksByStatus.active, 0],
    [t('statistics:status.suspended'), stats.worksByStatus.suspended, 0],
    [t('statistics:status.closed'), stats.worksByStatus.closed, 0],
    [t('statistics:status.started'), 0, stats.tasksByStatus.started],
    [t('statistics:status.paused'), 0, stats.tasksByStatus.paused],
    [t('statistics:status.completed'), 0, stats.tasksByStatus.completed],
  ],
});

export const categoryTable = (t: TFunction, stats: ArticleCategoryStatistics): StatisticsTable => ({
  columns: [t('statistics:columns.articleCategory'), t('statistics:columns.categoryTotal'), t('statistics:columns.quotes'), t('statistics:columns.quoteRows')],
  rows: stats.series.map((row) => [row.key === 'none' ? t('statistics:noCategory') : row.label, decimalNumber(row.total), row.quotesCount, row.rowsCount] as const),
  amountColumns: [1],
});

export const outcomeTable = (t: TFunction, stats: OutcomeStatistics): StatisticsTable => ({
  columns: [
    t(`statistics:groupBy.${stats.groupBy}`),
    t('statistics:columns.quotesWon'),
    t('statistics:columns.quotesLost'),
    t('statistics:columns.proposalsWon'),
    t('statistics:columns.proposalsLost'),
    t('statistics:columns.quotesOpen'),
    t('statistics:columns.proposalsOpen'),
  ],
  rows: stats.series.map(
    (row) => [row.key === 'none' ? t('statistics:none') : row.label, row.quotesWon, row.quotesLost, row.proposalsWon, row.proposalsLost, row.quotesOpen, row.proposalsOpen] as const,
  ),
});
