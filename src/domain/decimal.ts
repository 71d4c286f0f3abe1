// Exact decimal arithmetic on decimal strings (money, quantities, percentages) with BigInt scaled integers: the
// wire carries decimals as strings and they never pass through floats (DESIGN.md §8). A "scaled" value at scale s
// is the number times 10^s. The server uses this module too (one set of rules for both sides).

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Whether the text is a plain decimal string as the wire writes it ("12", "-3.5", "0.125"). */
export const isDecimal = (value: string): boolean => DECIMAL.test(value.trim());

/** A decimal string as an integer at `scale`, rounding half away from zero when it has more digits. */
export function toScaled(value: string, scale: number): bigint {
  const m = DECIMAL.exec(value.trim());
  if (!m) throw new Error(`Not a decimal: ${value}`);
  const whole = m[2] ?? '0';
  const fraction = m[3] ?? '';
  let n = BigInt(whole + (fraction + '0'.repeat(scale)).slice(0, scale));
  const dropped = fraction.slice(scale);
  if (dropped !== '' && Number(dropped[0]) >= 5) n += 1n;
  return m[1] === '-' ? -n : n;
}

/** Integer division rounding half away from zero (the commercial rounding of invoices). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/** A scaled integer as a decimal string with exactly `scale` decimals. */
export function fromScaled(n: bigint, scale: number): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Whether a decimal string fits a `numeric(precision, scale)` column once rounded to `scale` (else 22003). */
export function fitsNumeric(value: string, precision: number, scale: number): boolean {
  const n = toScaled(value, scale);
  return (n < 0n ? -n : n) < 10n ** BigInt(precision);
}

/**
 * A stored numeric (e.g. "19.9900") for the wire: trailing zeros dropped but at least `minScale` decimals
 * ("19.99", "22.00", "0.125"; quantities with minScale 0: "3").
 */
export function tidy(value: string, minScale = 2): string {
  const m = DECIMAL.exec(value.trim());
  if (!m) return value;
  const fraction = (m[3] ?? '').replace(/0+$/, '').padEnd(minScale, '0');
  const whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole + fraction);
  return `${m[1] === '-' && !isZero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
