import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { css } from '../../../styled-system/css/index.mjs';
import type { StatisticsTable } from '../../domain/statistics/statisticsTable.ts';
import { useTheme } from '../app/useTheme.ts';
import { chartNumbers } from './chartNumbers.ts';

// Only the pieces a bar chart needs, so the statistics chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

// Two hues that keep 3:1 contrast on light and dark surfaces and stay apart for common colour blindness.
const PALETTE = ['#2563eb', '#d97706', '#059669', '#9333ea'];

/** A colour of the page's theme (a Panda semantic token's CSS variable), for what the canvas draws around the bars. */
const themeColour = (token: string): string => getComputedStyle(document.documentElement).getPropertyValue(`--colors-${token}`).trim();

export type BarChartProps = {
  table: StatisticsTable;
  /** Which number columns to draw (indexes into `table.columns`, 1 or more). */
  series: readonly number[];
  /** What the picture shows, for assistive technology (the table beside it carries the numbers). */
  label: string;
  /** The reader's language, for the axis' and the tooltips' numbers. */
  language: string;
};

/**
 * A bar chart of a statistics table (Chart.js on a canvas). The canvas is a labelled image: keyboard and
 * screen-reader users read the same numbers in the table shown with it.
 */
const BarChart = ({ table, series, label, language }: BarChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  // A canvas does not follow CSS: the chart is drawn again in the other theme's colours.
  const theme = useTheme();
  useEffect(() => {
    const element = canvas.current;
    if (element === null) return undefined;
    const text = themeColour('muted');
    const grid = themeColour('border');
    const numbers = chartNumbers(table, series, language);
    const chart = new Chart(element, {
      type: 'bar',
      data: {
        labels: table.rows.map((row) => row[0]),
        datasets: series.map((column, index) => ({
          label: table.columns[column] ?? '',
          data: table.rows.map((row) => Number(row[column] ?? 0)),
          backgroundColor: PALETTE[index % PALETTE.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        color: text,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid }, border: { color: grid } },
          y: { beginAtZero: true, ticks: { color: text, precision: numbers.precision, callback: numbers.tick }, grid: { color: grid }, border: { color: grid } },
        },
        plugins: {
          legend: { position: 'bottom', labels: { color: text } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${numbers.tick(item.parsed.y ?? 0)}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [table, series, theme, language]);
  return (
    <div className={css({ position: 'relative', h: { base: '240px', md: '320px' }, w: 'full', minW: '0' })}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
};

export default BarChart;
