CREATE TABLE "menu_documents" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"content_version" bigint NOT NULL,
	"format" text NOT NULL,
	"meta" jsonb NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_documents" ADD CONSTRAINT "menu_documents_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;