/**
 * What a statistics panel shows, as a plain table: the chart, the screen-reader table and the downloads are all
 * drawn from this one shape, so they can never disagree.
 */
export type StatisticsTable = {
  /** Column headings, the first being the group (month, agent, customer, work type). */
  readonly columns: readonly string[];
  /** One row per group: its label, then one number per further column. */
  readonly rows: readonly (readonly [string, ...number[]])[];
};

/** A wire decimal (`"1234.50"`) as a number for drawing; amounts stay exact on the server. */
export const decimalNumber = (wire: string): number => {
  const value = Number(wire);
  return Number.isFinite(value) ? value : 0;
};

const csvCell = (value: string | number): string => {
  const text = String(value);
  // RFC 4180: quote cells holding the separator, quotes or line breaks; double inner quotes.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV (comma-separated, CRLF line ends, a header row). */
export const toCsv = (table: StatisticsTable): string =>
  [table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
