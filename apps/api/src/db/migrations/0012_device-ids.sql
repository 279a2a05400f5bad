CREATE TABLE "device_ids" (
	"device_id" text PRIMARY KEY NOT NULL,
	"visitor_key" text NOT NULL,
	"site_id" integer NOT NULL,
	"uid" integer,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_ids_visitor_idx" ON "device_ids" USING btree ("visitor_key","issued_at");