ALTER TABLE "users" ADD COLUMN "ref_channel" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ref_group" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agency_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_type_known" CHECK ("users"."agency_type" between 0 and 4);