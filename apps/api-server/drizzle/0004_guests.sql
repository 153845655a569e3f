CREATE TABLE "scan_counts" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"table_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"language" text NOT NULL,
	"scans" integer NOT NULL,
	CONSTRAINT "scan_counts_club_id_day_table_id_menu_id_language_pk" PRIMARY KEY("club_id","day","table_id","menu_id","language")
);
--> statement-breakpoint
CREATE TABLE "waiter_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiter_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"menu_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_counts" ADD CONSTRAINT "scan_counts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_table_id_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiter_calls_club_open_idx" ON "waiter_calls" USING btree ("club_id","done_at");--> statement-breakpoint
CREATE INDEX "waiter_calls_table_created_idx" ON "waiter_calls" USING btree ("table_id","created_at");