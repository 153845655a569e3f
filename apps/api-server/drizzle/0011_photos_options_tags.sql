CREATE TABLE "item_option_group_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_option_group_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"language" text NOT NULL,
	"translated_name" text NOT NULL,
	"original_name" text,
	"machine_draft" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_option_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_option_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"choice" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_option_groups_choice_check" CHECK ("item_option_groups"."choice" in ('single', 'multiple')),
	CONSTRAINT "item_option_groups_choices_check" CHECK ("item_option_groups"."min_choices" >= 0 and "item_option_groups"."max_choices" >= greatest("item_option_groups"."min_choices", 1))
);
--> statement-breakpoint
CREATE TABLE "item_option_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_option_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"language" text NOT NULL,
	"translated_name" text NOT NULL,
	"original_name" text,
	"machine_draft" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2),
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_options_price_check" CHECK ("item_options"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "dietary_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "spiciness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "pdf_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_option_group_translations" ADD CONSTRAINT "item_option_group_translations_group_id_item_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_groups" ADD CONSTRAINT "item_option_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_option_translations" ADD CONSTRAINT "item_option_translations_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_group_id_item_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."item_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_option_group_translations_group_language_idx" ON "item_option_group_translations" USING btree ("group_id","language");--> statement-breakpoint
CREATE INDEX "item_option_groups_item_idx" ON "item_option_groups" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_option_translations_option_language_idx" ON "item_option_translations" USING btree ("option_id","language");--> statement-breakpoint
CREATE INDEX "item_options_group_idx" ON "item_options" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_spiciness_check" CHECK ("menu_items"."spiciness" between 0 and 3);--> statement-breakpoint
-- Option groups, options and their translations are part of what guests read: like the item they
-- belong to, a statement writing them bumps their club's content version once (0009's scheme).
CREATE FUNCTION tavola_bump_clubs_by_option_group_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  group_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN group_ids := ARRAY(SELECT group_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN group_ids := ARRAY(SELECT group_id FROM old_rows);
  ELSE group_ids := ARRAY(SELECT group_id FROM new_rows UNION SELECT group_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1
    WHERE id IN (SELECT m.club_id FROM item_option_groups g JOIN menu_items i ON i.id = g.item_id
                   JOIN menu_sections s ON s.id = i.section_id JOIN menus m ON m.id = s.menu_id
                  WHERE g.id = ANY (group_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tavola_bump_clubs_by_option_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  option_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN option_ids := ARRAY(SELECT option_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN option_ids := ARRAY(SELECT option_id FROM old_rows);
  ELSE option_ids := ARRAY(SELECT option_id FROM new_rows UNION SELECT option_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1
    WHERE id IN (SELECT m.club_id FROM item_options o JOIN item_option_groups g ON g.id = o.group_id
                   JOIN menu_items i ON i.id = g.item_id JOIN menu_sections s ON s.id = i.section_id
                   JOIN menus m ON m.id = s.menu_id
                  WHERE o.id = ANY (option_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_option_groups_content_version_insert AFTER INSERT ON item_option_groups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_option_groups_content_version_update AFTER UPDATE ON item_option_groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_option_groups_content_version_delete AFTER DELETE ON item_option_groups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_options_content_version_insert AFTER INSERT ON item_options
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_options_content_version_update AFTER UPDATE ON item_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_options_content_version_delete AFTER DELETE ON item_options
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_option_group_translations_content_version_insert AFTER INSERT ON item_option_group_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_option_group_translations_content_version_update AFTER UPDATE ON item_option_group_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_option_group_translations_content_version_delete AFTER DELETE ON item_option_group_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_group_id();
--> statement-breakpoint
CREATE TRIGGER item_option_translations_content_version_insert AFTER INSERT ON item_option_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_id();
--> statement-breakpoint
CREATE TRIGGER item_option_translations_content_version_update AFTER UPDATE ON item_option_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_id();
--> statement-breakpoint
CREATE TRIGGER item_option_translations_content_version_delete AFTER DELETE ON item_option_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_option_id();
