import { LANGUAGES } from '../../../../src/domain/constants/languages.ts';
import { fieldLabel } from '../../i18n/render.ts';
import type { FieldSpec } from './kind.ts';

// Suggests which column feeds which field, from headers written in Italian or English: "Ragione sociale",
// "Business name", "P.IVA", "VAT number"… compared without case, accents, spaces and punctuation.

export type Mapping = Record<string, string | null>;

export const normalHeader = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Column header → field: the saved mapping where its columns are in the file, otherwise guessed; each field once. */
export function suggestMapping(headers: readonly string[], fields: readonly FieldSpec[], saved: Mapping | null): Mapping {
  const out: Mapping = {};
  const taken = new Set<string>();
  const names = new Set(fields.map((f) => f.name));
  if (saved) {
    for (const h of headers) {
      const f = saved[h];
      if (typeof f === 'string' && names.has(f) && !taken.has(f)) {
        out[h] = f;
        taken.add(f);
      }
    }
  }
  const byAlias = new Map<string, string>();
  // A field's own name and its `fields.*` labels in both languages first: they are the headers our exports write,
  // so an export's header is never taken by another field's looser alias (the export imports back as it is).
  for (const f of fields) for (const a of [f.name, ...LANGUAGES.map((l) => fieldLabel(f.name, l))]) if (!byAlias.has(normalHeader(a))) byAlias.set(normalHeader(a), f.name);
  for (const f of fields) for (const a of f.aliases) if (!byAlias.has(normalHeader(a))) byAlias.set(normalHeader(a), f.name);
  for (const h of headers) {
    if (h in out) continue;
    const f = byAlias.get(normalHeader(h));
    if (f !== undefined && !taken.has(f)) {
      out[h] = f;
      taken.add(f);
    } else out[h] = null;
  }
  return out;
}

/** Made-unique headers: an empty one is named by its position, a repeated one gets its position appended. */
export function uniqueHeaders(cells: readonly string[], columnWord: string): string[] {
  const seen = new Set<string>();
  return cells.map((c, i) => {
    let h = c.trim() || `${columnWord} ${i + 1}`;
    if (seen.has(h)) h = `${h} (${i + 1})`;
    seen.add(h);
    return h;
  });
}

/** Whether a header row could be data instead: a cell that is a number, a date or an e-mail address. */
export const looksLikeData = (cell: string): boolean => /^[\d.,\s/+-]+$/.test(cell.trim()) || /@/.test(cell);
