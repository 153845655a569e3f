CREATE TABLE "menu_reading_pages" (
	"reading_id" integer NOT NULL,
	"page" integer NOT NULL,
	"image" "bytea" NOT NULL,
	CONSTRAINT "menu_reading_pages_reading_id_page_pk" PRIMARY KEY("reading_id","page")
);
--> statement-breakpoint
CREATE TABLE "menu_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'reading' NOT NULL,
	"language" text NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft" jsonb,
	"error_code" text,
	"error_message" text,
	"menu_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_readings_status_check" CHECK ("menu_readings"."status" in ('reading', 'ready', 'failed', 'cancelled', 'created'))
);
--> statement-breakpoint
ALTER TABLE "menu_reading_pages" ADD CONSTRAINT "menu_reading_pages_reading_id_menu_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."menu_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_readings" ADD CONSTRAINT "menu_readings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_readings" ADD CONSTRAINT "menu_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_readings" ADD CONSTRAINT "menu_readings_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_readings_club_idx" ON "menu_readings" USING btree ("club_id","created_at" DESC NULLS LAST);