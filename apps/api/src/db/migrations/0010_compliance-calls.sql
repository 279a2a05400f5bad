CREATE TABLE "agreement_acceptances" (
	"uid" integer NOT NULL,
	"scene" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "agreement_acceptances_uid_scene_version_pk" PRIMARY KEY("uid","scene","version")
);
--> statement-breakpoint
CREATE TABLE "agreement_texts" (
	"scene" text NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"content" text NOT NULL,
	"submit_button" text NOT NULL,
	"link_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "agreement_texts_scene_version_locale_pk" PRIMARY KEY("scene","version","locale"),
	CONSTRAINT "agreement_texts_locale" CHECK ("agreement_texts"."locale" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$')
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"scene" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"link" text DEFAULT '/user-agreement' NOT NULL,
	CONSTRAINT "agreement_versions_scene_version_pk" PRIMARY KEY("scene","version"),
	CONSTRAINT "agreement_versions_scene" CHECK ("agreement_versions"."scene" ~ '^[a-z][a-z0-9_]{0,63}$'),
	CONSTRAINT "agreement_versions_positive" CHECK ("agreement_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "business_compliance_messages" (
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"ok_button" text DEFAULT '' NOT NULL,
	"cancel_button" text DEFAULT '' NOT NULL,
	"ok_button_router" text DEFAULT '' NOT NULL,
	"text_link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_close_button" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_compliance_messages_type_locale_pk" PRIMARY KEY("type","locale"),
	CONSTRAINT "business_compliance_messages_locale" CHECK ("business_compliance_messages"."locale" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'),
	CONSTRAINT "business_compliance_messages_text_link_array" CHECK (jsonb_typeof("business_compliance_messages"."text_link") = 'array')
);
--> statement-breakpoint
CREATE TABLE "customer_declaration_signatures" (
	"uid" integer NOT NULL,
	"version" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "customer_declaration_signatures_uid_version_pk" PRIMARY KEY("uid","version")
);
--> statement-breakpoint
CREATE TABLE "ip_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ip_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"type" smallint NOT NULL,
	"result" smallint NOT NULL,
	"request_ip" text,
	"ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"stuns" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "ip_checks_type" CHECK ("ip_checks"."type" in (1, 2, 3)),
	CONSTRAINT "ip_checks_result" CHECK ("ip_checks"."result" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "risk_user_guide_texts" (
	"site_id" integer NOT NULL,
	"locale" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_user_guide_texts_site_id_locale_pk" PRIMARY KEY("site_id","locale"),
	CONSTRAINT "risk_user_guide_texts_locale" CHECK ("risk_user_guide_texts"."locale" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$')
);
--> statement-breakpoint
CREATE TABLE "site_compliance_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"ip_check_enabled" boolean DEFAULT false NOT NULL,
	"risk_guide_frequency_hours" integer DEFAULT 24 NOT NULL,
	"risk_guide_closable" boolean DEFAULT false NOT NULL,
	"risk_guide_url" text DEFAULT '/myaccount/kyc_home' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_compliance_settings_frequency" CHECK ("site_compliance_settings"."risk_guide_frequency_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cool_down_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cool_down_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "risk_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_fk" FOREIGN KEY ("scene","version") REFERENCES "public"."agreement_versions"("scene","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_texts" ADD CONSTRAINT "agreement_texts_version_fk" FOREIGN KEY ("scene","version") REFERENCES "public"."agreement_versions"("scene","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_declaration_signatures" ADD CONSTRAINT "customer_declaration_signatures_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_checks" ADD CONSTRAINT "ip_checks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ip_checks_account_idx" ON "ip_checks" USING btree ("uid","checked_at");