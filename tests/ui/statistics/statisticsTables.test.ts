import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ArticleCategoryStatistics, OutcomeStatistics, SalesStatistics } from '../../../src/api/statistics.ts';
import { categoryTable, outcomeTable, salesTable, statisticsCell } from '../../../src/ui/statistics/statisticsTables.ts';

// The new figure sets as the tables their chart, screen-reader table and downloads share.

const t = ((key: string) => key) as unknown as TFunction;

describe('statistics tables', () => {
  it('article categories: amount first (drawn), then quotes and rows; none named as no category', () => {
    const stats: ArticleCategoryStatistics = {
      from: '2026-01-01',
      to: '2026-12-31',
      series: [
        { key: '4', label: 'Cartotecnica', quotesCount: 2, rowsCount: 3, total: '1234.50' },
        { key: 'none', label: '', quotesCount: 1, rowsCount: 1, total: '7.50' },
      ],
      totals: { rowsCount: 4, total: '1242.00' },
    };
    expect(categoryTable(t, stats)).toEqual({
      columns: ['statistics:columns.articleCategory', 'statistics:columns.categoryTotal', 'statistics:columns.quotes', 'statistics:columns.quoteRows'],
      rows: [
        ['Cartotecnica', 1234.5, 2, 3],
        ['statistics:noCategory', 7.5, 1, 1],
      ],
      amountColumns: [1],
    });
  });

  it('the screen table reads amounts with two decimals, counts without', () => {
    const stats: SalesStatistics = {
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'month',
      series: [{ key: '2026-03', label: 'Marzo 2026', quotesCount: 1, quotesTotal: '12726.50', salesReportsCount: 1234 }],
      totals: { quotesCount: 1, quotesTotal: '12726.50', salesReportsCount: 1234 },
    };
    const table = salesTable(t, stats);
    const row = table.rows[0] ?? ['', 0];
    expect([1, 2, 3].map((column) => statisticsCell(table, column, row[column], 'it'))).toEqual(['1.234', '1', '12.726,50']);
    expect(statisticsCell(table, 3, row[3], 'en')).toBe('12,726.50');
    expect(statisticsCell(table, 0, row[0], 'en')).toBe('Marzo 2026');
  });

  it('outcomes: won and lost of quotes and proposals first (drawn), open after', () => {
    const counts = { quotesWon: 2, quotesLost: 1, quotesOpen: 3, proposalsWon: 0, proposalsLost: 4, proposalsOpen: 5 };
    const stats: OutcomeStatistics = { from: '2026-01-01', to: '2026-12-31', groupBy: 'agent', series: [{ key: 'none', label: 'Nessuno', ...counts }], totals: { key: 'total', label: 'Totale', ...counts } };
    expect(outcomeTable(t, stats)).toEqual({
      columns: [
        'statistics:groupBy.agent',
        'statistics:columns.quotesWon',
        'statistics:columns.quotesLost',
        'statistics:columns.proposalsWon',
        'statistics:columns.proposalsLost',
        'statistics:columns.quotesOpen',
        'statistics:columns.proposalsOpen',
      ],
      rows: [['statistics:none', 2, 1, 0, 4, 3, 5]],
    });
  });
});
