CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_id" bigint NOT NULL,
	"uid" integer,
	"nickname" text NOT NULL,
	"is_sub_account" boolean DEFAULT false NOT NULL,
	"from_support" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_body" CHECK (char_length("chat_messages"."body") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"support_uid" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_rooms_slug_unique" UNIQUE("slug"),
	CONSTRAINT "chat_rooms_support_unique" UNIQUE("support_uid"),
	CONSTRAINT "chat_rooms_kind" CHECK ("chat_rooms"."kind" in ('public', 'support')),
	CONSTRAINT "chat_rooms_support_owner" CHECK (("chat_rooms"."kind" = 'support') = ("chat_rooms"."support_uid" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_staff" (
	"uid" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"request_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_hint" text NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"redeemed_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_codes_request_unique" UNIQUE("uid","request_id"),
	CONSTRAINT "deposit_codes_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "deposit_codes_amount" CHECK ("deposit_codes"."amount" > 0),
	CONSTRAINT "deposit_codes_status" CHECK ("deposit_codes"."status" in ('active', 'redeemed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_support_uid_users_uid_fk" FOREIGN KEY ("support_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_staff" ADD CONSTRAINT "chat_staff_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_codes" ADD CONSTRAINT "deposit_codes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_codes" ADD CONSTRAINT "deposit_codes_redeemed_by_users_uid_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "deposit_codes_user_idx" ON "deposit_codes" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "deposit_codes_redeemer_idx" ON "deposit_codes" USING btree ("redeemed_by","updated_at");