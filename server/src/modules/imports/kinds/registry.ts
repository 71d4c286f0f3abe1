import type { AnyImportKind, ImportKindName } from '../kind.ts';
import { customersKind, leadsKind, suppliersKind } from './profiles.ts';

// Every kind of import by its contract name.

export const IMPORT_KINDS: ReadonlyMap<ImportKindName, AnyImportKind> = new Map<ImportKindName, AnyImportKind>([
  ['customers', customersKind as AnyImportKind],
  ['leads', leadsKind as AnyImportKind],
  ['suppliers', suppliersKind as AnyImportKind],
]);

/** Record families (contract tags) an import of the kind writes: cached reads of them end when it has written. */
export const FAMILIES_WRITTEN: Readonly<Record<ImportKindName, readonly string[]>> = {
  customers: ['profiles'],
  leads: ['profiles'],
  suppliers: ['profiles'],
  companies: ['companies'],
  articles: ['articles', 'article_taxonomy'],
  'price-lists': ['price_lists', 'articles'],
  users: ['users'],
  allowances: ['user_vacation_hours'],
};
