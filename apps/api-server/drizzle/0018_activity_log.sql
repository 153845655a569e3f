CREATE TABLE "activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"user_id" integer,
	"actor_name" text,
	"kind" text NOT NULL,
	"subject" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_kind_check" CHECK ("activity_log"."kind" in ('menu_created', 'menu_updated', 'menu_enabled', 'menu_disabled', 'menu_duplicated', 'menu_deleted', 'item_created', 'item_updated', 'item_price_changed', 'item_out_of_stock', 'item_back_in_stock', 'item_deleted', 'invitation_sent', 'invitation_withdrawn', 'member_joined', 'member_role_changed', 'member_removed', 'ownership_offered', 'ownership_offer_withdrawn', 'ownership_accepted', 'plan_subscribed', 'plan_changed', 'plan_renewal_cancelled', 'plan_renewal_resumed', 'plan_ended'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_club_created_idx" ON "activity_log" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_club_user_idx" ON "activity_log" USING btree ("club_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("user_id");