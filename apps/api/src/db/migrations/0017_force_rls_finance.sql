-- Expenses and payroll periods: row-level security applies to their owner too.
ALTER TABLE "payroll_periods" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "expenses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Default privileges only cover tables made by the login that ran 0001: grant explicitly too.
GRANT SELECT, INSERT, UPDATE, DELETE ON "payroll_periods", "expenses" TO meja_app;
