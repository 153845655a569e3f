CREATE TABLE "member_zones" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "member_zones_user_id_zone_id_pk" PRIMARY KEY("user_id","zone_id")
);
--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "on_shift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "call_alert_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD COLUMN "taken_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "member_zones" ADD CONSTRAINT "member_zones_zone_id_table_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."table_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_zones" ADD CONSTRAINT "member_zones_member_fk" FOREIGN KEY ("club_id","user_id") REFERENCES "public"."club_members"("club_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_zones_zone_idx" ON "member_zones" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "waiter_calls" ADD CONSTRAINT "waiter_calls_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_call_alert_minutes_check" CHECK ("clubs"."call_alert_minutes" between 1 and 60);