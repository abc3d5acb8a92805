-- Payments: row-level security applies to their owner too.
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO meja_app;
