-- Tenant tables of the menu and inventory: row-level security applies to their owner too.
ALTER TABLE "inventory_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_movements" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchases" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu_bom_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Default privileges only cover tables made by the login that ran 0001: grant explicitly too.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO meja_app;
