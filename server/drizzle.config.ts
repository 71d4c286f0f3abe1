import { defineConfig } from 'drizzle-kit';

// Workflow (run from the repository root):
//   1. add or edit a table file in server/src/db/schema/<module>.ts (one file per module; import shared
//      column builders from ../columns.ts and core tables such as `tenants` from ./core.ts for foreign keys);
//   2. npx drizzle-kit generate --config server/drizzle.config.ts --name <short_change_name>
//   3. commit the new SQL file and meta/ snapshot in server/src/db/migrations; the server applies pending
//      migrations at start on both PGlite and PostgreSQL. Never edit a migration that has been committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/*.ts',
  out: './server/src/db/migrations',
});
