ALTER TABLE "outbox" ADD COLUMN "queued_at" timestamp (3) with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "resent_from" integer;--> statement-breakpoint
CREATE TABLE "setup_steps" (
	"tenant_id" integer NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp(0) NOT NULL,
	"done_by" integer,
	CONSTRAINT "setup_steps_tenant_id_step_pk" PRIMARY KEY("tenant_id","step")
);
--> statement-breakpoint
ALTER TABLE "setup_steps" ADD CONSTRAINT "setup_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenants that already work need no first-run checklist.
INSERT INTO "setup_steps" ("tenant_id", "step", "done_at") SELECT "id", 'finished', localtimestamp(0) FROM "tenants";
