import type { StatisticsTable } from '../../domain/statistics/statisticsTable.ts';
import { formatNumber } from '../../domain/numberFormat.ts';

/**
 * How a chart writes its numbers: the value axis and the tooltips in the reader's language through the one shared
 * formatter (Chart.js would use the browser's locale, and Intl's Italian leaves "5000" ungrouped), and a series of
 * counts (quotes won, works by status) on whole-number steps: "0,4 preventivi" is not a thing.
 */
export type ChartNumbers = {
  /** Whole-number ticks only (Chart.js `ticks.precision`), or free steps when some value has decimals. */
  readonly precision: number | undefined;
  readonly tick: (value: number | string) => string;
};

/** True when every drawn value of the table is a whole number (a count, or amounts that happen to be whole). */
export const drawsWholeNumbers = (table: StatisticsTable, series: readonly number[]): boolean =>
  table.rows.every((row) => series.every((column) => Number.isInteger(Number(row[column] ?? 0))));

export const chartNumbers = (table: StatisticsTable, series: readonly number[], language: string): ChartNumbers => ({
  precision: drawsWholeNumbers(table, series) ? 0 : undefined,
  tick: (value) => formatNumber(typeof value === 'number' ? value : Number(value), language),
});
