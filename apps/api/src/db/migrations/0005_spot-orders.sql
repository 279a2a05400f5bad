CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"uid" integer NOT NULL,
	"currency_pair" text NOT NULL,
	"side" text NOT NULL,
	"role" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"fee_currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spot_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1),
	"uid" integer NOT NULL,
	"client_order_id" text,
	"currency_pair" text NOT NULL,
	"type" text NOT NULL,
	"side" text NOT NULL,
	"time_in_force" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"left" numeric(38, 18) NOT NULL,
	"filled_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"filled_total" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee_currency" text NOT NULL,
	"lock_coin" text NOT NULL,
	"locked" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"finish_as" text NOT NULL,
	"matched_until_ms" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "spot_orders_client_order_id" UNIQUE("uid","client_order_id"),
	CONSTRAINT "spot_orders_amounts" CHECK ("spot_orders"."left" >= 0 and "spot_orders"."locked" >= 0 and "spot_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "balances" DROP CONSTRAINT "balances_not_negative";--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_order_id_spot_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."spot_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_fills" ADD CONSTRAINT "spot_fills_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spot_orders" ADD CONSTRAINT "spot_orders_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spot_fills_account_idx" ON "spot_fills" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "spot_fills_order_idx" ON "spot_fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "spot_orders_account_idx" ON "spot_orders" USING btree ("uid","status","created_at");--> statement-breakpoint
CREATE INDEX "spot_orders_open_idx" ON "spot_orders" USING btree ("matched_until_ms") WHERE "spot_orders"."status" = 'open';--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_not_negative" CHECK ("balances"."uid" = 2 or ("balances"."available" >= 0 and "balances"."frozen" >= 0));--> statement-breakpoint
-- System accounts (decision 0039): the fee account and the market account. Their password hash is
-- no PHC string, so no password opens them.
INSERT INTO "users" ("uid", "email", "password_hash", "nickname", "invite_code", "encrypted_uid", "created_at")
VALUES
  (1, 'fees@system.meridian.example', '!system-account', 'Meridian fees', 'SYSFEES', 'system-fees', now()),
  (2, 'market@system.meridian.example', '!system-account', 'Meridian market', 'SYSMARKET', 'system-market', now())
ON CONFLICT DO NOTHING;
