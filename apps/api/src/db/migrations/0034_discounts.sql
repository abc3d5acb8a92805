ALTER TABLE "tenants" ADD COLUMN "discount_limit_percent" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "discount_pin_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_discount_limit_range" CHECK ("tenants"."discount_limit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_range" CHECK ("orders"."discount" between 0 and "orders"."subtotal");