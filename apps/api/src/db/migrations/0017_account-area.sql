CREATE TABLE "deposit_addresses" (
	"uid" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_uid_coin_network_pk" PRIMARY KEY("uid","coin","network")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"tx_id" text NOT NULL,
	"status" text DEFAULT 'credited' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_tx_id_unique" UNIQUE("tx_id"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('credited'))
);
--> statement-breakpoint
CREATE TABLE "fund_passwords" (
	"uid" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"frequency" text DEFAULT '1' NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_passwords_frequency" CHECK ("fund_passwords"."frequency" in ('0', '1', '2'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_status" CHECK ("support_tickets"."status" in ('open', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"request_id" text NOT NULL,
	"from_uid" integer NOT NULL,
	"from_wallet" text NOT NULL,
	"to_uid" integer NOT NULL,
	"to_wallet" text NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_request_unique" UNIQUE("uid","request_id"),
	CONSTRAINT "transfers_amount" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_wallets" CHECK ("transfers"."from_wallet" in ('spot', 'futures') and "transfers"."to_wallet" in ('spot', 'futures')),
	CONSTRAINT "transfers_moves" CHECK ("transfers"."from_uid" <> "transfers"."to_uid" or "transfers"."from_wallet" <> "transfers"."to_wallet")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"request_id" text NOT NULL,
	"coin" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"memo" text,
	"amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_request_unique" UNIQUE("uid","request_id"),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "wallet" text DEFAULT 'spot' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "wallet" text DEFAULT 'spot' NOT NULL;--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
ALTER TABLE "balances" DROP CONSTRAINT "balances_uid_coin_pk";--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_uid_wallet_coin_pk" PRIMARY KEY("uid","wallet","coin");--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_passwords" ADD CONSTRAINT "fund_passwords_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_uid_users_uid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_uid_users_uid_fk" FOREIGN KEY ("to_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_idx" ON "deposit_addresses" USING btree ("network","address","memo");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_uid","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_uid","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("uid","wallet","coin");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_wallet_known" CHECK ("balances"."wallet" in ('spot', 'futures'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_known" CHECK ("ledger_entries"."wallet" in ('spot', 'futures'));