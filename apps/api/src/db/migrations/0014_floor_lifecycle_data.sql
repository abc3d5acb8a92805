-- Issue 12: one order lifecycle, and stock that tells the truth. Data written by an earlier build is
-- brought to the new rules. The owner lifts FORCE for the moment of the update (row-level security
-- would otherwise hide every tenant's rows from a login that is not a superuser), then restores it.
ALTER TABLE "orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Orders already PAID were closed (CLOSE sets ready) or sold at the POS, which never reached the
-- kitchen screen: they are done. The kitchen now shows paid orders that are not READY, so these
-- must not flood it.
UPDATE "orders" SET "ready" = true WHERE "status" = 'PAID' AND NOT "ready";--> statement-breakpoint
-- Paid but never cooked under the old rules and more than a day old: done as well.
UPDATE "orders" SET "ready" = true
  WHERE "status" = 'PENDING' AND "payment_status" = 'COMPLETED' AND NOT "ready" AND NOT "confirmed"
    AND "created_at" < now() - interval '1 day';--> statement-breakpoint
-- A COMPLETED payment makes the order PAID and confirmed (SPEC §4 'on close or payment by staff').
UPDATE "orders" SET "status" = 'PAID', "confirmed" = true
  WHERE "status" = 'PENDING' AND "payment_status" = 'COMPLETED';--> statement-breakpoint
UPDATE "orders" SET "confirmed_at" = "updated_at" WHERE "confirmed" AND "confirmed_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "ready_at" = "updated_at" WHERE "ready" AND "ready_at" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Dishes whose recipe cannot be made from the stock there is now.
ALTER TABLE "menu_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_bom_lines" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inventory_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "menu_items" AS m SET "stock_out" = true
  WHERE EXISTS (
    SELECT 1 FROM "menu_bom_lines" b
      JOIN "inventory_items" i ON i."tenant_id" = b."tenant_id" AND i."id" = b."inventory_item_id"
    WHERE b."tenant_id" = m."tenant_id" AND b."menu_item_id" = m."id" AND i."stock" < b."qty"
  );--> statement-breakpoint
ALTER TABLE "menu_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_bom_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inventory_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "password_reset_tokens" TO meja_app;
