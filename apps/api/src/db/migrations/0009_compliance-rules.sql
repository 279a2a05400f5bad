CREATE TABLE "compliance_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"numeric_code" integer NOT NULL,
	"name" text NOT NULL,
	"prohibited" boolean DEFAULT false NOT NULL,
	"site_closed" boolean DEFAULT false NOT NULL,
	"show_tips" boolean DEFAULT false NOT NULL,
	"menu" text[] DEFAULT '{}'::text[] NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"served_by_sites" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_countries_numeric_code_unique" UNIQUE("numeric_code"),
	CONSTRAINT "compliance_countries_alpha2" CHECK ("compliance_countries"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "compliance_countries_numeric" CHECK ("compliance_countries"."numeric_code" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "compliance_tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"ok_button" text DEFAULT '' NOT NULL,
	"cancel_button" text DEFAULT '' NOT NULL,
	"ok_button_router" text DEFAULT '' NOT NULL,
	"text_link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_count" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_tips_site_locale_country" UNIQUE NULLS NOT DISTINCT("site_id","locale","country"),
	CONSTRAINT "compliance_tips_locale" CHECK ("compliance_tips"."locale" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'),
	CONSTRAINT "compliance_tips_text_link_array" CHECK (jsonb_typeof("compliance_tips"."text_link") = 'array'),
	CONSTRAINT "compliance_tips_max_count" CHECK ("compliance_tips"."max_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "compliance_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_tips" ADD CONSTRAINT "compliance_tips_country_compliance_countries_country_fk" FOREIGN KEY ("country") REFERENCES "public"."compliance_countries"("country") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_compliance_status_known" CHECK ("users"."compliance_status" in (0, 1, 2));