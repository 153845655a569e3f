CREATE TABLE "club_activation_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_activation_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"club_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "club_activation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "early_adopter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "promoted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_activation_tokens" ADD CONSTRAINT "club_activation_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_activation_tokens_club_idx" ON "club_activation_tokens" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tables_club_name_idx" ON "tables" USING btree ("club_id","name");