CREATE TABLE "payment_gateway_events" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_events_tenant_id_provider_event_id_pk" PRIMARY KEY("tenant_id","provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tenant_gateways" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"provider" text,
	"card_via_gateway" boolean DEFAULT false NOT NULL,
	"qris_via_gateway" boolean DEFAULT false NOT NULL,
	"midtrans_server_key_enc" text,
	"xendit_api_key_enc" text,
	"xendit_callback_token_enc" text,
	"stripe_secret_key_enc" text,
	"stripe_webhook_secret_enc" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_gateways_provider_known" CHECK ("tenant_gateways"."provider" is null or "tenant_gateways"."provider" in ('midtrans', 'xendit', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "tenant_gateways" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "payment_gateway_events" ADD CONSTRAINT "payment_gateway_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_events" ADD CONSTRAINT "payment_gateway_events_tenant_id_payment_id_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_gateways" ADD CONSTRAINT "tenant_gateways_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_gateway_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."gateway" is not null and "payments"."status" = 'PENDING';--> statement-breakpoint
CREATE POLICY "payments_platform_read" ON "payments" AS PERMISSIVE FOR SELECT TO public USING (current_setting('app.platform_read', true) = 'on');--> statement-breakpoint
CREATE POLICY "payment_gateway_events_tenant_isolation" ON "payment_gateway_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_gateways_tenant_isolation" ON "tenant_gateways" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_gateways_platform_read" ON "tenant_gateways" AS PERMISSIVE FOR SELECT TO public USING (current_setting('app.platform_read', true) = 'on');--> statement-breakpoint
-- Row-level security applies to the table's owner too, as for every tenant table.
ALTER TABLE "tenant_gateways" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_gateway_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Default privileges only cover tables made by the login that ran 0001: grant explicitly too.
GRANT SELECT, INSERT, UPDATE, DELETE ON "tenant_gateways" TO meja_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "payment_gateway_events" TO meja_app;
