CREATE TABLE "dish_sales_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"qty" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "dish_sales_daily_tenant_id_day_name_pk" PRIMARY KEY("tenant_id","day","name")
);
--> statement-breakpoint
ALTER TABLE "dish_sales_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dish_sales_monthly" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"name" text NOT NULL,
	"qty" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "dish_sales_monthly_tenant_id_month_name_pk" PRIMARY KEY("tenant_id","month","name")
);
--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "sales_daily_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_daily" ADD CONSTRAINT "dish_sales_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" ADD CONSTRAINT "dish_sales_monthly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tenant_still_open_idx" ON "orders" USING btree ("tenant_id") WHERE "orders"."status" <> 'CANCELLED' and ("orders"."status" <> 'PAID' or "orders"."confirmed" = false or "orders"."ready" = false);--> statement-breakpoint
CREATE POLICY "purchases_group_read" ON "purchases" AS PERMISSIVE FOR SELECT TO public USING (tenant_id in (select t.id from tenants t where t.group_id = nullif(current_setting('app.group_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "dish_sales_daily_tenant_isolation" ON "dish_sales_daily" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dish_sales_daily_group_read" ON "dish_sales_daily" AS PERMISSIVE FOR SELECT TO public USING (tenant_id in (select t.id from tenants t where t.group_id = nullif(current_setting('app.group_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "dish_sales_monthly_tenant_isolation" ON "dish_sales_monthly" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dish_sales_monthly_group_read" ON "dish_sales_monthly" AS PERMISSIVE FOR SELECT TO public USING (tenant_id in (select t.id from tenants t where t.group_id = nullif(current_setting('app.group_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "sales_daily_tenant_isolation" ON "sales_daily" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sales_daily_group_read" ON "sales_daily" AS PERMISSIVE FOR SELECT TO public USING (tenant_id in (select t.id from tenants t where t.group_id = nullif(current_setting('app.group_id', true), '')::uuid));--> statement-breakpoint
-- Issue 16: the sales rolled up per local day (schema/sales-rollup.ts), kept by triggers so that no
-- write path can forget them. Row-level security applies to them as to every tenant table.
ALTER TABLE "sales_daily" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_daily" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The triggers run as whoever writes the payment (the application role, in its tenant's transaction).
GRANT SELECT, INSERT, UPDATE, DELETE ON "sales_daily", "dish_sales_daily", "dish_sales_monthly" TO meja_app;--> statement-breakpoint
-- One payment counted (sign 1) or taken back (sign -1) on its tenant's local day: its amount, and
-- each dish of its order with the lines' exact share of the amount (the dashboard's top-items rule),
-- on that day and in that month. The day's row is written first, so one tenant's payments go on one
-- after the other from there; the dish rows are written in name order besides.
CREATE FUNCTION "sales_rollup_apply"(p_tenant uuid, p_order uuid, p_amount bigint, p_at timestamptz, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  SELECT (p_at AT TIME ZONE t."timezone")::date INTO v_day FROM "tenants" t WHERE t."id" = p_tenant;
  IF v_day IS NULL THEN
    RETURN; -- the tenant itself is being deleted: its rows go with it
  END IF;
  INSERT INTO "sales_daily" AS s ("tenant_id", "day", "amount", "payments")
    VALUES (p_tenant, v_day, p_sign * p_amount, p_sign)
    ON CONFLICT ("tenant_id", "day") DO UPDATE
      SET "amount" = s."amount" + excluded."amount", "payments" = s."payments" + excluded."payments";
  WITH "lines" AS (
    SELECT i."name", p_sign * sum(i."qty") AS "qty",
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
-- A tenant's rows computed afresh from its COMPLETED payments (every tenant's when p_tenant is null).
CREATE FUNCTION "sales_rollup_rebuild"(p_tenant uuid)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "dish_sales_monthly" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  DELETE FROM "dish_sales_daily" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  DELETE FROM "sales_daily" WHERE p_tenant IS NULL OR "tenant_id" = p_tenant;
  INSERT INTO "sales_daily" ("tenant_id", "day", "amount", "payments")
    SELECT p."tenant_id", (p."created_at" AT TIME ZONE t."timezone")::date, sum(p."amount"), count(*)
      FROM "payments" p JOIN "tenants" t ON t."id" = p."tenant_id"
     WHERE p."status" = 'COMPLETED' AND (p_tenant IS NULL OR p."tenant_id" = p_tenant)
     GROUP BY 1, 2;
  INSERT INTO "dish_sales_daily" ("tenant_id", "day", "name", "qty", "revenue")
    SELECT p."tenant_id", (p."created_at" AT TIME ZONE t."timezone")::date, i."name", sum(i."qty"),
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
END $$;--> statement-breakpoint
CREATE FUNCTION "payments_sales_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'COMPLETED' THEN
    PERFORM "sales_rollup_apply"(OLD."tenant_id", OLD."order_id", OLD."amount", OLD."created_at", -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'COMPLETED' THEN
    PERFORM "sales_rollup_apply"(NEW."tenant_id", NEW."order_id", NEW."amount", NEW."created_at", 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_sales_rollup_insert_delete" AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_sales_rollup"();--> statement-breakpoint
CREATE TRIGGER "payments_sales_rollup_update" AFTER UPDATE ON "payments"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amount" IS DISTINCT FROM NEW."amount"
        OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."order_id" IS DISTINCT FROM NEW."order_id"
        OR OLD."tenant_id" IS DISTINCT FROM NEW."tenant_id")
  EXECUTE FUNCTION "payments_sales_rollup"();--> statement-breakpoint
-- A tenant's calendar moved (its time zone changed): its days are counted again in the new one. Runs
-- as that tenant whatever the caller's transaction names, and puts the caller's setting back.
CREATE FUNCTION "tenants_sales_rollup_time_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_previous text := current_setting('app.tenant_id', true);
BEGIN
  PERFORM set_config('app.tenant_id', NEW."id"::text, true);
  PERFORM "sales_rollup_rebuild"(NEW."id");
  PERFORM set_config('app.tenant_id', coalesce(v_previous, ''), true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenants_sales_rollup_time_zone" AFTER UPDATE OF "timezone" ON "tenants"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "tenants_sales_rollup_time_zone"();--> statement-breakpoint
-- The payments already taken. The owner lifts FORCE for the moment (row-level security would hide
-- every tenant's rows from a login that is not a superuser), then restores it.
ALTER TABLE "payments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_daily" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT "sales_rollup_rebuild"(NULL);--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_daily" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dish_sales_monthly" FORCE ROW LEVEL SECURITY;
