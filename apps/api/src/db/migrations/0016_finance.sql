CREATE TYPE "public"."expense_category" AS ENUM('PAYROLL', 'RENT', 'UTILITIES', 'SUPPLIES', 'MARKETING', 'MAINTENANCE', 'OTHER');--> statement-breakpoint
CREATE TABLE "expenses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"category" "expense_category" NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"payroll_period_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "expenses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"rows" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_periods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payroll_periods_dates_ordered" CHECK ("payroll_periods"."start_date" <= "payroll_periods"."end_date")
);
--> statement-breakpoint
ALTER TABLE "payroll_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_id_payroll_period_id_payroll_periods_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payroll_period_id") REFERENCES "public"."payroll_periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_tenant_date_idx" ON "expenses" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "expenses_tenant_period_idx" ON "expenses" USING btree ("tenant_id","payroll_period_id");--> statement-breakpoint
CREATE INDEX "payroll_periods_tenant_dates_idx" ON "payroll_periods" USING btree ("tenant_id","start_date","end_date");--> statement-breakpoint
CREATE POLICY "expenses_tenant_isolation" ON "expenses" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "payroll_periods_tenant_isolation" ON "payroll_periods" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);