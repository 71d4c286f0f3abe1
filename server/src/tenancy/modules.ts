import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

// The module each table belongs to, for the people's side of a tenant export (one XLSX per module): the schema file
// that declares it (server/src/db/schema/<module>.ts), read at run time so a new module's file is found by itself.

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/schema');

export async function moduleOfTables(): Promise<ReadonlyMap<string, string>> {
  const map = new Map<string, string>();
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const mod: Record<string, unknown> = await import(path.join(SCHEMA_DIR, file));
    for (const value of Object.values(mod)) if (is(value, PgTable)) map.set(getTableName(value), file.replace(/\.ts$/, ''));
  }
  return map;
}
