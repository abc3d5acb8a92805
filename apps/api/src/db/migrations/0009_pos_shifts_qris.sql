CREATE TYPE "public"."shift_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TABLE "shifts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "shift_status" DEFAULT 'OPEN' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"opening_cash" bigint NOT NULL,
	"closing_cash" bigint,
	"expected_cash" bigint,
	"order_count" integer,
	CONSTRAINT "shifts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shifts_cash_non_negative" CHECK ("shifts"."opening_cash" >= 0 and ("shifts"."closing_cash" is null or "shifts"."closing_cash" >= 0))
);
--> statement-breakpoint
ALTER TABLE "shifts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "qris_static_payload" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "qr_string" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pay_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_user" ON "shifts" USING btree ("tenant_id","user_id") WHERE "shifts"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "shifts_tenant_opened_idx" ON "shifts" USING btree ("tenant_id","opened_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_shift_id_shifts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shift_id") REFERENCES "public"."shifts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_shift_idx" ON "payments" USING btree ("tenant_id","shift_id") WHERE "payments"."shift_id" is not null;--> statement-breakpoint
CREATE POLICY "shifts_tenant_isolation" ON "shifts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);