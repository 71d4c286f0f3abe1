import type { TFunction } from 'i18next';
import { countsTense } from './countsTense.ts';
import type { ImportStatus } from '../../machines/dataImport/dataImport.types.ts';

type Counts = { readonly created: number; readonly updated: number; readonly rejected: number };

/**
 * An import's counts in the history: "2 creati, 1 aggiornato, 1 scartato" once written, "2 da creare, …" before.
 * Each count agrees with its own number (one sentence for the three read "1 creati"), written in the reader's
 * number format by `format`.
 */
export const historyCountsText = (t: TFunction<['imports']>, status: ImportStatus, counts: Counts, format: (value: number) => string): string => {
  const written = countsTense(status) === 'written';
  const part = (key: string, count: number) => t(`imports:history.${key}`, { count, formatted: format(count) });
  return [part(written ? 'created' : 'toCreate', counts.created), part(written ? 'updated' : 'toUpdate', counts.updated), part('rejected', counts.rejected)].join(', ');
};
