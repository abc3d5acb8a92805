CREATE TYPE "public"."package" AS ENUM('BASIC', 'POS_ONLY', 'PRO', 'ENTERPRISE');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('SUPER_ADMIN', 'GROUP_MANAGER', 'RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY');--> statement-breakpoint
CREATE TYPE "public"."theme" AS ENUM('classic', 'dark', 'emerald', 'sunset', 'ocean');--> statement-breakpoint
CREATE TYPE "public"."wa_optin_mode" AS ENUM('CHAT', 'FORM');--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_basic" bigint DEFAULT 0 NOT NULL,
	"price_pos" bigint DEFAULT 99000 NOT NULL,
	"price_pro" bigint DEFAULT 249000 NOT NULL,
	"price_enterprise" bigint DEFAULT 0 NOT NULL,
	"whatsapp_number" text DEFAULT '' NOT NULL,
	"trial_days" integer DEFAULT 30 NOT NULL,
	"billing_provider" text DEFAULT 'manual' NOT NULL,
	"wa_provider" text DEFAULT 'none' NOT NULL,
	"reminder_days" integer[] DEFAULT '{7,3,1}'::integer[] NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"broadcast_price_per_recipient" bigint DEFAULT 150 NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_trial_days_non_negative" CHECK ("platform_settings"."trial_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"package" "package" DEFAULT 'BASIC' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"ads_enabled" boolean DEFAULT true NOT NULL,
	"quota_limit" integer,
	"group_id" uuid,
	"theme" "theme" DEFAULT 'classic' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"reservation_whatsapp" text DEFAULT '' NOT NULL,
	"tax_percent" smallint DEFAULT 11 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"wa_optin_enabled" boolean DEFAULT false NOT NULL,
	"wa_optin_text" text DEFAULT 'Kirim WA untuk dapatkan souvenir menarik' NOT NULL,
	"wa_optin_mode" "wa_optin_mode" DEFAULT 'CHAT' NOT NULL,
	"timezone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tenants_tax_percent_range" CHECK ("tenants"."tax_percent" between 0 and 110),
	CONSTRAINT "tenants_quota_limit_non_negative" CHECK ("tenants"."quota_limit" is null or "tenants"."quota_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" NOT NULL,
	"tenant_id" uuid,
	"group_id" uuid,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tenant_staff_has_tenant" CHECK ("users"."role" not in ('RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY') or "users"."tenant_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "idempotency_keys_tenant_key_unique" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenants_group_id_idx" ON "tenants" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_tenant_id_idx" ON "users" USING btree ("tenant_id");--> statement-breakpoint
CREATE POLICY "idempotency_keys_tenant_isolation" ON "idempotency_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);