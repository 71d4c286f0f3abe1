import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../db/open.ts';

// What an archive records about the product that wrote it, so that an older product refuses it (its database
// would lack the newer tables and columns) instead of restoring half of it.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ProductVersion = { readonly version: string; readonly schema: number };

export function productVersion(): ProductVersion {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version?: unknown };
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries?: readonly unknown[] };
  return { version: typeof pkg.version === 'string' ? pkg.version : '0.0.0', schema: (journal.entries?.length ?? 0) - 1 };
}

/** Why this product cannot take an archive written by `other`, or null when it can. */
export function newerProblem(other: ProductVersion, self: ProductVersion = productVersion()): string | null {
  if (other.schema > self.schema) {
    return `The archive comes from a newer Bottega (version ${other.version}, database schema ${other.schema}); this is version ${self.version} (schema ${self.schema}). Upgrade Bottega first.`;
  }
  return null;
}
