import { parseDecimalInput } from '../../domain/numberFormat.ts';

// The goal weights of a package as typed (issue 30): they must total exactly 100 % before the year's sheets can be
// made visible, so the form shows the running total and refuses to save any other total. Exact: scaled integers
// (4 decimals, as the server stores them), never floating point.

const SCALE = 10_000n;
const HUNDRED = 100n * SCALE;

const scaled = (decimal: string): bigint | null => {
  const m = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(decimal);
  if (!m) return null;
  const value = BigInt(m[2] ?? '0') * SCALE + BigInt((m[3] ?? '').padEnd(4, '0') || '0');
  return m[1] === '-' ? -value : value;
};

const unscaled = (value: bigint): string => {
  const whole = value / SCALE;
  const fraction = (value % SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
};

export type WeightTotal = { readonly total: string; readonly complete: boolean } | { readonly invalid: readonly string[] };

/** The total of the chosen goals' weights (typed in `language`), or the goals whose weight is not a number above 0. */
export function weightTotal(chosen: readonly string[], weights: Readonly<Record<string, string>>, language: string): WeightTotal {
  let sum = 0n;
  const invalid: string[] = [];
  for (const id of chosen) {
    const parsed = parseDecimalInput(weights[id] ?? '', language);
    const value = parsed === null ? null : scaled(parsed);
    if (value === null || value <= 0n) invalid.push(id);
    else sum += value;
  }
  if (invalid.length > 0) return { invalid };
  return { total: unscaled(sum), complete: sum === HUNDRED };
}
