CREATE TABLE "futures_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "futures_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500000001 CACHE 1),
	"uid" integer NOT NULL,
	"contract" text NOT NULL,
	"side" text NOT NULL,
	"size" numeric(38, 18) NOT NULL,
	"leverage" integer NOT NULL,
	"entry_price" numeric(38, 18) NOT NULL,
	"margin" numeric(38, 18) NOT NULL,
	"tp_price" numeric(38, 18),
	"sl_price" numeric(38, 18),
	"status" text NOT NULL,
	"realised_pnl" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fees" numeric(38, 18) DEFAULT '0' NOT NULL,
	"close_price" numeric(38, 18),
	"close_reason" text,
	"checked_until_ms" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "futures_positions_leverage" CHECK ("futures_positions"."leverage" between 1 and 20),
	CONSTRAINT "futures_positions_amounts" CHECK ("futures_positions"."size" > 0 and "futures_positions"."margin" >= 0)
);
--> statement-breakpoint
CREATE TABLE "futures_trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "futures_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position_id" bigint NOT NULL,
	"uid" integer NOT NULL,
	"contract" text NOT NULL,
	"side" text NOT NULL,
	"size" numeric(38, 18) NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"pnl" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "futures_positions" ADD CONSTRAINT "futures_positions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_trades" ADD CONSTRAINT "futures_trades_position_id_futures_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."futures_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "futures_trades" ADD CONSTRAINT "futures_trades_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "futures_positions_one_open" ON "futures_positions" USING btree ("uid","contract") WHERE "futures_positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "futures_positions_account_idx" ON "futures_positions" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "futures_positions_open_idx" ON "futures_positions" USING btree ("checked_until_ms") WHERE "futures_positions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "futures_trades_account_idx" ON "futures_trades" USING btree ("uid","contract","created_at");