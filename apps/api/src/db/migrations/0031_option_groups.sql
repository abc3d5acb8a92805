CREATE TABLE "menu_item_option_groups" (
	"tenant_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_option_groups_tenant_id_menu_item_id_group_id_pk" PRIMARY KEY("tenant_id","menu_item_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "menu_options" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_delta" bigint DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_options_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "menu_options_price_delta_non_negative" CHECK ("menu_options"."price_delta" >= 0)
);
--> statement-breakpoint
ALTER TABLE "menu_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_bom_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "option_bom_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "option_bom_lines_option_ingredient_unique" UNIQUE("tenant_id","option_id","inventory_item_id"),
	CONSTRAINT "option_bom_lines_qty_non_negative" CHECK ("option_bom_lines"."qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "option_bom_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "option_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_choices" smallint DEFAULT 0 NOT NULL,
	"max_choices" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "option_groups_choices_range" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."min_choices" <= "option_groups"."max_choices")
);
--> statement-breakpoint
ALTER TABLE "option_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_tenant_id_menu_item_id_menu_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","menu_item_id") REFERENCES "public"."menu_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" ADD CONSTRAINT "menu_item_option_groups_tenant_id_group_id_option_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."option_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_tenant_id_group_id_option_groups_tenant_id_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."option_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_bom_lines" ADD CONSTRAINT "option_bom_lines_tenant_id_option_id_menu_options_tenant_id_id_fk" FOREIGN KEY ("tenant_id","option_id") REFERENCES "public"."menu_options"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_bom_lines" ADD CONSTRAINT "option_bom_lines_tenant_id_inventory_item_id_inventory_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","inventory_item_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_option_groups_group_idx" ON "menu_item_option_groups" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "menu_options_group_idx" ON "menu_options" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "option_bom_lines_ingredient_idx" ON "option_bom_lines" USING btree ("tenant_id","inventory_item_id");--> statement-breakpoint
CREATE POLICY "menu_item_option_groups_tenant_isolation" ON "menu_item_option_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "menu_options_tenant_isolation" ON "menu_options" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "option_bom_lines_tenant_isolation" ON "option_bom_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "option_groups_tenant_isolation" ON "option_groups" AS PERMISSIVE FOR ALL TO public USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "option_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "option_groups" TO meja_app;--> statement-breakpoint
ALTER TABLE "menu_options" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "menu_options" TO meja_app;--> statement-breakpoint
ALTER TABLE "option_bom_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "option_bom_lines" TO meja_app;--> statement-breakpoint
ALTER TABLE "menu_item_option_groups" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "menu_item_option_groups" TO meja_app;
