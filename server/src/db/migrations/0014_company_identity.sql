CREATE TABLE "company_identities" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"street" text,
	"street_number" text,
	"postal_code" text,
	"city" text,
	"province" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"vat_number" text,
	"fiscal_code" text,
	"rea_number" text,
	"share_capital" text,
	"pec" text,
	"phone" text,
	"email" text,
	"website" text,
	"iban" text,
	"logo" text,
	"updated_at" timestamp(0) DEFAULT localtimestamp(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_identities" ADD CONSTRAINT "company_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing tenants start from what their documents printed until now: the name, and the VAT number kept in the
-- old `company.vat_number` setting (the address lines were free text and are left for Settings → Company).
INSERT INTO "company_identities" ("tenant_id", "business_name", "vat_number")
SELECT t."id", t."name", (SELECT regexp_replace(s."value" #>> '{}', '^IT', '') FROM "tenant_settings" s WHERE s."tenant_id" = t."id" AND s."key" = 'company.vat_number')
FROM "tenants" t;
