CREATE TABLE "tenant_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "lifecycle_notices" (
	"tenant_id" uuid NOT NULL,
	"period_kind" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifecycle_notices_tenant_id_period_kind_period_end_days_before_pk" PRIMARY KEY("tenant_id","period_kind","period_end","days_before")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_slug_redirects" ADD CONSTRAINT "tenant_slug_redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_notices" ADD CONSTRAINT "lifecycle_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_deleted_has_purge" CHECK (("tenants"."deleted_at" is null) = ("tenants"."purge_after" is null));--> statement-breakpoint
-- The audit log is append-only for the application role: no request can change or erase a record.
GRANT SELECT, INSERT ON "audit_log" TO meja_app;--> statement-breakpoint
REVOKE UPDATE, DELETE ON "audit_log" FROM meja_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tenant_slug_redirects", "job_runs", "lifecycle_notices" TO meja_app;
