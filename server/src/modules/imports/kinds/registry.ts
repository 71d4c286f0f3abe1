import type { AnyImportKind, ImportKindName } from '../kind.ts';
import { allowancesKind } from './allowances.ts';
import { articlesKind } from './articles.ts';
import { companiesKind } from './companies.ts';
import { priceListsKind } from './priceLists.ts';
import { customersKind, leadsKind, suppliersKind } from './profiles.ts';
import { usersKind } from './users.ts';

// Every kind of import by its contract name.

export const IMPORT_KINDS: ReadonlyMap<ImportKindName, AnyImportKind> = new Map<ImportKindName, AnyImportKind>([
  ['customers', customersKind as AnyImportKind],
  ['leads', leadsKind as AnyImportKind],
  ['suppliers', suppliersKind as AnyImportKind],
  ['companies', companiesKind as AnyImportKind],
  ['articles', articlesKind as AnyImportKind],
  ['price-lists', priceListsKind as AnyImportKind],
  ['users', usersKind as AnyImportKind],
  ['allowances', allowancesKind as AnyImportKind],
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
