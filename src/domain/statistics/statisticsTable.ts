/**
 * What a statistics panel shows, as a plain table: the chart, the screen-reader table and the downloads are all
 * drawn from this one shape, so they can never disagree.
 */
export type StatisticsTable = {
  /** Column headings, the first being the group (month, agent, customer, work type). */
  readonly columns: readonly string[];
  /** One row per group: its label, then one number per further column. */
  readonly rows: readonly (readonly [string, ...number[]])[];
  /** The columns holding amounts of money: read with two decimals ("12.726,50", not "12.726,5"). */
  readonly amountColumns?: readonly number[];
};

/** A wire decimal (`"1234.50"`) as a number for drawing; amounts stay exact on the server. */
export const decimalNumber = (wire: string): number => {
  const value = Number(wire);
  return Number.isFinite(value) ? value : 0;
};

/** How a spreadsheet of the language reads CSV: Italian ones split on ';' and read ',' as the decimal point. */
export type CsvDialect = 'it' | 'en';

const CSV_SEPARATORS: Readonly<Record<CsvDialect, { readonly cell: string; readonly decimal: string }>> = {
  it: { cell: ';', decimal: ',' },
  en: { cell: ',', decimal: '.' },
};

const csvCell = (value: string | number, dialect: CsvDialect): string => {
  // Numbers without grouping (a spreadsheet must read them back as numbers), with the language's decimal point.
  const text = typeof value === 'number' ? String(value).replace('.', CSV_SEPARATORS[dialect].decimal) : value;
  // RFC 4180: quote cells holding the cell separator, quotes or line breaks; double inner quotes. (An Italian
  // decimal comma is not a separator there, so "1,5" stays a bare number.)
  const needsQuotes = dialect === 'it' ? /[";\r\n]/ : /[",;\r\n]/;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The table as CSV in the dialect of the reader's spreadsheet (CRLF line ends, a header row). */
export const toCsv = (table: StatisticsTable, dialect: CsvDialect = 'en'): string =>
  [table.columns, ...table.rows].map((row) => row.map((cell) => csvCell(cell, dialect)).join(CSV_SEPARATORS[dialect].cell)).join('\r\n') + '\r\n';
