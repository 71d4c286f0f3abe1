import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ArticleCategoryStatistics, OutcomeStatistics } from '../../../src/api/statistics.ts';
import { categoryTable, outcomeTable } from '../../../src/ui/statistics/statisticsTables.ts';

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
    });
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
