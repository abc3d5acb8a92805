CREATE TABLE "dining_tables" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dining_tables_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "dining_tables" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "table_calls" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "table_calls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "table_calls_kind" CHECK ("table_calls"."kind" in ('WAITER', 'BILL'))
);
--> statement-breakpoint
ALTER TABLE "table_calls" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_tenant_name_unique" ON "dining_tables" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "table_calls_one_open_per_table_kind" ON "table_calls" USING btree ("tenant_id","table_name","kind") WHERE "table_calls"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "table_calls_tenant_table_kind_idx" ON "table_calls" USING btree ("tenant_id","table_name","kind","answered_at");--> statement-breakpoint
CREATE POLICY "dining_tables_tenant_isolation" ON "dining_tables" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "table_calls_tenant_isolation" ON "table_calls" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Issue 20: tables and the diners' calls. Row-level security applies to them as to every tenant table.
ALTER TABLE "dining_tables" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "dining_tables" TO meja_app;--> statement-breakpoint
ALTER TABLE "table_calls" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "table_calls" TO meja_app;
