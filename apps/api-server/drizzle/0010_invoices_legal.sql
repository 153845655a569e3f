-- Invoices become legal documents (docs/decisions/033): a gap-free number per series, the seller and
-- the buyer as they were when the invoice was issued, and a demo mark. Invoices issued before this
-- migration get all of it here, numbered in issue order; their seller (which only the configuration
-- knows) is stamped at the next start.
CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provider_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sequence" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
-- the provider's number stays as its reference; the demo provider's ids start with in_demo_
UPDATE "invoices" SET "provider_number" = "number", "demo" = "provider_id" LIKE 'in\_demo\_%';--> statement-breakpoint
UPDATE "invoices" SET "series" = CASE WHEN "demo" THEN 'DEMO-' ELSE '' END || to_char("created_at" AT TIME ZONE 'UTC', 'YYYY');--> statement-breakpoint
UPDATE "invoices" SET "sequence" = "numbered"."sequence"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "series" ORDER BY "created_at", "id")::integer AS "sequence"
	FROM "invoices"
) AS "numbered"
WHERE "invoices"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "invoices" SET "number" = "series" || '-' || lpad("sequence"::text, 6, '0');--> statement-breakpoint
INSERT INTO "invoice_series" ("series", "last_sequence")
SELECT "series", max("sequence") FROM "invoices" GROUP BY "series";--> statement-breakpoint
-- the buyer as invoice-parties.ts writes it: company, VAT number, billing address else the club's
UPDATE "invoices" SET "buyer" = jsonb_build_object(
	'name', "clubs"."company_name",
	'addressLines', to_jsonb(array_remove(ARRAY[
		nullif(trim("addresses"."line1"), ''),
		nullif(trim("addresses"."line2"), ''),
		nullif(concat_ws(' ', nullif("addresses"."postal_code", ''), nullif("addresses"."city", ''), nullif("addresses"."state", '')), '')
	], NULL)),
	'country', "addresses"."country",
	'vatNumber', "clubs"."vat_number"
)
FROM "clubs"
JOIN "addresses" ON "addresses"."id" = coalesce("clubs"."billing_address_id", "clubs"."address_id")
WHERE "clubs"."id" = "invoices"."club_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "provider_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "series" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "buyer" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_idx" ON "invoices" USING btree ("series","sequence");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_unique" UNIQUE("number");
