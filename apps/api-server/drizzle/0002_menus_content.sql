CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"price" text NOT NULL,
	"for_you" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_menu_id_unique" UNIQUE("menu_id")
);
--> statement-breakpoint
CREATE TABLE "item_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"translated_name" text,
	"translated_description" text,
	"translated_ingredients" text
);
--> statement-breakpoint
CREATE TABLE "menu_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"language" text NOT NULL,
	"translated_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedulings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedulings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"days" jsonb NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"zone_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "section_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"language" text NOT NULL,
	"translated_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "builtin_key" text;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_translations" ADD CONSTRAINT "item_translations_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_translations" ADD CONSTRAINT "menu_translations_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulings" ADD CONSTRAINT "schedulings_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedulings" ADD CONSTRAINT "schedulings_zone_id_table_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."table_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_translations" ADD CONSTRAINT "section_translations_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_translations_item_language_idx" ON "item_translations" USING btree ("item_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_translations_menu_language_idx" ON "menu_translations" USING btree ("menu_id","language");--> statement-breakpoint
CREATE INDEX "schedulings_menu_idx" ON "schedulings" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "schedulings_zone_idx" ON "schedulings" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "section_translations_section_language_idx" ON "section_translations" USING btree ("section_id","language");--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_builtin_key_unique" UNIQUE("builtin_key");