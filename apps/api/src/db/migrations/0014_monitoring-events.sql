CREATE TABLE "monitoring_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"site_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_events_event_id" ON "monitoring_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "monitoring_events_received_idx" ON "monitoring_events" USING btree ("received_at");