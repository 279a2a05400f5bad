CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'competition' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prize_pool" numeric(38, 18) NOT NULL,
	"prize_coin" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_kind" CHECK ("activities"."kind" in ('competition', 'event')),
	CONSTRAINT "activities_window" CHECK ("activities"."starts_at" < "activities"."ends_at"),
	CONSTRAINT "activities_prize_pool" CHECK ("activities"."prize_pool" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"uid" integer NOT NULL,
	"task_id" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"coin" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_claims_uid_task_id_pk" PRIMARY KEY("uid","task_id"),
	CONSTRAINT "reward_claims_amount" CHECK ("reward_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_task_progress" (
	"uid" integer NOT NULL,
	"task_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_task_progress_uid_task_id_pk" PRIMARY KEY("uid","task_id"),
	CONSTRAINT "reward_task_progress_count" CHECK ("reward_task_progress"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"target" integer DEFAULT 1 NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"reward_coin" text NOT NULL,
	"texts" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_tasks_source" CHECK ("reward_tasks"."source" in ('kyc_level_2', 'spot_trade', 'two_factor', 'invite', 'stored')),
	CONSTRAINT "reward_tasks_target" CHECK ("reward_tasks"."target" >= 1),
	CONSTRAINT "reward_tasks_reward" CHECK ("reward_tasks"."reward_amount" > 0),
	CONSTRAINT "reward_tasks_status" CHECK ("reward_tasks"."status" in ('active', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_task_id_reward_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."reward_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_task_progress" ADD CONSTRAINT "reward_task_progress_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_task_progress" ADD CONSTRAINT "reward_task_progress_task_id_reward_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."reward_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_window_idx" ON "activities" USING btree ("ends_at");