CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"coin" text NOT NULL,
	"available_delta" numeric(38, 18) NOT NULL,
	"frozen_delta" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_moves" CHECK ("ledger_entries"."available_delta" <> 0 or "ledger_entries"."frozen_delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("uid","coin");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
-- Balances held before the ledger existed open it, so the ledger replays to every balance.
INSERT INTO "ledger_entries" ("uid", "coin", "available_delta", "frozen_delta", "reason", "reference", "created_at")
SELECT "uid", "coin", "available", "frozen", 'opening', 'balance-before-ledger', now()
FROM "balances" WHERE "available" <> 0 OR "frozen" <> 0;
