CREATE TABLE "order_voids" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"voided_by" uuid,
	"voided_by_name" text NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_voids_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_voids" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_voids" ADD CONSTRAINT "order_voids_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_voids_tenant_at_idx" ON "order_voids" USING btree ("tenant_id","voided_at");--> statement-breakpoint
CREATE POLICY "order_voids_tenant_isolation" ON "order_voids" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "order_voids" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "order_voids" TO meja_app;