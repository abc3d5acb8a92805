ALTER TABLE "tenants" ADD COLUMN "service_charge_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tax_type" text DEFAULT 'PPN' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "service_charge_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_type" text DEFAULT 'PPN' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_service_charge_range" CHECK ("tenants"."service_charge_percent" between 0 and 20);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_tax_type" CHECK ("tenants"."tax_type" in ('PPN', 'PB1'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_charge_non_negative" CHECK ("orders"."service_charge" >= 0);