CREATE TABLE "bill_splits" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"mode" text NOT NULL,
	"table_number" text NOT NULL,
	"order_ids" uuid[] NOT NULL,
	"parts" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bill_splits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "bill_splits_mode" CHECK ("bill_splits"."mode" in ('EQUAL', 'ITEMS'))
);
--> statement-breakpoint
ALTER TABLE "bill_splits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "payments_one_completed_per_order";--> statement-breakpoint
DROP INDEX "payments_tenant_completed_created_idx";--> statement-breakpoint
ALTER TABLE "dish_sales_daily" ALTER COLUMN "qty" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" ALTER COLUMN "qty" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "sales_daily" ALTER COLUMN "payments" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "part" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_splits" ADD CONSTRAINT "bill_splits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_splits_tenant_open_idx" ON "bill_splits" USING btree ("tenant_id","created_at") WHERE "bill_splits"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_split_id_bill_splits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","split_id") REFERENCES "public"."bill_splits"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_per_order_part" ON "payments" USING btree ("tenant_id","order_id","part") WHERE "payments"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "payments_tenant_completed_created_idx" ON "payments" USING btree ("tenant_id","created_at","amount","order_id","part") WHERE "payments"."status" = 'COMPLETED';--> statement-breakpoint
CREATE POLICY "bill_splits_tenant_isolation" ON "bill_splits" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Issue 20: split bills. Row-level security applies to them as to every tenant table.
ALTER TABLE "bill_splits" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "bill_splits" TO meja_app;--> statement-breakpoint
-- An order paid in parts has several COMPLETED payments. Each counts its share (amount / total) of
-- the order — of the orders paid and of the portions — as it already counted its share of the
-- revenue, so the parts add up to the order once. A whole payment's share is exactly 1.
CREATE OR REPLACE FUNCTION "sales_rollup_apply"(p_tenant uuid, p_order uuid, p_amount bigint, p_at timestamptz, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
  v_share numeric;
BEGIN
  SELECT (p_at AT TIME ZONE t."timezone")::date INTO v_day FROM "tenants" t WHERE t."id" = p_tenant;
  IF v_day IS NULL THEN
    RETURN; -- the tenant itself is being deleted: its rows go with it
  END IF;
  SELECT CASE WHEN o."total" > 0 THEN p_amount::numeric / o."total" ELSE 1 END INTO v_share
    FROM "orders" o WHERE o."tenant_id" = p_tenant AND o."id" = p_order;
  INSERT INTO "sales_daily" AS s ("tenant_id", "day", "amount", "payments")
    VALUES (p_tenant, v_day, p_sign * p_amount, p_sign * coalesce(v_share, 1))
    ON CONFLICT ("tenant_id", "day") DO UPDATE
      SET "amount" = s."amount" + excluded."amount", "payments" = s."payments" + excluded."payments";
  WITH "lines" AS (
    SELECT i."name", p_sign * sum(i."qty" * v_share) AS "qty",
           p_sign * coalesce(sum(i."price" * i."qty" * p_amount::numeric / nullif(o."subtotal", 0)), 0) AS "revenue"
      FROM "orders" o
      JOIN "order_items" i ON i."tenant_id" = o."tenant_id" AND i."order_id" = o."id"
     WHERE o."tenant_id" = p_tenant AND o."id" = p_order
     GROUP BY i."name"
  ), "daily" AS (
    INSERT INTO "dish_sales_daily" AS d ("tenant_id", "day", "name", "qty", "revenue")
      SELECT p_tenant, v_day, l."name", l."qty", l."revenue" FROM "lines" l ORDER BY l."name"
      ON CONFLICT ("tenant_id", "day", "name") DO UPDATE
        SET "qty" = d."qty" + excluded."qty", "revenue" = d."revenue" + excluded."revenue"
  )
  INSERT INTO "dish_sales_monthly" AS m ("tenant_id", "month", "name", "qty", "revenue")
    SELECT p_tenant, date_trunc('month', v_day)::date, l."name", l."qty", l."revenue"
      FROM "lines" l ORDER BY l."name"
    ON CONFLICT ("tenant_id", "month", "name") DO UPDATE
      SET "qty" = m."qty" + excluded."qty", "revenue" = m."revenue" + excluded."revenue";
  IF p_sign < 0 THEN
    DELETE FROM "dish_sales_daily" WHERE "tenant_id" = p_tenant AND "day" = v_day AND "qty" = 0;
    DELETE FROM "dish_sales_monthly"
     WHERE "tenant_id" = p_tenant AND "month" = date_trunc('month', v_day)::date AND "qty" = 0;
    DELETE FROM "sales_daily" WHERE "tenant_id" = p_tenant AND "day" = v_day AND "payments" = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_rollup_rebuild"(p_tenant uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dish_sales_monthly" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  DELETE FROM "dish_sales_daily" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  DELETE FROM "sales_daily" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  INSERT INTO "sales_daily" ("tenant_id", "day", "amount", "payments")
    SELECT p."tenant_id", (p."created_at" AT TIME ZONE t."timezone")::date, sum(p."amount"),
           sum(CASE WHEN o."total" > 0 THEN p."amount"::numeric / o."total" ELSE 1 END)
      FROM "payments" p
      JOIN "tenants" t ON t."id" = p."tenant_id"
      JOIN "orders" o ON o."tenant_id" = p."tenant_id" AND o."id" = p."order_id"
     WHERE p."status" = 'COMPLETED' AND (p_tenant IS NULL OR p."tenant_id" = p_tenant)
     GROUP BY 1, 2;
  INSERT INTO "dish_sales_daily" ("tenant_id", "day", "name", "qty", "revenue")
    SELECT p."tenant_id", (p."created_at" AT TIME ZONE t."timezone")::date, i."name",
           sum(i."qty" * CASE WHEN o."total" > 0 THEN p."amount"::numeric / o."total" ELSE 1 END),
           coalesce(sum(i."price" * i."qty" * p."amount"::numeric / nullif(o."subtotal", 0)), 0)
      FROM "payments" p
      JOIN "tenants" t ON t."id" = p."tenant_id"
      JOIN "orders" o ON o."tenant_id" = p."tenant_id" AND o."id" = p."order_id"
      JOIN "order_items" i ON i."tenant_id" = o."tenant_id" AND i."order_id" = o."id"
     WHERE p."status" = 'COMPLETED' AND (p_tenant IS NULL OR p."tenant_id" = p_tenant)
     GROUP BY 1, 2, 3;
  INSERT INTO "dish_sales_monthly" ("tenant_id", "month", "name", "qty", "revenue")
    SELECT "tenant_id", date_trunc('month', "day")::date, "name", sum("qty"), sum("revenue")
      FROM "dish_sales_daily"
     WHERE p_tenant IS NULL OR "tenant_id" = p_tenant
     GROUP BY 1, 2, 3;
END $$;
