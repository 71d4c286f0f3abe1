-- Electronic invoicing data of a profile's billing address (issue 34 point 5): the SDI recipient code and the PEC.
ALTER TABLE "profiles" ADD COLUMN "sdi_code" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pec" text;
