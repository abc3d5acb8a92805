-- Invoices: row-level security applies to their owner too; the app role draws invoice numbers.
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "invoices" TO meja_app;--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "invoice_number_seq" TO meja_app;
