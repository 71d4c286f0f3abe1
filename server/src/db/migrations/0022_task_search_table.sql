-- A task's global search document in a table of its own (issue 36.3), written only when the task's text changes.
-- It was a GIN expression index on `tasks` (0009_global_search): a status change is never a HOT update (`status`
-- is in two b-tree indexes), so every status change wrote a new GIN entry for the task, its three to_tsvector()
-- computed again: a quarter of the status call's statement on PGlite. The row triggers below keep the document of
-- every task, whoever writes it (the handlers, imports, a tenant's import, the seed); an update that leaves the
-- summary and the description as they were fires neither. The document is the expression of searchDocument()
-- (db/searchVector.ts) over (summary, description), as the old index had it: search results and ranks are unchanged.
-- The task's tenant is copied beside it so that the search scans this table alone (the GIN index, then the tenant),
-- as it scanned `tasks`, and joins the tasks of the matches it keeps: joined first, the planner walked the tenant's
-- tasks and tested each document (3 x slower over 20,000 tasks, npm run bench:search).
CREATE TABLE "task_search" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"document" tsvector NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_search" ADD CONSTRAINT "task_search_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_search" ADD CONSTRAINT "task_search_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION bottega_task_search_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_search (task_id, tenant_id, document)
  VALUES (NEW.id, NEW.tenant_id, setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(coalesce(NEW.summary, ''))), 'A') || setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(coalesce(NEW.description, ''))), 'B') || to_tsvector('bottega_italian'::regconfig, bottega_fold(coalesce(NEW.summary, '') || ' ' || coalesce(NEW.description, ''))))
  ON CONFLICT (task_id) DO UPDATE SET document = excluded.document;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "task_search_insert" AFTER INSERT ON "tasks" FOR EACH ROW EXECUTE FUNCTION bottega_task_search_write();--> statement-breakpoint
CREATE TRIGGER "task_search_update" AFTER UPDATE OF "summary", "description" ON "tasks" FOR EACH ROW
  WHEN (OLD.summary IS DISTINCT FROM NEW.summary OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION bottega_task_search_write();--> statement-breakpoint
INSERT INTO "task_search" ("task_id", "tenant_id", "document")
  SELECT "id", "tenant_id", (setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(coalesce("summary", ''))), 'A') || setweight(to_tsvector('bottega_simple'::regconfig, bottega_fold(coalesce("description", ''))), 'B') || to_tsvector('bottega_italian'::regconfig, bottega_fold(coalesce("summary", '') || ' ' || coalesce("description", ''))))
  FROM "tasks";--> statement-breakpoint
DROP INDEX "tasks_search";--> statement-breakpoint
CREATE INDEX "task_search_document" ON "task_search" USING gin ("document") WITH (fastupdate=off);
