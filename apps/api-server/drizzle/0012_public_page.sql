ALTER TABLE "clubs" ADD COLUMN "public_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_slug_check" CHECK ("clubs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("clubs"."slug") between 3 and 60);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_public_page_slug_check" CHECK (not "clubs"."public_page" or "clubs"."slug" is not null);