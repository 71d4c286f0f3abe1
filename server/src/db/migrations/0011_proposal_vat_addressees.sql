ALTER TABLE "proposal_addressees" ADD COLUMN "role" text DEFAULT 'attention' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_addressees" ADD COLUMN "receives_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_rows" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "proposal_rows" ADD COLUMN "vat_rate" text DEFAULT '22' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_rows" ADD CONSTRAINT "proposal_rows_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;