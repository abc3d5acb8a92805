CREATE TABLE "broadcast_recipients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"broadcast_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"message_id" text,
	"error_code" integer,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "broadcast_recipients_one_per_phone" UNIQUE("tenant_id","broadcast_id","phone"),
	CONSTRAINT "broadcast_recipients_status_known" CHECK ("broadcast_recipients"."status" in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message" text NOT NULL,
	"sender_name" text NOT NULL,
	"status" text NOT NULL,
	"recipients_count" integer NOT NULL,
	"price_per_recipient" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"invoice_id" uuid,
	"payment_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "broadcasts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "broadcasts_status_known" CHECK ("broadcasts"."status" in ('AWAITING_PAYMENT', 'QUEUED', 'SENDING', 'DONE', 'CANCELLED')),
	CONSTRAINT "broadcasts_money_non_negative" CHECK ("broadcasts"."price_per_recipient" >= 0 and "broadcasts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wa_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_has_period";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "plan" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "cycle" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_broadcast_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_ready_template" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "wa_template_language" text DEFAULT 'id' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "wa_ready_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notify_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'PLAN' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_tenant_id_broadcast_id_broadcasts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","broadcast_id") REFERENCES "public"."broadcasts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_broadcast_status_idx" ON "broadcast_recipients" USING btree ("tenant_id","broadcast_id","status");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_due_idx" ON "broadcast_recipients" USING btree ("next_attempt_at") WHERE "broadcast_recipients"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "broadcast_recipients_message_idx" ON "broadcast_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "broadcasts_tenant_created_idx" ON "broadcasts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcasts_invoice_idx" ON "broadcasts" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('PLAN', 'BROADCAST'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_has_plan" CHECK ("invoices"."kind" <> 'PLAN' or ("invoices"."plan" is not null and "invoices"."cycle" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_has_period" CHECK ("invoices"."status" <> 'PAID' or ("invoices"."paid_at" is not null and ("invoices"."kind" <> 'PLAN' or ("invoices"."period_start" is not null and "invoices"."period_end" is not null))));--> statement-breakpoint
CREATE POLICY "broadcast_recipients_tenant_isolation" ON "broadcast_recipients" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "broadcast_recipients_platform_read" ON "broadcast_recipients" AS PERMISSIVE FOR SELECT TO public USING (current_setting('app.platform_read', true) = 'on');--> statement-breakpoint
CREATE POLICY "broadcasts_tenant_isolation" ON "broadcasts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "broadcasts_platform_read" ON "broadcasts" AS PERMISSIVE FOR SELECT TO public USING (current_setting('app.platform_read', true) = 'on');--> statement-breakpoint
ALTER TABLE "broadcasts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "broadcasts" TO meja_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "broadcast_recipients" TO meja_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "wa_contacts" TO meja_app;
