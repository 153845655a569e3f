CREATE TABLE "order_guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guests_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"client_line_id" text,
	"guest_id" integer,
	"added_by_user_id" integer,
	"added_by" text NOT NULL,
	"item_id" integer,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"round_id" integer,
	"name" text,
	"options" jsonb,
	"unit_cents" integer,
	"station" text,
	"void_reason" text,
	"voided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_status_check" CHECK ("order_lines"."status" in ('draft', 'sent', 'void')),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" between 1 and 99),
	CONSTRAINT "order_lines_sent_check" CHECK ("order_lines"."status" = 'draft' or ("order_lines"."name" is not null and "order_lines"."unit_cents" is not null and "order_lines"."station" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"station" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"idempotency_key" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rounds_station_check" CHECK ("order_rounds"."station" in ('kitchen', 'bar')),
	CONSTRAINT "order_rounds_status_check" CHECK ("order_rounds"."status" in ('received', 'preparing', 'ready', 'served'))
);
--> statement-breakpoint
CREATE TABLE "table_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"table_id" integer,
	"table_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bill_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" integer,
	CONSTRAINT "table_orders_status_check" CHECK ("table_orders"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "ordering" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "orderable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD COLUMN "station" text DEFAULT 'kitchen' NOT NULL;--> statement-breakpoint
ALTER TABLE "table_zones" ADD COLUMN "ordering" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "order_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD COLUMN "reason" text DEFAULT 'waiter' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_guests" ADD CONSTRAINT "order_guests_order_id_table_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."table_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_table_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."table_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_guest_id_order_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."order_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_round_id_order_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."order_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_order_id_table_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."table_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rounds" ADD CONSTRAINT "order_rounds_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_orders" ADD CONSTRAINT "table_orders_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_guests_order_number_idx" ON "order_guests" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_client_idx" ON "order_lines" USING btree ("order_id","client_line_id");--> statement-breakpoint
CREATE INDEX "order_lines_round_idx" ON "order_lines" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_send_idx" ON "order_rounds" USING btree ("order_id","idempotency_key","station");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rounds_number_idx" ON "order_rounds" USING btree ("order_id","number","station");--> statement-breakpoint
CREATE INDEX "order_rounds_created_idx" ON "order_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_orders_one_open_idx" ON "table_orders" USING btree ("table_id") WHERE "table_orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_orders_club_open_idx" ON "table_orders" USING btree ("club_id","status");--> statement-breakpoint
CREATE INDEX "table_orders_club_opened_idx" ON "table_orders" USING btree ("club_id","opened_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_ordering_check" CHECK ("clubs"."ordering" in ('off', 'all', 'zones'));--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_station_check" CHECK ("menu_sections"."station" in ('kitchen', 'bar'));--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_reason_check" CHECK ("waiter_calls"."reason" in ('waiter', 'bill'));