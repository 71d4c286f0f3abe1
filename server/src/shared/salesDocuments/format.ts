// Italian renderings for printed sales documents (dates, formats, file names); numbers go through the one formatter,
// src/domain/numberFormat.ts.

/** "2026-03-05" → "05/03/2026". */
export function dateIt(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export const formatMm = (f: { width_mm: number; height_mm: number } | null): string => (f ? `${f.width_mm}×${f.height_mm} mm` : '—');

/** A file name safe in Content-Disposition: "2026/0042" → "2026-0042". */
export const fileSafe = (s: string): string => s.replace(/[^A-Za-z0-9._-]+/g, '-');
