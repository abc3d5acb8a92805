CREATE TABLE "gateway_events" (
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_events_tenant_id_provider_event_id_pk" PRIMARY KEY("tenant_id","provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "gateway_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_provider_event_unique" ON "gateway_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE POLICY "gateway_events_tenant_isolation" ON "gateway_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Row-level security applies to the table's owner too, as for every tenant table.
ALTER TABLE "gateway_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Default privileges only cover tables made by the login that ran 0001: grant explicitly too.
GRANT SELECT, INSERT, UPDATE, DELETE ON "gateway_events" TO meja_app;
