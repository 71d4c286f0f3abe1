import type { RowCells, RowConventions, RowProblem } from '../kind.ts';
import { readDecimal, type Read } from '../values.ts';

// Small helpers the kinds share: read an optional cell with a reader, collecting the problem on its field.

export class RowReader {
  readonly problems: RowProblem[] = [];
  constructor(
    private readonly cells: RowCells,
    private readonly conventions: RowConventions = () => null,
  ) {}

  /** The cell's trimmed text, or null when the field is not mapped or the cell is empty. */
  text(field: string): string | null {
    const v = this.cells(field);
    return v === undefined || v === '' ? null : v;
  }

  /** Whether the field's column is in the mapping (an unmapped field leaves the record's value alone). */
  mapped(field: string): boolean {
    return this.cells(field) !== undefined;
  }

  read<T>(field: string, reader: (text: string) => Read<T>): T | null {
    const t = this.text(field);
    if (t === null) return null;
    const r = reader(t);
    if (r.ok) return r.value;
    this.problems.push({ field, key: r.problem.key, ...(r.problem.params ? { params: r.problem.params } : {}) });
    return null;
  }

  /**
   * A decimal in the convention the file gives its cell (see readDecimal), refused on its row when its column could
   * not hold it: more decimals than it keeps (every decimal column an import writes is numeric(…, 4)), which the
   * database would round silently, or more whole digits than it has (numeric(p, 4) holds p − 4), which would fail
   * the whole batch instead of naming the row.
   */
  decimal(field: string, wholeDigits: number, maxDecimals = 4): string | null {
    const convention = this.conventions(field);
    const value = this.read(field, (t) => readDecimal(t, convention));
    if (value === null) return null;
    const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
    if (fraction.length > maxDecimals) {
      this.problem(field, 'imports.reasons.tooManyDecimals', { max: maxDecimals });
      return null;
    }
    if (whole.replace(/^0+/, '').length > wholeDigits) {
      this.problem(field, 'imports.reasons.tooLarge', { max: wholeDigits });
      return null;
    }
    return value;
  }

  require(field: string): string | null {
    const t = this.text(field);
    if (t === null) this.problems.push({ field, key: 'imports.reasons.required' });
    return t;
  }

  problem(field: string | null, key: string, params?: Record<string, string | number>): void {
    this.problems.push({ field, key, ...(params ? { params } : {}) });
  }
}

/** Case- and space-insensitive comparison of names (categories, brands, price lists). */
export const nameKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The changed columns of `next` against `current` (undefined in `next`: left alone). */
export function changedColumns<T extends Record<string, unknown>>(current: Record<string, unknown>, next: Partial<T>): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(next) as [keyof T & string, unknown][]) {
    if (v === undefined) continue;
    const now = current[k];
    const same = v === null ? now === null || now === undefined : String(now ?? '') === String(v) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && now !== null && Number(now) === Number(v));
    if (!same) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
