CREATE TABLE "club_subscriptions" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"plan" text,
	"months" smallint,
	"payment_plan_id" integer,
	"renewal" boolean DEFAULT false NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"offer_months" smallint,
	"offer_brand_id" integer,
	"error_code" text,
	"previous" jsonb,
	"provider" text,
	"customer_id" text,
	"provider_subscription_id" text,
	"provider_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_subscriptions_state_check" CHECK ("club_subscriptions"."state" in ('freemium', 'early_adopter', 'granted', 'partner_offered', 'paid', 'payment_pending', 'invoice_unpaid', 'balance_insufficient'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"number" text NOT NULL,
	"plan" text NOT NULL,
	"months" smallint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"hosted_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"plan" text NOT NULL,
	"months" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_plan_check" CHECK ("payment_plans"."plan" in ('smart', 'professional')),
	CONSTRAINT "payment_plans_months_check" CHECK ("payment_plans"."months" in (1, 12)),
	CONSTRAINT "payment_plans_price_check" CHECK ("payment_plans"."price_cents" >= 0),
	CONSTRAINT "payment_plans_vat_check" CHECK ("payment_plans"."vat_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"event" text NOT NULL,
	"plan" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_offer_brand_id_brands_id_fk" FOREIGN KEY ("offer_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_subscriptions_customer_idx" ON "club_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "club_subscriptions_due_idx" ON "club_subscriptions" USING btree ("state","period_end");--> statement-breakpoint
CREATE INDEX "invoices_club_idx" ON "invoices" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_primary_idx" ON "payment_methods" USING btree ("club_id") WHERE "payment_methods"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_country_plan_months_idx" ON "payment_plans" USING btree ("country","plan","months");--> statement-breakpoint
CREATE INDEX "subscription_events_club_idx" ON "subscription_events" USING btree ("club_id","at");--> statement-breakpoint
-- Prices and VAT rates (standard rates of 2026), the one place they live: administrators edit them
-- from the console. Annual saves 34% (Smart) and 50% (Professional) against twelve months
-- (spec: "up to 50%"). Every EU country is billed in euros; the UK, Switzerland and the US in their
-- own currency.
INSERT INTO "payment_plans" ("country", "plan", "months", "price_cents", "vat_basis_points", "currency") VALUES
('AT', 'smart', 1, 1900, 2000, 'EUR'),
('AT', 'smart', 12, 14900, 2000, 'EUR'),
('AT', 'professional', 1, 3900, 2000, 'EUR'),
('AT', 'professional', 12, 23400, 2000, 'EUR'),
('BE', 'smart', 1, 1900, 2100, 'EUR'),
('BE', 'smart', 12, 14900, 2100, 'EUR'),
('BE', 'professional', 1, 3900, 2100, 'EUR'),
('BE', 'professional', 12, 23400, 2100, 'EUR'),
('BG', 'smart', 1, 1900, 2000, 'EUR'),
('BG', 'smart', 12, 14900, 2000, 'EUR'),
('BG', 'professional', 1, 3900, 2000, 'EUR'),
('BG', 'professional', 12, 23400, 2000, 'EUR'),
('HR', 'smart', 1, 1900, 2500, 'EUR'),
('HR', 'smart', 12, 14900, 2500, 'EUR'),
('HR', 'professional', 1, 3900, 2500, 'EUR'),
('HR', 'professional', 12, 23400, 2500, 'EUR'),
('CY', 'smart', 1, 1900, 1900, 'EUR'),
('CY', 'smart', 12, 14900, 1900, 'EUR'),
('CY', 'professional', 1, 3900, 1900, 'EUR'),
('CY', 'professional', 12, 23400, 1900, 'EUR'),
('CZ', 'smart', 1, 1900, 2100, 'EUR'),
('CZ', 'smart', 12, 14900, 2100, 'EUR'),
('CZ', 'professional', 1, 3900, 2100, 'EUR'),
('CZ', 'professional', 12, 23400, 2100, 'EUR'),
('DK', 'smart', 1, 1900, 2500, 'EUR'),
('DK', 'smart', 12, 14900, 2500, 'EUR'),
('DK', 'professional', 1, 3900, 2500, 'EUR'),
('DK', 'professional', 12, 23400, 2500, 'EUR'),
('EE', 'smart', 1, 1900, 2400, 'EUR'),
('EE', 'smart', 12, 14900, 2400, 'EUR'),
('EE', 'professional', 1, 3900, 2400, 'EUR'),
('EE', 'professional', 12, 23400, 2400, 'EUR'),
('FI', 'smart', 1, 1900, 2550, 'EUR'),
('FI', 'smart', 12, 14900, 2550, 'EUR'),
('FI', 'professional', 1, 3900, 2550, 'EUR'),
('FI', 'professional', 12, 23400, 2550, 'EUR'),
('FR', 'smart', 1, 1900, 2000, 'EUR'),
('FR', 'smart', 12, 14900, 2000, 'EUR'),
('FR', 'professional', 1, 3900, 2000, 'EUR'),
('FR', 'professional', 12, 23400, 2000, 'EUR'),
('DE', 'smart', 1, 1900, 1900, 'EUR'),
('DE', 'smart', 12, 14900, 1900, 'EUR'),
('DE', 'professional', 1, 3900, 1900, 'EUR'),
('DE', 'professional', 12, 23400, 1900, 'EUR'),
('GR', 'smart', 1, 1900, 2400, 'EUR'),
('GR', 'smart', 12, 14900, 2400, 'EUR'),
('GR', 'professional', 1, 3900, 2400, 'EUR'),
('GR', 'professional', 12, 23400, 2400, 'EUR'),
('HU', 'smart', 1, 1900, 2700, 'EUR'),
('HU', 'smart', 12, 14900, 2700, 'EUR'),
('HU', 'professional', 1, 3900, 2700, 'EUR'),
('HU', 'professional', 12, 23400, 2700, 'EUR'),
('IE', 'smart', 1, 1900, 2300, 'EUR'),
('IE', 'smart', 12, 14900, 2300, 'EUR'),
('IE', 'professional', 1, 3900, 2300, 'EUR'),
('IE', 'professional', 12, 23400, 2300, 'EUR'),
('IT', 'smart', 1, 1900, 2200, 'EUR'),
('IT', 'smart', 12, 14900, 2200, 'EUR'),
('IT', 'professional', 1, 3900, 2200, 'EUR'),
('IT', 'professional', 12, 23400, 2200, 'EUR'),
('LV', 'smart', 1, 1900, 2100, 'EUR'),
('LV', 'smart', 12, 14900, 2100, 'EUR'),
('LV', 'professional', 1, 3900, 2100, 'EUR'),
('LV', 'professional', 12, 23400, 2100, 'EUR'),
('LT', 'smart', 1, 1900, 2100, 'EUR'),
('LT', 'smart', 12, 14900, 2100, 'EUR'),
('LT', 'professional', 1, 3900, 2100, 'EUR'),
('LT', 'professional', 12, 23400, 2100, 'EUR'),
('LU', 'smart', 1, 1900, 1700, 'EUR'),
('LU', 'smart', 12, 14900, 1700, 'EUR'),
('LU', 'professional', 1, 3900, 1700, 'EUR'),
('LU', 'professional', 12, 23400, 1700, 'EUR'),
('MT', 'smart', 1, 1900, 1800, 'EUR'),
('MT', 'smart', 12, 14900, 1800, 'EUR'),
('MT', 'professional', 1, 3900, 1800, 'EUR'),
('MT', 'professional', 12, 23400, 1800, 'EUR'),
('NL', 'smart', 1, 1900, 2100, 'EUR'),
('NL', 'smart', 12, 14900, 2100, 'EUR'),
('NL', 'professional', 1, 3900, 2100, 'EUR'),
('NL', 'professional', 12, 23400, 2100, 'EUR'),
('PL', 'smart', 1, 1900, 2300, 'EUR'),
('PL', 'smart', 12, 14900, 2300, 'EUR'),
('PL', 'professional', 1, 3900, 2300, 'EUR'),
('PL', 'professional', 12, 23400, 2300, 'EUR'),
('PT', 'smart', 1, 1900, 2300, 'EUR'),
('PT', 'smart', 12, 14900, 2300, 'EUR'),
('PT', 'professional', 1, 3900, 2300, 'EUR'),
('PT', 'professional', 12, 23400, 2300, 'EUR'),
('RO', 'smart', 1, 1900, 2100, 'EUR'),
('RO', 'smart', 12, 14900, 2100, 'EUR'),
('RO', 'professional', 1, 3900, 2100, 'EUR'),
('RO', 'professional', 12, 23400, 2100, 'EUR'),
('SK', 'smart', 1, 1900, 2300, 'EUR'),
('SK', 'smart', 12, 14900, 2300, 'EUR'),
('SK', 'professional', 1, 3900, 2300, 'EUR'),
('SK', 'professional', 12, 23400, 2300, 'EUR'),
('SI', 'smart', 1, 1900, 2200, 'EUR'),
('SI', 'smart', 12, 14900, 2200, 'EUR'),
('SI', 'professional', 1, 3900, 2200, 'EUR'),
('SI', 'professional', 12, 23400, 2200, 'EUR'),
('ES', 'smart', 1, 1900, 2100, 'EUR'),
('ES', 'smart', 12, 14900, 2100, 'EUR'),
('ES', 'professional', 1, 3900, 2100, 'EUR'),
('ES', 'professional', 12, 23400, 2100, 'EUR'),
('SE', 'smart', 1, 1900, 2500, 'EUR'),
('SE', 'smart', 12, 14900, 2500, 'EUR'),
('SE', 'professional', 1, 3900, 2500, 'EUR'),
('SE', 'professional', 12, 23400, 2500, 'EUR'),
('GB', 'smart', 1, 1600, 2000, 'GBP'),
('GB', 'smart', 12, 12900, 2000, 'GBP'),
('GB', 'professional', 1, 3400, 2000, 'GBP'),
('GB', 'professional', 12, 20400, 2000, 'GBP'),
('CH', 'smart', 1, 1900, 810, 'CHF'),
('CH', 'smart', 12, 14900, 810, 'CHF'),
('CH', 'professional', 1, 3900, 810, 'CHF'),
('CH', 'professional', 12, 23400, 810, 'CHF'),
('NO', 'smart', 1, 1900, 2500, 'EUR'),
('NO', 'smart', 12, 14900, 2500, 'EUR'),
('NO', 'professional', 1, 3900, 2500, 'EUR'),
('NO', 'professional', 12, 23400, 2500, 'EUR'),
('US', 'smart', 1, 2100, 0, 'USD'),
('US', 'smart', 12, 16500, 0, 'USD'),
('US', 'professional', 1, 4300, 0, 'USD'),
('US', 'professional', 12, 25800, 0, 'USD');
--> statement-breakpoint
-- Clubs that had a plan recorded by an administrator keep it, as the terms the team set.
INSERT INTO "club_subscriptions" ("club_id", "state", "plan")
SELECT "id", CASE WHEN "early_adopter" THEN 'early_adopter' ELSE 'granted' END, "plan"
FROM "clubs" WHERE "plan" <> 'freemium';
