-- A task's start or pause as an in-place (HOT) update (issue 36.3). PostgreSQL rewrites no index for an update that
-- changes no indexed column and finds room on the row's page; `status` was in two b-tree indexes, so every start and
-- pause wrote a new entry in each of the five indexes of `tasks`. The default order's index now reads whether a task
-- is completed from a stored generated column, which a start or a pause leaves as it was (a completion or a reopen
-- still changes it), and `tasks_tenant_status` goes: the status filters of the list, the running tasks and the
-- statistics find a tenant's open tasks through the order's index (tenant, is_completed) and test the status there.
-- The column holds exactly the expression the index had, so the list's order and its plan are the same.
ALTER TABLE "tasks" ADD COLUMN "is_completed" boolean GENERATED ALWAYS AS ("status" = 'completed') STORED NOT NULL;--> statement-breakpoint
DROP INDEX "tasks_default_order";--> statement-breakpoint
DROP INDEX "tasks_tenant_status";--> statement-breakpoint
CREATE INDEX "tasks_default_order" ON "tasks" USING btree ("tenant_id","is_completed","start","created_at" DESC NULLS FIRST,"id");
