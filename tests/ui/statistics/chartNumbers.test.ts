import { describe, expect, it } from 'vitest';
import type { StatisticsTable } from '../../../src/domain/statistics/statisticsTable.ts';
import { chartNumbers, drawsWholeNumbers } from '../../../src/ui/statistics/chartNumbers.ts';

// The charts' value axis: counts step by whole numbers, and every number reads in the person's language.

const outcomes: StatisticsTable = {
  columns: ['Mese', 'Preventivi vinti', 'Preventivi persi'],
  rows: [
    ['Gennaio 2026', 1, 0],
    ['Febbraio 2026', 0, 1],
  ],
};
const hours: StatisticsTable = { columns: ['Tipo', 'Ore'], rows: [['Installazione', 6.5], ['Sopralluogo', 1.25]] };

describe('chart numbers', () => {
  it('a chart of counts (at most 1 a month) gets whole-number ticks, not 0,1 … 0,9', () => {
    expect(drawsWholeNumbers(outcomes, [1, 2])).toBe(true);
    expect(chartNumbers(outcomes, [1, 2], 'it').precision).toBe(0);
  });

  it('a chart with decimals (tracked hours) keeps free steps', () => {
    expect(drawsWholeNumbers(hours, [1])).toBe(false);
    expect(chartNumbers(hours, [1], 'it').precision).toBeUndefined();
  });

  it('only the drawn columns count: a decimal in a column not drawn does not matter', () => {
    const mixed: StatisticsTable = { columns: ['Categoria', 'Preventivi', 'Totale'], rows: [['Servizi', 3, 1234.5]] };
    expect(drawsWholeNumbers(mixed, [1])).toBe(true);
    expect(drawsWholeNumbers(mixed, [2])).toBe(false);
  });

  it("ticks and tooltips in the reader's language, grouped always (Intl's Italian would print 5000)", () => {
    expect(chartNumbers(hours, [1], 'it').tick(5000)).toBe('5.000');
    expect(chartNumbers(hours, [1], 'it').tick(0.5)).toBe('0,5');
    expect(chartNumbers(hours, [1], 'en').tick(5000)).toBe('5,000');
    expect(chartNumbers(hours, [1], 'en-GB').tick('2.5')).toBe('2.5');
  });
});
