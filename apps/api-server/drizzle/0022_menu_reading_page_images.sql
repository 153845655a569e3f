-- A page's image moves from the row (bytea) to the image store, named in the row: images already
-- kept in rows cannot be moved by SQL, so those pages go (their drafts stay; review says the page
-- image could not be loaded). No release carried the bytea column.
DELETE FROM "menu_reading_pages";--> statement-breakpoint
ALTER TABLE "menu_reading_pages" ADD COLUMN "image_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_reading_pages" DROP COLUMN "image";