CREATE TYPE "public"."stock_policy" AS ENUM('ALLOW', 'BLOCK');--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "stock" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "qty" SET DATA TYPE numeric(18, 4);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pos_to_kitchen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stock_policy" "stock_policy" DEFAULT 'ALLOW' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "counted" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "expected" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "stock_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_received" bigint;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "counted_card" bigint;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "counted_qris" bigint;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "expected_card" bigint;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "expected_qris" bigint;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_received_covers" CHECK ("payments"."cash_received" is null or "payments"."cash_received" >= "payments"."amount");