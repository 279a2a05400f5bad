CREATE TABLE "marketing_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"resource_type" smallint NOT NULL,
	"position" text DEFAULT 'index' NOT NULL,
	"site_ids" integer[],
	"audience" text DEFAULT 'any' NOT NULL,
	"vip_tier_min" smallint DEFAULT 0 NOT NULL,
	"vip_tier_max" smallint DEFAULT 99 NOT NULL,
	"device" text DEFAULT 'any' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"img_h5" text DEFAULT '' NOT NULL,
	"img_v2" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"vip_extras" jsonb,
	"alpha_currency" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"data_type" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_plans_resource_type" CHECK ("marketing_plans"."resource_type" between 1 and 5),
	CONSTRAINT "marketing_plans_position" CHECK ("marketing_plans"."position" in ('index', 'vip_index')),
	CONSTRAINT "marketing_plans_audience" CHECK ("marketing_plans"."audience" in ('visitor', 'logged_in', 'any')),
	CONSTRAINT "marketing_plans_device" CHECK ("marketing_plans"."device" in ('web', 'h5', 'any')),
	CONSTRAINT "marketing_plans_status" CHECK ("marketing_plans"."status" in ('active', 'paused')),
	CONSTRAINT "marketing_plans_tiers" CHECK ("marketing_plans"."vip_tier_min" >= 0 and "marketing_plans"."vip_tier_min" <= "marketing_plans"."vip_tier_max"),
	CONSTRAINT "marketing_plans_window" CHECK ("marketing_plans"."starts_at" is null or "marketing_plans"."ends_at" is null or "marketing_plans"."starts_at" < "marketing_plans"."ends_at"),
	CONSTRAINT "marketing_plans_data_type" CHECK ("marketing_plans"."data_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "marketing_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_settings_amount" CHECK ("marketing_settings"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "marketing_plans_slot_idx" ON "marketing_plans" USING btree ("resource_type","position","status");