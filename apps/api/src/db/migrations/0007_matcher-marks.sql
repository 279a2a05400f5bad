CREATE TABLE "spot_match_marks" (
	"currency_pair" text PRIMARY KEY NOT NULL,
	"matched_until_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spot_orders_book_idx" ON "spot_orders" USING btree ("currency_pair","side","price") WHERE "spot_orders"."status" = 'open';