import { formatNumber, formatQuantity, formatUnitPrice } from '../../domain/numberFormat.ts';

/** How the history names a value that is missing, as the rest of the screen does. */
const EMPTY = '—';

export type ChangeWordsContext = {
  readonly language: string;
  /** A wire date ("2026-11-29") in the reader's format. */
  readonly date: (wire: string) => string;
  readonly yes: string;
  readonly no: string;
};

const wire = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/**
 * One value of a sample's field change as the reader reads it: the history holds the wire's values ("6.8", "95.5",
 * 1200000, "2026-11-29"), which an Italian page showed as such; they go through the same formatters as the sample
 * sheet (sampleFigures) and the date formatter.
 */
export const sampleChangeValue = (field: string, value: unknown, context: ChangeWordsContext): string => {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? context.yes : context.no;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = wire(value);
  switch (field) {
    case 'date':
      return context.date(text);
    case 'weight':
      return formatQuantity(text, context.language) || text;
    case 'price_target':
      return formatUnitPrice(text, context.language) || text;
    case 'packing_speed':
    case 'format_width_mm':
    case 'format_height_mm':
    case 'thickness_micron':
    case 'volume':
      return formatNumber(text, context.language) || text;
    default:
      return text;
  }
};
