CREATE TYPE "public"."stock_movement_kind" AS ENUM('OPENING', 'PURCHASE', 'ADJUSTMENT', 'SALE', 'REVERSAL');--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"unit" text DEFAULT '' NOT NULL,
	"stock" numeric(14, 4) DEFAULT 0 NOT NULL,
	"min_stock" numeric(14, 4) DEFAULT 0 NOT NULL,
	"last_unit_cost" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inventory_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchases" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"date" date NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"price" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ref_type" text,
	"ref_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_bom_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_bom_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "menu_bom_lines_item_ingredient_unique" UNIQUE("tenant_id","menu_item_id","inventory_item_id"),
	CONSTRAINT "menu_bom_lines_qty_non_negative" CHECK ("menu_bom_lines"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_bom_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"category" text DEFAULT 'LAINNYA' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"is_special_today" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"discount_percent" numeric(5, 2),
	"discount_fixed" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "menu_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "menu_items_price_non_negative" CHECK ("menu_items"."price" >= 0),
	CONSTRAINT "menu_items_discount_percent_range" CHECK ("menu_items"."discount_percent" is null or "menu_items"."discount_percent" between 0 and 100),
	CONSTRAINT "menu_items_discount_fixed_non_negative" CHECK ("menu_items"."discount_fixed" is null or "menu_items"."discount_fixed" >= 0),
	CONSTRAINT "menu_items_one_discount" CHECK ("menu_items"."discount_percent" is null or "menu_items"."discount_fixed" is null)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "menu_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_tenant_id_inventory_item_id_inventory_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inventory_item_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_inventory_item_id_inventory_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inventory_item_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_bom_lines" ADD CONSTRAINT "menu_bom_lines_tenant_id_menu_item_id_menu_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","menu_item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_bom_lines" ADD CONSTRAINT "menu_bom_lines_tenant_id_inventory_item_id_inventory_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inventory_item_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_tenant_sku_unique" ON "inventory_items" USING btree ("tenant_id",lower("sku")) WHERE "inventory_items"."sku" is not null and "inventory_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_items_tenant_name_idx" ON "inventory_items" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "purchases_tenant_date_idx" ON "purchases" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("tenant_id","inventory_item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_ref_idx" ON "stock_movements" USING btree ("tenant_id","ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "menu_bom_lines_ingredient_idx" ON "menu_bom_lines" USING btree ("tenant_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "menu_items_tenant_listing_idx" ON "menu_items" USING btree ("tenant_id","archived_at","category");--> statement-breakpoint
CREATE POLICY "inventory_items_tenant_isolation" ON "inventory_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "purchases_tenant_isolation" ON "purchases" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "stock_movements_tenant_isolation" ON "stock_movements" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "menu_bom_lines_tenant_isolation" ON "menu_bom_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "menu_items_tenant_isolation" ON "menu_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);