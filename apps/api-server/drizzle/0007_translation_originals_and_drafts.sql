ALTER TABLE "item_translations" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "original_description" text;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "original_ingredients" text;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "name_machine_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "description_machine_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_translations" ADD COLUMN "ingredients_machine_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_translations" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "menu_translations" ADD COLUMN "machine_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "source_language" text;--> statement-breakpoint
ALTER TABLE "section_translations" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "section_translations" ADD COLUMN "machine_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Translations written before originals were kept were made for the texts as they are now.
UPDATE "menu_translations" t SET "original_name" = m."name" FROM "menus" m WHERE m."id" = t."menu_id";--> statement-breakpoint
UPDATE "section_translations" t SET "original_name" = s."name" FROM "menu_sections" s WHERE s."id" = t."section_id";--> statement-breakpoint
UPDATE "item_translations" t SET "original_name" = i."name", "original_description" = i."description", "original_ingredients" = i."ingredients" FROM "menu_items" i WHERE i."id" = t."item_id";
