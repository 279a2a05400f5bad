CREATE TABLE "fiat_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"usd_rate" numeric(28, 10) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_fiats" (
	"sub_site_id" integer NOT NULL,
	"fiat_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_fiats_sub_site_id_fiat_code_pk" PRIMARY KEY("sub_site_id","fiat_code")
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"sub_site_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_languages_sub_site_id_lang_pk" PRIMARY KEY("sub_site_id","lang")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"sub_site_id" integer PRIMARY KEY NOT NULL,
	"is_service_host" boolean DEFAULT false NOT NULL,
	"curr_fiat" text NOT NULL,
	"currency_count" integer NOT NULL,
	"default_buy_crypto_fiat" text NOT NULL,
	"default_p2p_fiat" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_fiats" ADD CONSTRAINT "site_fiats_sub_site_id_site_settings_sub_site_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."site_settings"("sub_site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_fiats" ADD CONSTRAINT "site_fiats_fiat_code_fiat_currencies_code_fk" FOREIGN KEY ("fiat_code") REFERENCES "public"."fiat_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_sub_site_id_site_settings_sub_site_id_fk" FOREIGN KEY ("sub_site_id") REFERENCES "public"."site_settings"("sub_site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_curr_fiat_fiat_currencies_code_fk" FOREIGN KEY ("curr_fiat") REFERENCES "public"."fiat_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_buy_crypto_fiat_fiat_currencies_code_fk" FOREIGN KEY ("default_buy_crypto_fiat") REFERENCES "public"."fiat_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_p2p_fiat_fiat_currencies_code_fk" FOREIGN KEY ("default_p2p_fiat") REFERENCES "public"."fiat_currencies"("code") ON DELETE no action ON UPDATE no action;