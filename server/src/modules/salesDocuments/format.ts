// Italian renderings for printed sales documents; only strings are rearranged, so amounts stay exact.

/** "1234.50" → "1.234,50 €". */
export function euro(amount: string): string {
  return `${decimalIt(amount, 2)} €`;
}

/** "1234.5" → "1.234,50" with at least `minScale` decimals. */
export function decimalIt(value: string, minScale = 0): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.padEnd(minScale, '0');
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** "2026-03-05" → "05/03/2026". */
export function dateIt(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export const formatMm = (f: { width_mm: number; height_mm: number } | null): string => (f ? `${f.width_mm}×${f.height_mm} mm` : '—');

/** A file name safe in Content-Disposition: "2026/0042" → "2026-0042". */
export const fileSafe = (s: string): string => s.replace(/[^A-Za-z0-9._-]+/g, '-');
