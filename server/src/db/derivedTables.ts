// Tables whose every row the database builds from other tables' rows (row triggers of the migrations): a copy of
// the instance (backup/copyDump.ts) or of a tenant (tenancy/tables.ts) carries their sources, never them. Loading them back beside their sources would write each row
// twice (the triggers have already written it when the source row was loaded).

/** The tasks' global search documents (schema/tasks.ts taskSearchDocuments, migration 0022). */
export const DERIVED_TABLES: ReadonlySet<string> = new Set(['task_search']);
