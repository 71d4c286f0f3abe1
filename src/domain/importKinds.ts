// What the import screen offers (spec: CSV/XLSX imports), in its order. A constant of the contract's ImportKind
// (src/api/imports.ts checks the two agree), here so the screen needs nothing of src/api but types.
export const IMPORT_KINDS = ['customers', 'leads', 'suppliers', 'companies', 'articles', 'price-lists', 'users', 'allowances'] as const;
