ALTER TABLE "companies" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "street_number" text;--> statement-breakpoint
-- Addresses written before the column held the house number at the end of the street ("Via Roma 1"): move it.
UPDATE "companies" SET "street_number" = substring("street" from '\s(\d+[A-Za-z]?(/[A-Za-z0-9]+)?)$'), "street" = regexp_replace("street", '\s\d+[A-Za-z]?(/[A-Za-z0-9]+)?$', '') WHERE "street" ~ '\s\d+[A-Za-z]?(/[A-Za-z0-9]+)?$';--> statement-breakpoint
UPDATE "profiles" SET "street_number" = substring("street" from '\s(\d+[A-Za-z]?(/[A-Za-z0-9]+)?)$'), "street" = regexp_replace("street", '\s\d+[A-Za-z]?(/[A-Za-z0-9]+)?$', '') WHERE "street" ~ '\s\d+[A-Za-z]?(/[A-Za-z0-9]+)?$';
